/** The embedded client: the hosted `search` contract over the shards. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  createEmbeddedSearchClient,
  matchesFacetFilters,
  requestedTags,
  type ShardManifest,
} from './client';
import {pageKindOf} from './pages';
import type {IndexedPage, SearchShard} from './records';

function page(
  route: string,
  tag: string,
  lvl0: string,
  blocks: IndexedPage['blocks'],
  description = '',
): IndexedPage {
  return {
    route,
    lvl0,
    language: 'en',
    docusaurus_tag: tag,
    pageRank: 100,
    description,
    binding: null,
    kind: pageKindOf(route),
    blocks,
  };
}

const shards: Record<string, SearchShard> = {
  '/idx/4.0.0.json': {
    name: '4.0.0',
    pages: [
      page('/api/cpp/ntt', 'docs-default-4.0.0', 'C++', [
        [1, 'NTT - Number Theoretic Transform'],
        [0, 'The forward transform evaluates a polynomial on the domain.'],
        [2, 'Merkle commitments', 'merkle'],
        [0, 'Commit to the transform output with a Merkle tree.'],
      ]),
      page(
        '/api/cpp/merkle',
        'docs-default-4.0.0',
        'C++',
        [
          [1, 'Merkle Tree API'],
          [0, 'A Merkle tree commits to leaves. Each Merkle layer hashes the one below it.'],
          [2, 'Proofs', 'proofs'],
          [0, 'A Merkle proof holds the path from a leaf to the root.'],
          [2, 'Tree layout', 'layout'],
          [0, 'Layers of the Merkle tree are stored one after the other.'],
          [2, 'Merkle pitfalls', 'pitfalls'],
          [0, 'Build the Merkle tree once.'],
        ],
        'Build Merkle trees and proofs.',
      ),
      page('/api/cpp/hash', 'docs-default-4.0.0', "Programmer's Guide", [
        [1, 'Hashing'],
        [0, 'Hash leaves before you build a Merkle tree with them.'],
      ]),
      ...Array.from({length: 12}, (_, i) =>
        page(`/guide/${i}`, 'docs-default-4.0.0', 'Guides', [
          [1, `Poseidon guide ${i}`],
          [0, 'Poseidon hashes field elements.'],
        ]),
      ),
    ],
  },
  '/idx/3.8.0.json': {
    name: '3.8.0',
    pages: [
      page('/3.8.0/icicle/primitives/ntt', 'docs-default-3.8.0', 'Compute API', [
        [1, 'NTT - Number Theoretic Transform'],
        [0, 'In 3.8.0 the NTT needs an initialized domain.'],
      ]),
    ],
  },
  '/idx/site.json': {
    name: 'site',
    pages: [
      page('/blog/markup', 'default', 'Blog', [
        [1, 'Escaping <b>bold</b> & "quotes"'],
        [0, 'Text with <script>alert(1)</script> inside a transform note.'],
      ]),
    ],
  },
};

const manifest: ShardManifest = {
  shards: [
    {name: '4.0.0', url: '/idx/4.0.0.json', tags: ['docs-default-4.0.0']},
    {name: '3.8.0', url: '/idx/3.8.0.json', tags: ['docs-default-3.8.0']},
    {name: 'site', url: '/idx/site.json', tags: ['default'], withTags: ['docs-default-4.0.0']},
  ],
  synonyms: [['merkle tree', 'authentication dag']],
};

function makeClient(failing: string[] = [], maxHitsPerGroup?: number) {
  const fetched: string[] = [];
  const client = createEmbeddedSearchClient({
    manifestUrl: '/idx/manifest.json',
    defaultTags: ['docs-default-4.0.0'],
    maxHitsPerGroup,
    fetch: (async (url: string) => {
      fetched.push(url);
      if (failing.includes(url)) return new Response('gone', {status: 503});
      const body = url === '/idx/manifest.json' ? manifest : shards[url];
      return body ? Response.json(body) : new Response('missing', {status: 404});
    }) as typeof fetch,
  });
  return {client, fetched};
}

const contextual = (version: string) => [
  'language:en',
  ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`],
];

async function search(
  client: ReturnType<typeof makeClient>['client'],
  query: string,
  params: Record<string, unknown> = {},
) {
  const {results} = await client.search({requests: [{indexName: 'docs', query, params}]});
  return results[0]!;
}

describe('facet filters', () => {
  const docsPage = shards['/idx/3.8.0.json']!.pages[0]!;

  test('outer list is AND, inner lists are OR, `default` stands for non-docs pages', () => {
    assert.ok(matchesFacetFilters(docsPage, contextual('3.8.0')));
    assert.ok(!matchesFacetFilters(docsPage, contextual('4.0.0')));
    assert.ok(!matchesFacetFilters(docsPage, ['language:fr']));
    assert.ok(matchesFacetFilters(docsPage, undefined));
    assert.ok(matchesFacetFilters(shards['/idx/site.json']!.pages[0]!, contextual('4.0.0')));
  });

  test('names the tags a request asks for', () => {
    assert.deepEqual(requestedTags(contextual('3.8.0')), ['default', 'docs-default-3.8.0']);
    assert.deepEqual(requestedTags(['language:en']), []);
  });
});

describe('search', () => {
  test('loads only the shards the facet filters name, once; the blog only with the latest docs', async () => {
    const {client, fetched} = makeClient();
    const result = await search(client, 'ntt', {facetFilters: contextual('3.8.0')});
    assert.deepEqual(
      result.hits.map((h) => [h.type, h.url]),
      [['lvl1', '/3.8.0/icicle/primitives/ntt']],
    );
    await search(client, 'domain', {facetFilters: contextual('3.8.0')});
    assert.deepEqual(fetched, ['/idx/manifest.json', '/idx/3.8.0.json']);
    const latest = await search(client, 'transform', {facetFilters: contextual('4.0.0')});
    assert.ok(latest.hits.some((h) => h.url === '/blog/markup'));
    assert.deepEqual(fetched.slice(2).sort(), ['/idx/4.0.0.json', '/idx/site.json']);
  });

  test('accepts the array form of older clients', async () => {
    const {client} = makeClient();
    const {results} = await client.search([
      {indexName: 'docs', params: {query: 'merkle', facetFilters: contextual('4.0.0')}},
    ]);
    assert.ok(results[0]!.nbHits > 0);
    assert.equal(typeof results[0]!.queryID, 'string');
  });

  test('answers each page once, as a lvl1 hit followed by its best sections', async () => {
    const {client} = makeClient();
    const result = await search(client, 'merkle', {facetFilters: contextual('4.0.0')});
    const first = result.hits[0]!;
    assert.equal(first.type, 'lvl1');
    assert.equal(first.url, '/api/cpp/merkle');
    // The page's description is its snippet.
    assert.equal(first.content, 'Build Merkle trees and proofs.');
    const sections = result.hits.slice(1).filter((h) => h.url_without_anchor === '/api/cpp/merkle');
    assert.ok(sections.length >= 1 && sections.length <= 2, `${sections.length} sections`);
    for (const section of sections) {
      assert.match(section.url, /^\/api\/cpp\/merkle#/);
      assert.equal(section.hierarchy.lvl1, 'Merkle Tree API', 'DocSearch nests it under its page');
    }
    const pages = result.hits.filter((h) => h.type === 'lvl1').map((h) => h.url);
    assert.equal(new Set(pages).size, pages.length);
  });

  test('under its page, a section never repeats the page title on its second line', async () => {
    const {client} = makeClient();
    // A match in the heading: the heading is the title, the matching text the second line.
    const heading = await search(client, 'merkle proofs', {facetFilters: contextual('4.0.0')});
    const proofs = heading.hits.find((h) => h.url === '/api/cpp/merkle#proofs')!;
    assert.equal(proofs.type, 'lvl2');
    assert.match(proofs._snippetResult.hierarchy.lvl1!.value, /<mark>proof<\/mark> holds the path/);
    // A match in the text: the text is the title, the section's heading the second line.
    const text = await search(client, 'stored layers', {facetFilters: contextual('4.0.0')});
    const layout = text.hits.find((h) => h.url === '/api/cpp/merkle#layout')!;
    assert.equal(layout.type, 'content');
    assert.equal(layout._snippetResult.hierarchy.lvl1!.value, 'Tree layout');
    assert.match(layout._snippetResult.content!.value, /<mark>stored<\/mark>/);
  });

  test('tolerates typos and matches prefixes', async () => {
    const {client} = makeClient();
    const typo = await search(client, 'merkel', {facetFilters: contextual('4.0.0')});
    assert.equal(typo.hits[0]!.url, '/api/cpp/merkle');
    const prefix = await search(client, 'transf', {facetFilters: contextual('4.0.0')});
    assert.ok(prefix.hits.some((h) => h.url === '/api/cpp/ntt'));
  });

  test('reads the synonym groups from the manifest', async () => {
    const {client} = makeClient();
    const result = await search(client, 'authentication dag', {
      facetFilters: contextual('4.0.0'),
    });
    assert.equal(result.hits[0]!.url, '/api/cpp/merkle');
  });

  test('caps hits per lvl0 group and per request', async () => {
    const {client} = makeClient();
    const result = await search(client, 'poseidon', {facetFilters: contextual('4.0.0')});
    assert.equal(result.hits.length, 5, 'at most 5 per group');
    const {client: wide} = makeClient([], 100);
    const all = await search(wide, 'poseidon', {facetFilters: contextual('4.0.0'), hitsPerPage: 5});
    assert.equal(all.hits.length, 5);
    assert.equal(all.nbHits, 12);
    assert.equal(all.nbPages, 3);
  });

  test('leaves the group title as text: no highlight, so no escaping to show', async () => {
    const {client} = makeClient();
    const result = await search(client, 'hash leaves', {facetFilters: contextual('4.0.0')});
    const hit = result.hits.find((h) => h.url === '/api/cpp/hash')!;
    assert.equal(hit.hierarchy.lvl0, "Programmer's Guide");
    assert.equal(hit._highlightResult.hierarchy.lvl0, undefined);
  });

  test('escapes record text before adding highlight tags', async () => {
    const {client} = makeClient();
    const result = await search(client, 'transform note', {
      facetFilters: contextual('4.0.0'),
      attributesToSnippet: ['content:5'],
    });
    const blog = result.hits.find((h) => h.url_without_anchor === '/blog/markup')!;
    assert.equal(
      blog._highlightResult.content!.value,
      'Text with &lt;script&gt;alert(1)&lt;/script&gt; inside a <mark>transform</mark> <mark>note</mark>.',
    );
    assert.equal(
      blog._highlightResult.hierarchy.lvl1!.value,
      'Escaping &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;',
    );
    assert.equal(
      blog._snippetResult.content!.value,
      '…&lt;script&gt;alert(1)&lt;/script&gt; inside a <mark>transform</mark> <mark>note</mark>.',
    );
  });

  test('a query with markup is matched as words, never echoed as markup', async () => {
    const {client} = makeClient();
    const result = await search(client, '<img src=x onerror=alert(1)>', {
      facetFilters: contextual('4.0.0'),
    });
    for (const hit of result.hits) {
      assert.ok(!JSON.stringify(hit._highlightResult).includes('<img'));
    }
  });

  test('cuts queries at 64 characters', async () => {
    const {client} = makeClient();
    const result = await search(client, `merkle ${'x'.repeat(100)}`, {
      facetFilters: contextual('4.0.0'),
    });
    assert.equal(result.query.length, 64);
  });

  test('an empty query returns no hits without loading anything', async () => {
    const {client, fetched} = makeClient();
    const result = await search(client, '   ');
    assert.equal(result.nbHits, 0);
    assert.deepEqual(fetched, []);
  });

  test('a shard that cannot be loaded rejects, and the next query retries', async () => {
    const {client, fetched} = makeClient(['/idx/4.0.0.json']);
    await assert.rejects(search(client, 'ntt', {facetFilters: contextual('4.0.0')}), {
      name: 'RetryError',
      message: /4\.0\.0\.json could not be loaded/,
    });
    await assert.rejects(search(client, 'ntt', {facetFilters: contextual('4.0.0')}));
    assert.equal(fetched.filter((url) => url === '/idx/4.0.0.json').length, 2);
  });
});
