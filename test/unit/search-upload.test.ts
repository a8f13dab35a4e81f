import assert from 'node:assert/strict';
import {mkdtemp} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {SEARCH_INDEX_DIR} from '../../config/search';
import {siteUrl} from '../../config/site';
import {groupIntoShards, writeShards} from '../../plugins/search-index';
import {hostedSynonyms, INDEX_SETTINGS, readBuiltRecords} from '../../scripts/search-upload';
import {CODE_BLOCK} from '../../src/search/records';

test('uploads the records of the built shards, with absolute URLs', async () => {
  const buildDir = await mkdtemp(path.join(tmpdir(), 'search-upload-'));
  const pages = [
    {
      route: '/api/cpp/msm',
      lvl0: 'C++',
      language: 'en',
      docusaurus_tag: 'docs-default-4.0.0',
      pageRank: 100,
      description: 'MSM in C++.',
      binding: 'cpp' as const,
      kind: 'reference' as const,
      blocks: [
        [1, 'MSM'],
        [2, 'Example', 'example'],
        [CODE_BLOCK, 'msm MSMConfig'],
        [0, 'Run it.'],
      ] as [number, string, string?][],
    },
  ];
  await writeShards(buildDir, '/', SEARCH_INDEX_DIR, groupIntoShards(pages));
  const records = await readBuiltRecords(buildDir);
  assert.equal(records.length, 3, 'code identifiers are not hosted records');
  assert.equal(records[2]!.url, `${siteUrl}/api/cpp/msm#example`);
  assert.equal(records[2]!.hierarchy.lvl2, 'Example');
  assert.equal(records[2]!.docusaurus_tag, 'docs-default-4.0.0');
});

test('fails with a clear message when there is no build', async () => {
  const empty = await mkdtemp(path.join(tmpdir(), 'search-upload-'));
  await assert.rejects(readBuiltRecords(empty), /run npm run build first/);
});

test('index settings facet on the contextual-search attributes and rank by weight', () => {
  assert.ok(INDEX_SETTINGS.attributesForFaceting.includes('docusaurus_tag'));
  assert.ok(INDEX_SETTINGS.attributesForFaceting.includes('language'));
  assert.deepEqual(INDEX_SETTINGS.customRanking, [
    'desc(weight.pageRank)',
    'desc(weight.level)',
    'asc(weight.position)',
  ]);
});

test('the hosted index keeps one page with its best sections, and gets the synonyms file', () => {
  assert.equal(INDEX_SETTINGS.attributeForDistinct, 'url_without_anchor');
  assert.equal(INDEX_SETTINGS.removeWordsIfNoResults, 'allOptional');
  const synonyms = hostedSynonyms([['multi-gpu', 'multi-device']]);
  assert.deepEqual(synonyms, [
    {objectID: 'site-synonyms-0', type: 'synonym', synonyms: ['multi-gpu', 'multi-device']},
  ]);
  assert.ok(hostedSynonyms().length > 0);
});
