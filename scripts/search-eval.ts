/**
 * `npm run search:eval`: relevance of the embedded search on the query set
 * (test/search/queries.json) over the last build: success@1, success@5, MRR
 * and zero-result queries, overall, per version and per kind of query, then
 * the queries whose expected page is not first.
 *
 *   --write-baseline   stores the figures in test/search/baseline.json, the
 *                      floor the site test holds the search to
 *   --quiet            figures only, without the list of misses
 */
import {writeFileSync} from 'node:fs';
import {
  BASELINE_FILE,
  embeddedSearch,
  evaluate,
  printEvaluation,
  printMisses,
  type Baseline,
} from '../tooling/search-relevance';

async function main(argv: readonly string[]): Promise<void> {
  const evaluation = await evaluate(await embeddedSearch());
  printEvaluation(evaluation);
  if (!argv.includes('--quiet')) printMisses(evaluation);
  if (argv.includes('--write-baseline')) {
    const {successAt1, successAt5, mrr} = evaluation.overall;
    const round = (value: number) => Math.floor(value * 1000) / 1000;
    const baseline: Baseline = {
      successAt1: round(successAt1),
      successAt5: round(successAt5),
      mrr: round(mrr),
    };
    writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`\nBaseline written to ${BASELINE_FILE}.`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
