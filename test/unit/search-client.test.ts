/** The embedded search client: the hosted `search` contract over the shards. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  createEmbeddedSearchClient,
  highlight,
  matchesFacetFilters,
  requestedTags,
  snippet,
  type ShardManifest,
} from '../../src/search/client';
import {expandPage, type IndexedPage, type SearchShard} from '../../src/search/records';

function page(
  route: string,
  tag: string,
  lvl0: string,
  blocks: IndexedPage['blocks'],
): IndexedPage {
  return {route, lvl0, language: 'en', docusaurus_tag: tag, pageRank: 0, blocks};
}

const shards: Record<string, SearchShard> = {
  '/idx/4.0.0.json': {
    name: '4.0.0',
    pages: [
      page('/api/cpp/ntt', 'docs-default-4.0.0', 'C++ API', [
        [1, 'NTT - Number Theoretic Transform'],
        [0, 'The forward transform evaluates a polynomial on the domain.'],
        [2, 'Merkle commitments', 'merkle'],
        [0, 'Not about the transform.'],
      ]),
      page('/api/cpp/merkle', 'docs-default-4.0.0', 'C++ API', [
        [1, 'Merkle Tree API'],
        [0, 'A Merkle tree commits to leaves. Each Merkle layer hashes the one below it.'],
      ]),
      page('/api/cpp/hash', 'docs-default-4.0.0', 'C++ API', [
        [1, 'Hashing'],
        [0, 'Hash leaves before you build a Merkle tree with them.'],
      ]),
      page(
        '/many',
        'docs-default-4.0.0',
        'Guides',
        Array.from({length: 30}, (_, i) => [2, `Poseidon section ${i}`, `s${i}`] as const).map(
          ([depth, text, anchor]) => [depth, text, anchor],
        ),
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
      page('/blog/markup', 'blog_post', 'Blog', [
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
    {name: 'site', url: '/idx/site.json', tags: ['default', 'blog_post']},
  ],
};

function makeClient(failing: string[] = []) {
  const fetched: string[] = [];
  const client = createEmbeddedSearchClient({
    manifestUrl: '/idx/manifest.json',
    defaultTags: ['docs-default-4.0.0'],
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
  const record = expandPage(shards['/idx/3.8.0.json']!.pages[0]!)[0]!;

  test('outer list is AND, inner lists are OR, `default` stands for non-docs pages', () => {
    assert.ok(matchesFacetFilters(record, contextual('3.8.0')));
    assert.ok(!matchesFacetFilters(record, contextual('4.0.0')));
    assert.ok(!matchesFacetFilters(record, ['language:fr']));
    assert.ok(matchesFacetFilters(record, undefined));
    const blog = expandPage(shards['/idx/site.json']!.pages[0]!)[0]!;
    assert.ok(matchesFacetFilters(blog, contextual('4.0.0')));
  });

  test('names the tags a request asks for', () => {
    assert.deepEqual(requestedTags(contextual('3.8.0')), ['default', 'docs-default-3.8.0']);
    assert.deepEqual(requestedTags(['language:en']), []);
  });
});

describe('search', () => {
  test('loads only the shards the facet filters name, once', async () => {
    const {client, fetched} = makeClient();
    const result = await search(client, 'ntt', {facetFilters: contextual('3.8.0')});
    // One hit per URL: the title and the text under it share the page URL.
    assert.deepEqual(
      result.hits.map((h) => [h.type, h.url]),
      [['lvl1', '/3.8.0/icicle/primitives/ntt']],
    );
    await search(client, 'domain', {facetFilters: contextual('3.8.0')});
    assert.deepEqual(fetched, ['/idx/manifest.json', '/idx/3.8.0.json', '/idx/site.json']);
  });

  test('accepts the array form of older clients', async () => {
    const {client} = makeClient();
    const {results} = await client.search([
      {indexName: 'docs', params: {query: 'merkle', facetFilters: contextual('4.0.0')}},
    ]);
    assert.ok(results[0]!.nbHits > 0);
    assert.equal(typeof results[0]!.queryID, 'string');
  });

  test('ranks a heading above body text that matches the same word', async () => {
    const {client} = makeClient();
    const result = await search(client, 'merkle', {facetFilters: contextual('4.0.0')});
    assert.equal(result.hits[0]!.type, 'lvl1');
    assert.equal(result.hits[0]!.url, '/api/cpp/merkle');
    // The h2 "Merkle commitments" also outranks the text that mentions Merkle trees.
    const types = result.hits.map((h) => h.type);
    assert.ok(types.indexOf('lvl2') < types.indexOf('content'), types.join(' '));
  });

  test('tolerates typos and matches prefixes', async () => {
    const {client} = makeClient();
    const typo = await search(client, 'merkel', {facetFilters: contextual('4.0.0')});
    assert.equal(typo.hits[0]!.url, '/api/cpp/merkle');
    const prefix = await search(client, 'transf', {facetFilters: contextual('4.0.0')});
    assert.ok(prefix.hits.some((h) => h.url === '/api/cpp/ntt'));
  });

  test('caps hits per page and hits per lvl0 group', async () => {
    const {client} = makeClient();
    const result = await search(client, 'poseidon', {facetFilters: contextual('4.0.0')});
    assert.equal(result.hits.length, 5, 'at most 5 per group');
    const wide = createEmbeddedSearchClient({
      manifestUrl: '/idx/manifest.json',
      maxHitsPerGroup: 100,
      fetch: (async (url: string) =>
        Response.json(url === '/idx/manifest.json' ? manifest : shards[url])) as typeof fetch,
    });
    const {results} = await wide.search({
      requests: [{query: 'poseidon', params: {facetFilters: contextual('4.0.0')}}],
    });
    assert.equal(results[0]!.hits.length, 20, 'hitsPerPage defaults to 20');
    assert.equal(results[0]!.nbHits, 30);
    assert.equal(results[0]!.nbPages, 2);
  });

  test('escapes record text before adding highlight tags', async () => {
    const {client} = makeClient();
    const result = await search(client, 'transform', {
      facetFilters: contextual('4.0.0'),
      attributesToSnippet: ['content:5'],
    });
    const blog = result.hits.find((h) => h.url_without_anchor === '/blog/markup')!;
    assert.equal(
      blog._highlightResult.content!.value,
      'Text with &lt;script&gt;alert(1)&lt;/script&gt; inside a <mark>transform</mark> note.',
    );
    assert.equal(
      blog._highlightResult.hierarchy.lvl1!.value,
      'Escaping &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;',
    );
    assert.equal(
      blog._snippetResult.content!.value,
      '…&lt;script&gt;alert(1)&lt;/script&gt; inside a <mark>transform</mark> note.',
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

describe('highlight and snippet', () => {
  test('highlight marks words starting with a matched term and reports the match level', () => {
    const result = highlight('Merkle trees and merkleization', ['merkle']);
    assert.equal(result.value, '<mark>Merkle</mark> trees and <mark>merkleization</mark>');
    assert.equal(result.matchLevel, 'full');
    assert.equal(highlight('nothing here', ['merkle']).matchLevel, 'none');
  });

  test('snippet keeps a window of the given number of words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    assert.equal(snippet(text, ['nine'], 5).value, '…seven eight <mark>nine</mark> ten eleven…');
    assert.equal(snippet(text, ['one'], 10).value.endsWith('…'), true);
    assert.equal(snippet('short text', ['short'], 10).value, '<mark>short</mark> text');
  });
});
