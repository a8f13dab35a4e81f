/** Printing an evaluation of tooling/search-relevance.ts: tables of figures and the misses. */
import type {Evaluation, Metrics} from './search-relevance';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function row(name: string, m: Metrics) {
  return {
    '': name,
    queries: m.queries,
    'success@1': percent(m.successAt1),
    'success@5': percent(m.successAt5),
    MRR: m.mrr.toFixed(3),
    'zero results': m.zeroResults,
  };
}

export function printEvaluation(evaluation: Evaluation, label = 'embedded search'): void {
  console.log(`\nRelevance of ${label} on ${evaluation.overall.queries} queries:`);
  console.table([
    row('overall', evaluation.overall),
    ...Object.entries(evaluation.byVersion).map(([name, m]) => row(name, m)),
  ]);
  console.table(Object.entries(evaluation.byKind).map(([name, m]) => row(name, m)));
}

export function printMisses(evaluation: Evaluation): void {
  const misses = evaluation.outcomes.filter((o) => o.rank !== 1);
  if (misses.length === 0) return;
  console.log(`\nQueries whose expected page is not first (${misses.length}):`);
  for (const {query, version, rank, pages} of misses) {
    const place = query.from ?? version;
    console.log(
      `  [${place}] ${JSON.stringify(query.query)} (${query.kind}): ` +
        `${rank === null ? 'not in the first 10' : `rank ${rank}`}; expected ${query.expected.join(', ')}`,
    );
    for (const page of pages.slice(0, 3)) console.log(`      ${page}`);
  }
}
