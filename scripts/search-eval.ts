/**
 * `npm run search:eval`: relevance of the embedded search on the query sets
 * (test/search/queries.json, written from the pages, and
 * test/search/reader-queries.json, taken from readers' threads and the
 * library's messages) over the last build: success@1, success@5, MRR and
 * zero-result queries, overall, per version and per kind of query, then the
 * queries whose expected page is not first.
 *
 *   --write-baseline   stores the figures, overall and per kind, in
 *                      test/search/baseline.json, the floor the site test
 *                      holds the search to
 *   --quiet            figures only, without the list of misses
 *   --held-out         the held-out questions instead (test/search/held-out-queries.json),
 *                      which nothing is tuned on; no baseline
 */
import {writeFileSync} from 'node:fs';
import {
  BASELINE_FILE,
  HELD_OUT_FILE,
  baselineOf,
  embeddedSearch,
  evaluate,
  readQueries,
} from '../tooling/search-relevance';
import {printEvaluation, printMisses} from '../tooling/search-relevance-report';

async function main(argv: readonly string[]): Promise<void> {
  const heldOut = argv.includes('--held-out');
  if (heldOut && argv.includes('--write-baseline')) {
    throw new Error('The held-out questions have no baseline: drop --write-baseline.');
  }
  const evaluation = await evaluate(
    await embeddedSearch(),
    heldOut ? readQueries([HELD_OUT_FILE]) : undefined,
  );
  printEvaluation(evaluation);
  if (!argv.includes('--quiet')) printMisses(evaluation);
  if (argv.includes('--write-baseline')) {
    writeFileSync(BASELINE_FILE, `${JSON.stringify(baselineOf(evaluation), null, 2)}\n`);
    console.log(`\nBaseline written to ${BASELINE_FILE}.`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
