/** "Not in this version": missing topics, the versions that document them, and the notice hits. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {topicAvailability} from '../../plugins/search-index/availability';
import {createEmbeddedSearchClient} from './client';
import {noticeHits} from './notice-hits';
import {parseQuery} from './query';
import {shardNamedTerms} from './topic-terms';
import {TEXT_BLOCK, type SearchShard} from './records';
import {page} from './test-pages';
import {missingTopics} from './missing-topics';
import {noticeSentence, versionNotice} from './version-notice';
import {buildShardIndex} from './index-build';

const shardOf = (version: string, pages: SearchShard['pages']): SearchShard => ({
  name: version,
  pages: pages.map((p) => ({...p, docusaurus_tag: `docs-default-${version}`})),
});

const intro = (prefix: string) =>
  page(`${prefix}/icicle/getting_started`, [
    [1, 'Getting started'],
    [TEXT_BLOCK, 'Install the library and run an MSM.'],
  ]);
const fri = (prefix: string) =>
  page(`${prefix}/icicle/primitives/fri`, [
    [1, 'FRI'],
    [TEXT_BLOCK, 'The FRI protocol folds a polynomial.'],
  ]);

const shards = [
  shardOf('3.8.0', [intro('/3.8.0'), fri('/3.8.0')]),
  shardOf('3.7.0', [intro('/3.7.0'), fri('/3.7.0')]),
  shardOf('3.0.0', [intro('/3.0.0')]),
];
const table = topicAvailability(shards, ['3.8.0', '3.7.0', '3.0.0']);

describe('availability', () => {
  test('lists every docs page with its topic and the terms of its title', () => {
    assert.deepEqual(table.versions, ['3.8.0', '3.7.0', '3.0.0']);
    assert.equal(table.pages.length, 5);
    assert.deepEqual(
      table.terms.fri!.map((number) => table.pages[number]![0]),
      ['/3.8.0/icicle/primitives/fri', '/3.7.0/icicle/primitives/fri'],
    );
  });
});

describe('notices', () => {
  test('a topic the version has no page about is documented from the oldest version that has one', () => {
    const missing = missingTopics(parseQuery('fri'), buildShardIndex(shards[2]!));
    assert.deepEqual(
      missing.map((concept) => concept.text),
      ['fri'],
    );
    const notice = versionNotice(parseQuery('fri'), missing, '3.0.0', table)!;
    assert.equal(noticeSentence(notice), '“fri” is documented from 3.7.0');
    assert.deepEqual(
      notice.targets.map((t) => t.route),
      ['/3.7.0/icicle/primitives/fri'],
    );
  });

  test('a version that names the topic gets no notice', () => {
    assert.deepEqual(missingTopics(parseQuery('fri'), buildShardIndex(shards[1]!)), []);
  });

  test('the terms the build wrote into a shard are the ones its pages name, and are read as written', () => {
    const named = [...shardNamedTerms(shards[1]!.pages)].sort();
    assert.ok(named.includes('fri'));
    const written = buildShardIndex({...shards[1]!, named});
    assert.deepEqual(missingTopics(parseQuery('fri'), written), []);
    const withoutFri = buildShardIndex({...shards[1]!, named: named.filter((t) => t !== 'fri')});
    assert.deepEqual(
      missingTopics(parseQuery('fri'), withoutFri).map((concept) => concept.text),
      ['fri'],
    );
  });

  test('a query whose words no page title has together gets no notice', () => {
    const query = parseQuery('fri folding speed');
    const missing = missingTopics(query, buildShardIndex(shards[2]!));
    assert.equal(versionNotice(query, missing, '3.0.0', table), null);
  });

  test('the hits link to the page in that version, in a group of their own', () => {
    const missing = missingTopics(parseQuery('fri'), buildShardIndex(shards[2]!));
    const notice = versionNotice(parseQuery('fri'), missing, '3.0.0', table)!;
    const [hit] = noticeHits([notice], 'https://example.org', 'en');
    assert.equal(hit!.url, 'https://example.org/3.7.0/icicle/primitives/fri');
    assert.equal(hit!.hierarchy.lvl0, 'Not in 3.0.0');
  });

  test('the client puts the notice first when the version searched lacks the topic', async () => {
    const files = new Map<string, string>([
      ['/3.0.0.json', JSON.stringify(shards[2])],
      ['/3.7.0.json', JSON.stringify(shards[1])],
      ['/availability.json', JSON.stringify(table)],
      [
        '/manifest.json',
        JSON.stringify({
          shards: [
            {name: '3.0.0', url: '/3.0.0.json', tags: ['docs-default-3.0.0']},
            {name: '3.7.0', url: '/3.7.0.json', tags: ['docs-default-3.7.0']},
          ],
          availability: '/availability.json',
        }),
      ],
    ]);
    const client = createEmbeddedSearchClient({
      manifestUrl: '/manifest.json',
      fetch: (async (url: string) => new Response(files.get(url)!)) as typeof fetch,
    });
    const {results} = await client.search({
      requests: [{query: 'fri', params: {facetFilters: [['docusaurus_tag:docs-default-3.0.0']]}}],
    });
    assert.equal(results[0]!.hits[0]!.url_without_anchor, '/3.7.0/icicle/primitives/fri');
  });
});

test("words that name Object's own properties are only words", () => {
  for (const word of ['constructor', '__proto__', 'prototype', 'toString']) {
    const query = parseQuery(word);
    const missing = missingTopics(query, buildShardIndex(shards[2]!));
    assert.equal(versionNotice(query, missing, '3.0.0', table), null, word);
  }
});
