import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {sectionsOf} from '../../src/search/engine';
import {shardNamedTerms} from '../../src/search/topic-terms';
import {CODE_BLOCK, expandPage, TEXT_BLOCK, type IndexedPage} from '../../src/search/records';
import {
  groupIntoShards,
  shardNameOf,
  validateOptions,
  writeShards,
  SITE_SHARD,
  type ShardManifest,
} from './index';
import {codeIdentifiers, pruneBlocks, readPage} from './records';
import {validatorFor} from '../../test/support/plugin-options';

const validate = validatorFor(validateOptions);

const fixture = readFileSync(path.join(__dirname, '__fixtures__', 'doc-page.html'), 'utf8');
const route = '/3.8.0/icicle/rust-bindings/msm';

describe('options', () => {
  test('defaults and validation', () => {
    const options = validate({});
    assert.equal(options.outputDir, 'search-index');
    assert.deepEqual(options.excludedRoutes, ['/404', '/search']);
    assert.deepEqual(options.siteShardWithTags, []);
    assert.throws(() => validate({siteShardWithTags: ['4.0.0']}));
    assert.throws(() => validate({outputDir: '../out'}));
    assert.throws(() => validate({excludedRoutes: ['search']}));
  });
});

describe('record extraction', () => {
  const page = readPage(fixture, {route})!;
  const records = expandPage(page);
  const texts = page.blocks.filter(([depth]) => depth === TEXT_BLOCK).map(([, text]) => text);

  test('reads the docsearch meta tags, the description, the binding and the kind', () => {
    assert.equal(page.language, 'en');
    assert.equal(page.docusaurus_tag, 'docs-default-3.8.0');
    assert.equal(page.description, 'Run a multi-scalar multiplication from Rust.');
    assert.equal(page.binding, 'rust');
    assert.equal(page.kind, 'reference');
    assert.equal(page.pageRank, 100);
  });

  test('groups a binding page under its binding category, not the innermost one', () => {
    // The active categories are ICICLE > Rust bindings > MSM (a category page).
    assert.equal(page.lvl0, 'Rust bindings');
    assert.ok(records.every((r) => r.hierarchy.lvl0 === 'Rust bindings'));
    const guide = readPage(fixture, {route: '/3.8.0/icicle/getting_started'})!;
    assert.equal(guide.binding, null);
    assert.equal(guide.lvl0, 'MSM', 'other pages go under the innermost active category');
    const blog = readPage(fixture.replace('docs-wrapper', 'blog-wrapper blog-post-page'), {
      route: '/blog/2025/07/10/post',
    })!;
    assert.equal(blog.lvl0, 'Blog');
    assert.equal(blog.kind, 'blog');
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

  test('drops headings without text of their own, keeping their code with the section above', () => {
    assert.ok(!page.blocks.some(([, text]) => text === 'C++'));
    const code = page.blocks.filter(([depth]) => depth === CODE_BLOCK);
    assert.deepEqual(
      code.map(([, text]) => text),
      ['HostSlice MSMConfig IcicleError', 'eIcicleError msm_precompute_bases'],
    );
    const signatures = sectionsOf(page, 0).find((s) => s.anchor === 'signatures')!;
    assert.match(signatures.code, /msm_precompute_bases/);
  });

  test('drops "See also" link lists', () => {
    assert.ok(!page.blocks.some(([, text]) => /See also|Go MSM/.test(text)));
  });

  test('gives content records the hierarchy and anchor of the heading above', () => {
    const window = records.find((r) => r.content?.includes('Window size in bits.'))!;
    assert.equal(window.type, 'content');
    assert.equal(window.url, `${route}#config`);
    assert.equal(window.url_without_anchor, route);
    assert.equal(window.hierarchy.lvl3, 'Configuration');
    assert.equal(window.weight.level, 0);
    assert.ok(records.find((r) => r.type === 'lvl2')!.weight.level > window.weight.level);
  });

  test('indexes every cell of a table row, header rows included', () => {
    assert.ok(texts.includes('c · Window size in bits.'));
    assert.ok(texts.includes('Field · Meaning'));
  });

  test('indexes admonitions and details, not the admonition label', () => {
    assert.ok(texts.includes('Points must be in affine form.'));
    assert.ok(texts.includes('Why does msm return InvalidArgument?'));
    assert.ok(texts.includes('The bases are shorter than the scalars.'));
    assert.ok(!texts.some((text) => /^warning$/i.test(text)));
  });

  test('stores plain text: escaped markup in the page comes back as characters, not tags', () => {
    const call = records.find((r) => r.content?.startsWith('Call'))!;
    assert.equal(call.content, 'Call msm with <script>alert(1)</script> never run.');
  });

  test('leaves out code text, MathML, hash links, nested lists, banners, breadcrumbs and pagination', () => {
    const text = records.map((r) => `${r.content ?? ''} ${r.hierarchy.lvl2 ?? ''}`).join(' ');
    assert.ok(!text.includes('pub fn'));
    assert.ok(!text.includes('sum a_i'), 'MathML is dropped, the rendered formula kept');
    assert.ok(text.includes('Q=∑aᵢPᵢ'));
    assert.ok(!text.includes('no longer actively maintained'));
    assert.ok(!text.includes('Next NTT'));
    assert.ok(records.some((r) => r.content === 'Set is_async to return early.'));
    assert.ok(records.some((r) => r.content === 'Nested detail.'));
    assert.equal(records.filter((r) => r.content === 'A paragraph item.').length, 1);
    assert.ok(records.every((r) => !/\u200b/.test(`${r.hierarchy.lvl2}`)));
  });

  test('gives every record a unique objectID', () => {
    assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
  });

  test('indexes every binding tab panel, not the tab labels', () => {
    const tabs = `<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-3.8.0"></head>
      <body><article><h1>Libraries</h1><h2 id="link">Link the libraries</h2>
      <div class="tabs-container"><ul role="tablist"><li role="tab">C++</li><li role="tab">Rust</li></ul>
      <div><div role="tabpanel"><p>Link icicle_device with CMake.</p></div>
      <div role="tabpanel" hidden><p>Cargo links the crates for you.</p></div></div></div>
      </article></body></html>`;
    const page = readPage(tabs, {route: '/3.8.0/icicle/libraries'})!;
    const texts = page.blocks.map(([, text]) => text);
    assert.ok(texts.includes('Link icicle_device with CMake.'));
    assert.ok(texts.includes('Cargo links the crates for you.'), 'a hidden panel is indexed');
    assert.ok(!texts.includes('C++') && !texts.includes('Rust'), 'tab labels are not');
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

describe('block pruning and code identifiers', () => {
  test('a heading with subsections stays; a "See also" section goes with its subsections', () => {
    assert.deepEqual(
      pruneBlocks([
        [1, 'Title'],
        [2, 'Configuration', 'configuration'],
        [3, 'MSMConfig', 'msmconfig'],
        [TEXT_BLOCK, 'Fields.'],
        [2, 'See also', 'see-also'],
        [3, 'More', 'more'],
        [TEXT_BLOCK, 'Links.'],
        [2, 'Example', 'example'],
        [CODE_BLOCK, 'msm'],
      ]),
      [
        [1, 'Title'],
        [2, 'Configuration', 'configuration'],
        [3, 'MSMConfig', 'msmconfig'],
        [TEXT_BLOCK, 'Fields.'],
        [CODE_BLOCK, 'msm'],
      ],
    );
  });

  test('keeps API-looking names of code and leaves out plain words and std', () => {
    assert.deepEqual(
      codeIdentifiers(
        'let cfg = msm::MSMConfig::default();\nmsm.Msm(scalars, points, &cfg)\nstd::vec::Vec::new(); -DCURVE=bn254',
      ),
      ['msm::MSMConfig::default', 'msm.Msm', '-DCURVE', 'bn254'],
    );
  });
});

describe('shards', () => {
  const page = (tag: string, route: string): IndexedPage => ({
    route,
    lvl0: 'Docs',
    language: 'en',
    docusaurus_tag: tag,
    pageRank: 100,
    description: '',
    binding: null,
    kind: 'guide',
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
    const shardFile = JSON.parse(
      await readFile(path.join(outDir, manifest.shards[0]!.url.replace(/^\//, '')), 'utf8'),
    );
    assert.equal(shardFile.pages.length, 1);
    assert.ok(shardFile.index?.documentCount > 0, 'the shard carries its built index');
    assert.deepEqual(
      shardFile.named,
      [...shardNamedTerms(shards[0]!.pages)].sort(),
      'a version shard carries the terms its pages name',
    );
    assert.match(manifest.shards[0]!.url, /^\/search-index\/4\.0\.0\.[0-9a-f]{10}\.json$/);
    assert.deepEqual(manifest.shards[0]!.tags, ['docs-default-4.0.0']);
    assert.deepEqual(manifest.shards[1]!.tags, ['default', 'blog_post']);
    assert.equal(manifest.shards[1]!.withTags, undefined);
    const latestOnly = await writeShards(outDir, '/', 'search-index', shards, [
      'docs-default-4.0.0',
    ]);
    assert.deepEqual(latestOnly.shards[1]!.withTags, ['docs-default-4.0.0']);
    assert.equal(latestOnly.shards[0]!.withTags, undefined);
    const files = await readdir(path.join(outDir, 'search-index'));
    // Two shards, the manifest, and the table of where topics are documented.
    assert.equal(files.length, 4);
    assert.match(manifest.availability!, /^\/search-index\/availability\.[0-9a-f]{10}\.json$/);
    assert.ok(files.includes(path.basename(manifest.availability!)));
    // The same content gives the same name; other content another one.
    const again = await writeShards(outDir, '/', 'search-index', shards);
    assert.equal(again.shards[0]!.url, manifest.shards[0]!.url);
    const changed = await writeShards(outDir, '/', 'search-index', [
      {name: '4.0.0', pages: [page('docs-default-4.0.0', '/other')]},
    ]);
    assert.notEqual(changed.shards[0]!.url, manifest.shards[0]!.url);
  });
});
