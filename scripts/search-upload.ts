/**
 * Pushes the search records of the last build to a hosted Algolia index, so
 * the hosted search (see config/search.ts) serves the same records as the
 * embedded index.
 *
 *   npm run build && npm run search:upload              needs network and
 *     ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME
 *   npm run search:upload -- --dry-run                  prints what it would
 *     send; no network and no credentials needed
 */
import {algoliasearch} from 'algoliasearch';
import synonymsFile from '../data/search-synonyms.json';
import {SEARCH_INDEX_DIR} from '../config/search';
import {siteUrl} from '../config/site';
import {readShards} from '../plugins/search-index';
import {expandPage, type SearchRecord, type SearchShard} from '../src/search/records';
import {buildDir} from '../tooling/build';

/**
 * Index settings of DocSearch's Docusaurus template, with our record weights
 * and the embedded engine's rules where the hosted engine has them: plurals
 * folded, words dropped when the full query finds nothing, and at most
 * three records per page (the page and its best sections).
 */
export const INDEX_SETTINGS = {
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributeForDistinct: 'url_without_anchor',
  distinct: 3,
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional' as const,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  advancedSyntax: true,
};

/** The synonym groups of data/search-synonyms.json as hosted synonyms. */
export function hostedSynonyms(groups: readonly (readonly string[])[] = synonymsFile.groups) {
  return groups.map((synonyms, index) => ({
    objectID: `site-synonyms-${index}`,
    type: 'synonym' as const,
    synonyms: [...synonyms],
  }));
}

export async function readBuiltRecords(dir = buildDir): Promise<SearchRecord[]> {
  const {shards} = await readShards(dir, SEARCH_INDEX_DIR);
  return [...shards.values()].flatMap((body) =>
    (JSON.parse(body) as SearchShard).pages.flatMap((page) => expandPage(page, siteUrl)),
  );
}

async function main(argv: readonly string[]): Promise<void> {
  const dryRun = argv.includes('--dry-run');
  const records = await readBuiltRecords();
  const indexName = process.env.ALGOLIA_INDEX_NAME?.trim() || '(ALGOLIA_INDEX_NAME)';
  const byTag = new Map<string, number>();
  for (const record of records) {
    byTag.set(record.docusaurus_tag, (byTag.get(record.docusaurus_tag) ?? 0) + 1);
  }

  console.log(`${records.length} records for index ${indexName}:`);
  for (const [tag, count] of [...byTag].sort()) console.log(`  ${tag.padEnd(24)} ${count}`);

  if (dryRun) {
    console.log('\nIndex settings:');
    console.log(JSON.stringify(INDEX_SETTINGS, null, 2));
    console.log(`\n${hostedSynonyms().length} synonym groups from data/search-synonyms.json.`);
    console.log('\nFirst record:');
    console.log(JSON.stringify(records[0], null, 2));
    console.log('\nDry run: nothing was sent.');
    return;
  }

  const required = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
  const missing = required.filter((name) => !process.env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `search:upload needs ${missing.join(', ')} (an admin or write API key, not the search-only key). ` +
        'Use --dry-run to see the records without sending them.',
    );
  }
  const client = algoliasearch(
    process.env.ALGOLIA_APP_ID!.trim(),
    process.env.ALGOLIA_ADMIN_API_KEY!.trim(),
  );
  await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.saveSynonyms({
    indexName,
    synonymHit: hostedSynonyms(),
    replaceExistingSynonyms: true,
  });
  // Writes to a temporary index and swaps it in, so readers never see a half-filled index.
  const response = await client.replaceAllObjects({
    indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  console.log(`Uploaded ${records.length} records in ${response.batchResponses.length} batches.`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
