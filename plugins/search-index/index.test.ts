import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {expandPage, type IndexedPage} from '../../src/search/records';
import {
  groupIntoShards,
  shardNameOf,
  validateOptions,
  writeShards,
  SITE_SHARD,
  type ShardManifest,
} from './index';
import {readPage} from './records';
import {validatorFor} from '../../test/support/plugin-options';

const validate = validatorFor(validateOptions);

const fixture = readFileSync(path.join(__dirname, '__fixtures__', 'doc-page.html'), 'utf8');
const route = '/3.8.0/icicle/rust-bindings/msm';

describe('options', () => {
  test('defaults and validation', () => {
    const options = validate({});
    assert.equal(options.outputDir, 'search-index');
    assert.deepEqual(options.excludedRoutes, ['/404', '/search']);
    assert.throws(() => validate({outputDir: '../out'}));
    assert.throws(() => validate({excludedRoutes: ['search']}));
  });
});

describe('record extraction', () => {
  const page = readPage(fixture, {route})!;
  const records = expandPage(page);

  test('reads the docsearch meta tags and the active sidebar category', () => {
    assert.equal(page.language, 'en');
    assert.equal(page.docusaurus_tag, 'docs-default-3.8.0');
    assert.equal(page.lvl0, 'Rust bindings');
    assert.ok(records.every((r) => r.hierarchy.lvl0 === 'Rust bindings'));
  });

  test('turns headings into levels with their anchors', () => {
    const headings = records.filter((r) => r.type !== 'content');
    assert.deepEqual(
      headings.map((r) => [r.type, r.url]),
      [
        ['lvl1', route],
        ['lvl2', `${route}#signatures`],
        ['lvl3', `${route}#config`],
        ['lvl2', `${route}#pitfalls`],
      ],
    );
    const pitfalls = headings.at(-1)!;
    assert.equal(pitfalls.hierarchy.lvl2, 'Errors and pitfalls');
    assert.equal(pitfalls.hierarchy.lvl3, null, 'a new h2 clears the h3 above it');
  });

  test('gives content records the hierarchy and anchor of the heading above', () => {
    const window = records.find((r) => r.content === 'Window size in bits.')!;
    assert.equal(window.type, 'content');
    assert.equal(window.url, `${route}#config`);
    assert.equal(window.url_without_anchor, route);
    assert.equal(window.hierarchy.lvl3, 'Configuration');
    assert.equal(window.weight.level, 0);
    assert.ok(records.find((r) => r.type === 'lvl2')!.weight.level > window.weight.level);
  });

  test('stores plain text: escaped markup in the page comes back as characters, not tags', () => {
    const call = records.find((r) => r.content?.startsWith('Call'))!;
    assert.equal(call.content, 'Call msm with <script>alert(1)</script> never run.');
  });

  test('leaves out code, MathML, hash links, nested lists, banners, breadcrumbs and pagination', () => {
    const text = records.map((r) => `${r.content ?? ''} ${r.hierarchy.lvl2 ?? ''}`).join(' ');
    assert.ok(!text.includes('pub fn'));
    assert.ok(!text.includes('sum a_i'), 'MathML is dropped, the rendered formula kept');
    assert.ok(text.includes('Q=∑aᵢPᵢ'));
    assert.ok(!text.includes('no longer actively maintained'));
    assert.ok(!text.includes('Next NTT'));
    assert.ok(records.some((r) => r.content === 'Set is_async to return early.'));
    assert.ok(records.some((r) => r.content === 'Nested detail.'));
    assert.equal(records.filter((r) => r.content === 'A paragraph item.').length, 1);
    assert.ok(!records.some((r) => r.content === 'Field'), 'only the last cell of a row');
    assert.ok(records.every((r) => !/\u200b/.test(`${r.hierarchy.lvl2}`)));
  });

  test('gives every record a unique objectID', () => {
    assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
  });

  test('skips listings, noindex pages and pages without an article', () => {
    const listing = fixture.replace('docs-default-3.8.0', 'blog_posts_list');
    assert.equal(readPage(listing, {route: '/blog'}), null);
    const noindex = fixture.replace(
      '<head>',
      '<head><meta name="robots" content="noindex, nofollow">',
    );
    assert.equal(readPage(noindex, {route}), null);
    assert.equal(readPage('<html><body><main>Hi</main></body></html>', {route: '/x'}), null);
  });
});

describe('shards', () => {
  const page = (tag: string, route: string): IndexedPage => ({
    route,
    lvl0: 'Docs',
    language: 'en',
    docusaurus_tag: tag,
    pageRank: 0,
    blocks: [[1, route]],
  });

  test('one shard per docs version and one for the rest of the site', () => {
    assert.equal(shardNameOf('docs-default-3.8.0'), '3.8.0');
    assert.equal(shardNameOf('blog_post'), SITE_SHARD);
    const shards = groupIntoShards([
      page('blog_post', '/blog/a'),
      page('docs-default-4.0.0', '/'),
      page('docs-default-3.8.0', '/3.8.0'),
      page('docs-default-4.0.0', '/setup'),
    ]);
    assert.deepEqual(
      shards.map((s) => [s.name, s.pages.length]),
      [
        ['4.0.0', 2],
        ['3.8.0', 1],
        [SITE_SHARD, 1],
      ],
    );
  });

  test('writes content-hashed files and a manifest of their tags', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const shards = groupIntoShards([page('docs-default-4.0.0', '/'), page('blog_post', '/blog/a')]);
    const manifest = await writeShards(outDir, '/', 'search-index', shards);
    const written: ShardManifest = JSON.parse(
      await readFile(path.join(outDir, 'search-index', 'manifest.json'), 'utf8'),
    );
    assert.deepEqual(written, manifest);
    assert.match(manifest.shards[0]!.url, /^\/search-index\/4\.0\.0\.[0-9a-f]{10}\.json$/);
    assert.deepEqual(manifest.shards[0]!.tags, ['docs-default-4.0.0']);
    assert.deepEqual(manifest.shards[1]!.tags, ['default', 'blog_post']);
    const files = await readdir(path.join(outDir, 'search-index'));
    assert.equal(files.length, 3);
    // The same content gives the same name; other content another one.
    const again = await writeShards(outDir, '/', 'search-index', shards);
    assert.equal(again.shards[0]!.url, manifest.shards[0]!.url);
    const changed = await writeShards(outDir, '/', 'search-index', [
      {name: '4.0.0', pages: [page('docs-default-4.0.0', '/other')]},
    ]);
    assert.notEqual(changed.shards[0]!.url, manifest.shards[0]!.url);
  });
});
