import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {ENTRIES_DIR} from '../../src/messages/catalogue';
import {MESSAGES_DIR} from '../../src/messages/data';
import {MessageCatalogueError, validateMessageCatalogueOptions} from './options';
import messageCatalogueRemarkPlugin, {isCatalogueMarker, versionOfFile} from './remark';
import {
  AREA_COMPONENT,
  AREA_COMPONENT_NAME,
  CATALOGUE_ID,
  CATALOGUE_TITLE,
  catalogueNodes,
} from './render';
import type {RenderedVersion} from './rendered';

const marker = (value = '/* message-catalogue */'): RootContent =>
  ({type: 'mdxFlowExpression', value}) as RootContent;

const FAQ_4 =
  '/s/versioned_docs/version-4.0.0/start/integration-&-support/faq_and_troubleshooting.md';

test('options are validated', () => {
  const options = {messagesDir: MESSAGES_DIR, entriesDir: ENTRIES_DIR, versions: ['3.8.0']};
  assert.deepEqual(validateMessageCatalogueOptions(options), options);
  assert.throws(
    () => validateMessageCatalogueOptions({...options, messagesDir: 'data'}),
    MessageCatalogueError,
  );
  assert.throws(
    () => validateMessageCatalogueOptions({...options, versions: []}),
    MessageCatalogueError,
  );
  assert.throws(
    () => validateMessageCatalogueOptions({...options, versions: ['v3']}),
    MessageCatalogueError,
  );
  assert.throws(() => validateMessageCatalogueOptions(undefined), MessageCatalogueError);
});

test('the marker and the page version are recognised', () => {
  assert.ok(isCatalogueMarker(marker()));
  assert.ok(isCatalogueMarker(marker('/*message-catalogue*/')));
  assert.ok(!isCatalogueMarker(marker('/* other */')));
  assert.equal(
    versionOfFile('/s/versioned_docs/version-3.8.0/icicle/faq_and_troubleshooting.md'),
    '3.8.0',
  );
  assert.equal(versionOfFile('/s/blog/post.md'), undefined);
});

const rendered: RenderedVersion = {
  version: '3.8.0',
  areas: ['runtime', 'error-codes'],
  html: {
    runtime: {html: '<h4 id="msg-a"><code>A</code></h4>', ids: ['msg-a']},
    'error-codes': {html: '<h4 id="msg-b"><code>B</code></h4>', ids: ['msg-b']},
  },
  asset: {file: 'assets/messages/3.8.0.0123456789.json', content: '{}'},
};

test('the page gets an h2, an h3 per area and one component element per area, no entry text', () => {
  const nodes = catalogueNodes(rendered);
  const headings = nodes.flatMap((n) =>
    n.type === 'heading' ? [[n.depth, n.data?.hProperties?.id]] : [],
  );
  assert.deepEqual(headings, [
    [2, CATALOGUE_ID],
    [3, 'messages-runtime'],
    [3, 'messages-error-codes'],
  ]);
  assert.match(JSON.stringify(nodes[0]), new RegExp(CATALOGUE_TITLE));
  const elements = nodes.filter((n): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement');
  assert.deepEqual(
    elements.map((e) => [
      e.name,
      Object.fromEntries(e.attributes.map((a) => ('name' in a ? [a.name, a.value] : []))),
    ]),
    ['runtime', 'error-codes'].map((area) => [
      AREA_COMPONENT_NAME,
      {version: '3.8.0', area, src: '/assets/messages/3.8.0.0123456789.json'},
    ]),
  );
  // Each element follows its area's h3.
  for (const element of elements) {
    const before = nodes[nodes.indexOf(element) - 1]!;
    assert.equal(before.type, 'heading');
  }
  const text = JSON.stringify(nodes);
  assert.ok(!text.includes('msg-a') && !text.includes('<h4'), 'entries stay out of the page');
  assert.deepEqual(catalogueNodes({...rendered, areas: [], html: {}}), []);
});

test('the plugin replaces the marker on a catalogue page, imports the component, leaves other pages alone', () => {
  const transform = messageCatalogueRemarkPlugin.call({} as never, {
    messagesDir: MESSAGES_DIR,
    entriesDir: ENTRIES_DIR,
    versions: ['4.0.0'],
  }) as (tree: Root, file: {path: string}) => void;
  const page: Root = {type: 'root', children: [{type: 'paragraph', children: []}, marker()]};
  transform(page, {path: FAQ_4});
  assert.ok(!page.children.some(isCatalogueMarker));
  const [first] = page.children;
  assert.equal(first?.type, 'mdxjsEsm');
  assert.equal(
    (first as {value: string}).value,
    `import ${AREA_COMPONENT_NAME} from '${AREA_COMPONENT}';`,
  );
  const esm = (first as {data: {estree: {body: {type: string; source: {value: string}}[]}}}).data
    .estree.body[0]!;
  assert.deepEqual([esm.type, esm.source.value], ['ImportDeclaration', AREA_COMPONENT]);
  assert.ok(
    page.children.some((n) => n.type === 'heading' && JSON.stringify(n).includes(CATALOGUE_TITLE)),
  );
  const src = page.children.flatMap((n) =>
    n.type === 'mdxJsxFlowElement'
      ? n.attributes.flatMap((a) => ('name' in a && a.name === 'src' ? [a.value] : []))
      : [],
  );
  assert.ok(src.length > 0);
  for (const value of src)
    assert.match(String(value), /^\/assets\/messages\/4\.0\.0\.[0-9a-f]{10}\.json$/);

  const other: Root = {type: 'root', children: [{type: 'paragraph', children: []}]};
  transform(other, {path: '/s/versioned_docs/version-4.0.0/start/intro/getting_started.md'});
  assert.equal(other.children.length, 1);

  const unknownVersion: Root = {type: 'root', children: [marker()]};
  assert.throws(
    () => transform(unknownVersion, {path: '/s/versioned_docs/version-2.8.0/icicle/faq.md'}),
    MessageCatalogueError,
  );
});
