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
 */
import {writeFileSync} from 'node:fs';
import {BASELINE_FILE, baselineOf, embeddedSearch, evaluate} from '../tooling/search-relevance';
import {printEvaluation, printMisses} from '../tooling/search-relevance-report';

async function main(argv: readonly string[]): Promise<void> {
  const evaluation = await evaluate(await embeddedSearch());
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
