import assert from 'node:assert/strict';
import {test} from 'node:test';
import {loadCatalogue, type CatalogueEntry} from '../../src/messages/catalogue';
import {
  loadVersionMessages,
  MESSAGE_VERSIONS,
  type ExtractedMessage,
  type VersionMessages,
} from '../../src/messages/data';
import {areaHtml, CatalogueMarkdownError, versionHtml} from './html';
import {assetOf, renderVersion} from './rendered';
import {shownAreas} from './select';

const message = (
  text: string,
  binding: ExtractedMessage['binding'],
  area: ExtractedMessage['area'],
): ExtractedMessage => ({text, binding, kind: 'error', printed: null, area, sources: ['a:1']});

const data: VersionMessages = {
  version: '3.8.0',
  tag: 'v3.8.0',
  commit: '0'.repeat(40),
  messages: [
    message('eIcicleError::INVALID_ARGUMENT', 'cpp', 'error-codes'),
    message('InvalidArgument', 'rust', 'error-codes'),
    message('InvalidArgument', 'go', 'error-codes'),
    message('Cannot open directory: {}', 'cpp', 'runtime'),
    message('Size <{}> & "{}" mismatch', 'cpp', 'msm'),
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

/** The one area's HTML of a catalogue made of `entries`. */
function htmlOf(...entries: CatalogueEntry[]): string {
  const areas = shownAreas(data, entries);
  assert.equal(areas.length, 1);
  return areaHtml(areas[0]!, data.version).html;
}

test('areas in catalogue order, entries and messages of that version only', () => {
  const areas = shownAreas(data, [
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
  assert.deepEqual(
    areas.map((a) => [a.area, a.entries.map((e) => e.entry.id)]),
    [
      ['runtime', ['cannot-open']],
      ['error-codes', ['code-invalid-argument']],
    ],
  );
  const html = versionHtml(areas, data.version);
  assert.deepEqual(html['error-codes']!.ids, ['msg-code-invalid-argument']);
  const codes = html['error-codes']!.html;
  assert.match(
    codes,
    /^<h4 id="msg-code-invalid-argument"><code>eIcicleError::INVALID_ARGUMENT<\/code>/,
  );
  assert.match(
    codes,
    /<p>Printed by C\+\+, Rust and Go, also as <code>InvalidArgument<\/code>\.<\/p>/,
  );
  assert.ok(!codes.includes('EIcicleError.InvalidArgument'), 'a message absent at this tag');
  assert.ok(!JSON.stringify(html).includes('Only in 4.0.0'));
});

test("each h4 has its anchor and the theme's # link, escaped", () => {
  const html = htmlOf(entry({id: 'size', area: 'msm', messages: ['Size <{}> & "{}" mismatch']}));
  assert.ok(
    html.startsWith(
      '<h4 id="msg-size"><code>Size &lt;{}&gt; &amp; "{}" mismatch</code>' +
        '<a class="hash-link" href="#msg-size" aria-label="Direct link to Size <{}> &amp; &quot;{}&quot; mismatch" ' +
        'title="Direct link to Size <{}> &amp; &quot;{}&quot; mismatch" translate="no">\u200b</a></h4>',
    ),
    html,
  );
});

test('Markdown keeps code spans, emphasis, lists and links; raw HTML is shown as text', () => {
  const html = htmlOf(
    entry({
      when: 'When `Vec<T>` is *empty* & x < 2 <script>alert(1)</script> or HostSlice<T>.',
      fix: 'Call `set_device` first, see [the guide](https://example.org/a?b=1&c=2) or [below](#msg-x).\n\n- one\n- **two**',
    }),
  );
  assert.match(
    html,
    /<p><strong>When:<\/strong> When <code>Vec&lt;T&gt;<\/code> is <em>empty<\/em> &amp; x &lt; 2 &lt;script&gt;alert\(1\)&lt;\/script&gt; or HostSlice&lt;T&gt;\.<\/p>/,
  );
  assert.ok(!html.includes('<script'));
  assert.match(
    html,
    /<a href="https:\/\/example\.org\/a\?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">the guide<\/a>/,
  );
  assert.match(html, /<a href="#msg-x">below<\/a>/);
  assert.match(html, /<ul>\n<li>one<\/li>\n<li><strong>two<\/strong><\/li>\n<\/ul>/);
});

test('an entry may not link where the framework would have to resolve the link, nor hold a heading', () => {
  for (const fix of [
    'See [the guide](../setup.md).',
    'See [the guide](/api/cpp/msm).',
    'See [x].\n\n[x]: ./faq.md',
    '## Heading',
    '![image](https://example.org/a.png)',
  ]) {
    assert.throws(() => htmlOf(entry({fix})), CatalogueMarkdownError, fix);
  }
});

test('version notes show on the pages of their versions', () => {
  const html = htmlOf(
    entry({
      versions: [
        {since: '3.8.0', note: 'New in `3.8`.'},
        {until: '3.7.0', note: 'Old.'},
      ],
    }),
  );
  assert.match(html, /<p><strong>In 3\.8\.0:<\/strong> New in <code>3\.8<\/code>\.<\/p>/);
  assert.ok(!html.includes('Old.'));
});

test('the output is deterministic and the browser copy is named by its content', () => {
  const entries = [
    entry({id: 'a'}),
    entry({id: 'b', area: 'runtime', messages: ['Cannot open directory: {}']}),
  ];
  const first = renderVersion(data, entries);
  const second = renderVersion(structuredClone(data), structuredClone(entries));
  assert.deepEqual(first, second);
  assert.deepEqual(first.areas, ['runtime', 'error-codes']);
  assert.match(first.asset.file, /^assets\/messages\/3\.8\.0\.[0-9a-f]{10}\.json$/);
  assert.deepEqual(JSON.parse(first.asset.content), {
    runtime: first.html.runtime!.html,
    'error-codes': first.html['error-codes']!.html,
  });
  const changed = renderVersion(data, [entry({id: 'a', fix: 'Something else.'}), entries[1]!]);
  assert.notEqual(changed.asset.file, first.asset.file);
  assert.equal(assetOf('3.8.0', first.html).file, first.asset.file);
});

test('every entry written so far renders at every version', () => {
  const entries = loadCatalogue();
  for (const version of MESSAGE_VERSIONS) {
    const rendered = renderVersion(loadVersionMessages(version), entries);
    const ids = Object.values(rendered.html).flatMap((area) => area!.ids);
    assert.equal(new Set(ids).size, ids.length, `${version}: an anchor is used twice`);
  }
});
