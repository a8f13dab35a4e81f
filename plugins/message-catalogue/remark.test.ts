import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {CatalogueEntry} from '../../src/messages/catalogue';
import {ENTRIES_DIR} from '../../src/messages/catalogue';
import {MESSAGES_DIR, type VersionMessages} from '../../src/messages/data';
import messageCatalogueRemarkPlugin, {
  isCatalogueMarker,
  MessageCatalogueError,
  validateMessageCatalogueOptions,
  versionOfFile,
} from './remark';
import {CATALOGUE_TITLE, catalogueNodes} from './render';

const data: VersionMessages = {
  version: '3.8.0',
  tag: 'v3.8.0',
  commit: '0'.repeat(40),
  messages: [
    {
      text: 'eIcicleError::INVALID_ARGUMENT',
      binding: 'cpp',
      kind: 'code',
      printed: null,
      area: 'error-codes',
      sources: ['a:1'],
    },
    {
      text: 'InvalidArgument',
      binding: 'rust',
      kind: 'code',
      printed: null,
      area: 'error-codes',
      sources: ['b:1'],
    },
    {
      text: 'InvalidArgument',
      binding: 'go',
      kind: 'code',
      printed: null,
      area: 'error-codes',
      sources: ['c:1'],
    },
    {
      text: 'Cannot open directory: {}',
      binding: 'cpp',
      kind: 'error',
      printed: '[ERROR] ',
      area: 'runtime',
      sources: ['d:1'],
    },
  ],
};

const entry = (over: Partial<CatalogueEntry>): CatalogueEntry => ({
  id: 'x',
  area: 'error-codes',
  messages: ['eIcicleError::INVALID_ARGUMENT'],
  when: 'When `x` < 2.',
  fix: 'Do **this**.',
  ...over,
});

const marker = (value = '/* message-catalogue */'): RootContent =>
  ({type: 'mdxFlowExpression', value}) as RootContent;

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

test('one h3 per area, one h4 per entry with the messages of that version only', () => {
  const nodes = catalogueNodes(data, [
    entry({
      id: 'code-invalid-argument',
      messages: [
        'eIcicleError::INVALID_ARGUMENT',
        'InvalidArgument',
        'EIcicleError.InvalidArgument',
      ],
    }),
    entry({id: 'cannot-open', area: 'runtime', messages: ['Cannot open directory: {}']}),
    entry({id: 'later', area: 'runtime', messages: ['Only in 4.0.0']}),
  ]);
  const headings = nodes.flatMap((n) =>
    n.type === 'heading' ? [[n.depth, n.data?.hProperties?.id]] : [],
  );
  assert.deepEqual(headings, [
    [2, 'messages-the-library-prints'],
    [3, 'messages-runtime'],
    [3, 'messages-error-codes'],
  ]);
  const h4s = nodes.filter((n): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement');
  assert.deepEqual(
    h4s.map((h) => [
      h.name,
      h.attributes.map((a) => ('value' in a ? a.value : '')),
      (h.children[0] as {value: string}).value,
    ]),
    [
      ['h4', ['msg-cannot-open'], 'Cannot open directory: {}'],
      ['h4', ['msg-code-invalid-argument'], 'eIcicleError::INVALID_ARGUMENT'],
    ],
  );
  const texts = JSON.stringify(nodes);
  assert.match(texts, /Printed by C\+\+, Rust and Go/);
  assert.match(texts, /also as /);
  assert.ok(
    !texts.includes('EIcicleError.InvalidArgument'),
    'a message absent at this tag is not shown',
  );
  assert.ok(!texts.includes('Only in 4.0.0'));
  // when/fix are Markdown: the code span and the < survive as text, not markup.
  assert.match(texts, /"type":"inlineCode","value":"x"/);
  assert.match(texts, /"value":" < 2."/);
  assert.match(texts, /"type":"strong"/);
});

test('version notes show on the pages of their versions', () => {
  const noted = entry({
    versions: [
      {since: '3.8.0', note: 'New in 3.8.'},
      {until: '3.7.0', note: 'Old.'},
    ],
  });
  const texts = JSON.stringify(catalogueNodes(data, [noted]));
  assert.match(texts, /New in 3\.8\./);
  assert.ok(!texts.includes('Old.'));
});

test('the plugin replaces the marker on a catalogue page and leaves other pages alone', () => {
  const transform = messageCatalogueRemarkPlugin.call({} as never, {
    messagesDir: MESSAGES_DIR,
    entriesDir: ENTRIES_DIR,
    versions: ['4.0.0'],
  }) as (tree: Root, file: {path: string}) => void;
  const page: Root = {type: 'root', children: [{type: 'paragraph', children: []}, marker()]};
  transform(page, {
    path: '/s/versioned_docs/version-4.0.0/start/integration-&-support/faq_and_troubleshooting.md',
  });
  assert.ok(!page.children.some(isCatalogueMarker));
  assert.ok(
    page.children.some((n) => n.type === 'heading' && JSON.stringify(n).includes(CATALOGUE_TITLE)),
  );

  const other: Root = {type: 'root', children: [{type: 'paragraph', children: []}]};
  transform(other, {path: '/s/versioned_docs/version-4.0.0/start/intro/getting_started.md'});
  assert.equal(other.children.length, 1);

  const unknownVersion: Root = {type: 'root', children: [marker()]};
  assert.throws(
    () => transform(unknownVersion, {path: '/s/versioned_docs/version-2.8.0/icicle/faq.md'}),
    MessageCatalogueError,
  );
});
