/**
 * Relevance evaluation of the site search on the query set of
 * test/search/queries.json: success@1, success@5, MRR and zero-result
 * queries, overall, per version and per kind of query.
 *
 * A search is anything that turns a query and the version a reader is in
 * into a ranked list of page routes; `embeddedSearch` is the one the modal
 * and /search use (the embedded client over the built shards, with the facet
 * filters DocSearch sends from a page of that version).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_INDEX_DIR} from '../config/search';
import {docsVersions} from '../config/versions';
import {readShards} from '../plugins/search-index';
import {createEmbeddedSearchClient} from '../src/search/client';
import {buildDir} from './build';

export const QUERY_KINDS = [
  'identifier',
  'task',
  'error',
  'typo',
  'form',
  'synonym',
  'binding',
  'concept',
] as const;

export interface RelevanceQuery {
  query: string;
  /** The docs version the reader searches from (contextual search). */
  version: string;
  kind: (typeof QUERY_KINDS)[number];
  /** Acceptable first pages, as routes without anchor. */
  expected: string[];
}

export const QUERIES_FILE = path.resolve(__dirname, '..', 'test', 'search', 'queries.json');
export const BASELINE_FILE = path.resolve(__dirname, '..', 'test', 'search', 'baseline.json');

export function readQueries(file = QUERIES_FILE): RelevanceQuery[] {
  return JSON.parse(readFileSync(file, 'utf8')) as RelevanceQuery[];
}

/** Ranked page routes for a query searched from a page of `version`. */
export type RankedSearch = (query: string, version: string) => Promise<string[]>;

export interface Metrics {
  queries: number;
  successAt1: number;
  successAt5: number;
  mrr: number;
  zeroResults: number;
}

export interface QueryOutcome {
  query: RelevanceQuery;
  /** 1-based rank of the first expected page, or null when it is not in the first 10. */
  rank: number | null;
  pages: string[];
}

export interface Evaluation {
  overall: Metrics;
  byVersion: Record<string, Metrics>;
  byKind: Record<string, Metrics>;
  outcomes: QueryOutcome[];
}

/** Ranks considered for the reciprocal rank: a page below 10 counts as not found. */
const MRR_DEPTH = 10;

function metricsOf(outcomes: readonly QueryOutcome[]): Metrics {
  const n = outcomes.length;
  const share = (test: (outcome: QueryOutcome) => boolean) =>
    n === 0 ? 0 : outcomes.filter(test).length / n;
  return {
    queries: n,
    successAt1: share((o) => o.rank === 1),
    successAt5: share((o) => o.rank !== null && o.rank <= 5),
    mrr: n === 0 ? 0 : outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n,
    zeroResults: outcomes.filter((o) => o.pages.length === 0).length,
  };
}

function groupBy(outcomes: readonly QueryOutcome[], key: (o: QueryOutcome) => string) {
  const groups = new Map<string, QueryOutcome[]>();
  for (const outcome of outcomes) {
    const name = key(outcome);
    groups.set(name, [...(groups.get(name) ?? []), outcome]);
  }
  return Object.fromEntries([...groups].map(([name, group]) => [name, metricsOf(group)]));
}

export async function evaluate(
  search: RankedSearch,
  queries: readonly RelevanceQuery[] = readQueries(),
): Promise<Evaluation> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) {
    const pages = await search(query.query, query.version);
    const index = pages.slice(0, MRR_DEPTH).findIndex((page) => query.expected.includes(page));
    outcomes.push({query, rank: index < 0 ? null : index + 1, pages});
  }
  const versionOrder = docsVersions.map((v) => v.name);
  const byVersion = groupBy(outcomes, (o) => o.query.version);
  return {
    overall: metricsOf(outcomes),
    byVersion: Object.fromEntries(
      versionOrder.filter((name) => byVersion[name]).map((name) => [name, byVersion[name]!]),
    ),
    byKind: groupBy(outcomes, (o) => o.query.kind),
    outcomes,
  };
}

/** The facet filters DocSearch sends from a docs page of `version` (contextual search). */
export function contextualFacetFilters(version: string): string[][] {
  return [['language:en'], ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];
}

/**
 * The embedded client over the shards of a build, as the modal queries it:
 * the page routes of its hits, in order, each once.
 */
export async function embeddedSearch(dir = buildDir): Promise<RankedSearch> {
  const {manifest, shards} = await readShards(dir, SEARCH_INDEX_DIR);
  const manifestUrl = '/manifest.json';
  const client = createEmbeddedSearchClient({
    manifestUrl,
    fetch: (async (url: string) =>
      new Response(
        url === manifestUrl ? JSON.stringify(manifest) : shards.get(url)!,
      )) as typeof fetch,
  });
  return async (query, version) => {
    const {results} = await client.search({
      requests: [
        {indexName: 'eval', query, params: {facetFilters: contextualFacetFilters(version)}},
      ],
    });
    const routes = results[0]!.hits.map(
      (hit) => new URL(hit.url_without_anchor, 'http://x').pathname,
    );
    return [...new Set(routes)];
  };
}

export interface Baseline {
  successAt1: number;
  successAt5: number;
  mrr: number;
}

export function readBaseline(file = BASELINE_FILE): Baseline {
  return JSON.parse(readFileSync(file, 'utf8')) as Baseline;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function printEvaluation(evaluation: Evaluation, label = 'embedded search'): void {
  const row = (name: string, m: Metrics) => ({
    '': name,
    queries: m.queries,
    'success@1': percent(m.successAt1),
    'success@5': percent(m.successAt5),
    MRR: m.mrr.toFixed(3),
    'zero results': m.zeroResults,
  });
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
  for (const {query, rank, pages} of misses) {
    console.log(
      `  [${query.version}] ${JSON.stringify(query.query)} (${query.kind}): ` +
        `${rank === null ? 'not in the first 10' : `rank ${rank}`}; expected ${query.expected.join(', ')}`,
    );
    for (const page of pages.slice(0, 3)) console.log(`      ${page}`);
  }
}
