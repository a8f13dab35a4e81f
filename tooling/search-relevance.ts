/**
 * Relevance evaluation of the site search on the query sets of test/search:
 * success@1, success@5, MRR and zero-result queries, overall, per version
 * and per kind of query.
 *
 * Each query is searched from a place: the page the reader stands on
 * (`from`), or just a version. A search is anything that turns a query and
 * that place into a ranked list of page routes; `embeddedSearch` is the one
 * the modal and /search use (the embedded client over the built shards, with
 * the facet filters DocSearch sends from a page of that version and the
 * binding of the page, as the search bar passes it).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_INDEX_DIR} from '../config/search';
import {docsVersions, latestVersion} from '../config/versions';
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
  /** A question a user asked in a public thread, as they typed it. */
  'question',
  /** A message the library prints, pasted with its run-time values. */
  'message',
  /** A query that names no binding, typed on a page of one binding. */
  'from-binding-page',
  /** A feature that the reader's version does not document yet (or any more). */
  'not-in-version',
] as const;

export type QueryKind = (typeof QUERY_KINDS)[number];

/** The kinds taken from what readers really type; their targets are in READER_TARGETS. */
export const READER_KINDS: readonly QueryKind[] = ['question', 'message'];

/** Targets of issue 23 for the reader kinds, on top of the committed baseline. */
export const READER_TARGETS = {successAt1: 0.9, successAt5: 0.98, zeroResults: 0} as const;

export interface RelevanceQuery {
  query: string;
  /** The page the reader searches from; its version and binding apply. */
  from?: string;
  /** The docs version the reader searches from, when no page is given. */
  version?: string;
  kind: QueryKind;
  /** Acceptable first pages, as routes without anchor. */
  expected: string[];
  /** Where the query comes from: a thread address, or `path@tag` of the library's source. */
  source?: string;
  /** What the answer is, in a line, for the maintainer who placed `expected`. */
  answer?: string;
}

const SEARCH_DIR = path.resolve(__dirname, '..', 'test', 'search');
/** Queries written from the pages' content, and queries taken from readers' threads and messages. */
export const QUERY_FILES = [
  path.join(SEARCH_DIR, 'queries.json'),
  path.join(SEARCH_DIR, 'reader-queries.json'),
];
export const BASELINE_FILE = path.join(SEARCH_DIR, 'baseline.json');
/**
 * Readers' questions from threads the other sets do not use, kept apart: no
 * setting or page was tuned on them, so their figures say how the search does
 * on questions it has not seen (`npm run search:eval -- --held-out`). They
 * are not in the baseline; tuning on them would end their use.
 */
export const HELD_OUT_FILE = path.join(SEARCH_DIR, 'held-out-queries.json');

export function readQueries(files: readonly string[] = QUERY_FILES): RelevanceQuery[] {
  return files.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as RelevanceQuery[]);
}

/** The docs version a route belongs to: its `/x.y.z` prefix, or the latest version. */
export function versionOfRoute(route: string): string {
  const prefix = /^\/(\d+\.\d+\.\d+)(?:\/|$)/.exec(route)?.[1];
  return prefix && docsVersions.some((version) => version.name === prefix)
    ? prefix
    : latestVersion.name;
}

/** Where a query is searched from. */
export interface SearchPlace {
  version: string;
  /** The page the reader stands on, if the query names one (the engine finds its binding). */
  route: string | null;
}

export function placeOf(query: RelevanceQuery): SearchPlace {
  if (query.from) {
    return {version: versionOfRoute(query.from), route: query.from};
  }
  if (!query.version) throw new Error(`${query.query}: neither "from" nor "version"`);
  return {version: query.version, route: null};
}

/** Ranked page routes for a query searched from a place. */
export type RankedSearch = (query: string, place: SearchPlace) => Promise<string[]>;

export interface Metrics {
  queries: number;
  successAt1: number;
  successAt5: number;
  mrr: number;
  zeroResults: number;
}

export interface QueryOutcome {
  query: RelevanceQuery;
  version: string;
  /** 1-based rank of the first expected page, or null when it is not in the first 10. */
  rank: number | null;
  pages: string[];
}

export interface Evaluation {
  overall: Metrics;
  byVersion: Record<string, Metrics>;
  byKind: Partial<Record<QueryKind, Metrics>>;
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
    const place = placeOf(query);
    const pages = await search(query.query, place);
    const index = pages.slice(0, MRR_DEPTH).findIndex((page) => query.expected.includes(page));
    outcomes.push({query, version: place.version, rank: index < 0 ? null : index + 1, pages});
  }
  const byVersion = groupBy(outcomes, (o) => o.version);
  const byKind = groupBy(outcomes, (o) => o.query.kind);
  return {
    overall: metricsOf(outcomes),
    byVersion: Object.fromEntries(
      docsVersions
        .map((v) => v.name)
        .filter((name) => byVersion[name])
        .map((name) => [name, byVersion[name]!]),
    ),
    byKind: Object.fromEntries(
      QUERY_KINDS.filter((kind) => byKind[kind]).map((kind) => [kind, byKind[kind]!]),
    ),
    outcomes,
  };
}

/** The facet filters DocSearch sends from a docs page of `version` (contextual search). */
export function contextualFacetFilters(version: string): string[][] {
  return [['language:en'], ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];
}

/**
 * The embedded client over the shards of a build, as the modal queries it
 * from a page: the page routes of its hits, in order, each once.
 */
export async function embeddedSearch(dir = buildDir): Promise<RankedSearch> {
  const {manifest, shards, availability} = await readShards(dir, SEARCH_INDEX_DIR);
  const manifestUrl = '/manifest.json';
  const files = new Map(shards);
  if (availability) files.set(availability.url, availability.body);
  const client = createEmbeddedSearchClient({
    manifestUrl,
    fetch: (async (url: string) =>
      new Response(
        url === manifestUrl ? JSON.stringify(manifest) : files.get(url)!,
      )) as typeof fetch,
  });
  return async (query, {version, route}) => {
    const {results} = await client.search({
      requests: [
        {
          indexName: 'eval',
          query,
          params: {
            facetFilters: contextualFacetFilters(version),
            ...(route && {pageRoute: route}),
          },
        },
      ],
    });
    const routes = results[0]!.hits.map(
      (hit) => new URL(hit.url_without_anchor, 'http://x').pathname,
    );
    return [...new Set(routes)];
  };
}

/** The floor the site test holds the search to: overall and per kind. */
export interface Baseline {
  overall: Omit<Metrics, 'queries'>;
  byKind: Partial<Record<QueryKind, Omit<Metrics, 'queries'>>>;
}

/** Figures rounded down to a tenth of a percent (counts as they are), as the baseline stores them. */
export function baselineOf(evaluation: Evaluation): Baseline {
  const floor = ({successAt1, successAt5, mrr, zeroResults}: Metrics) => {
    const round = (value: number) => Math.floor(value * 1000) / 1000;
    return {
      successAt1: round(successAt1),
      successAt5: round(successAt5),
      mrr: round(mrr),
      zeroResults,
    };
  };
  return {
    overall: floor(evaluation.overall),
    byKind: Object.fromEntries(
      Object.entries(evaluation.byKind).map(([kind, metrics]) => [kind, floor(metrics)]),
    ),
  };
}

export function readBaseline(file = BASELINE_FILE): Baseline {
  return JSON.parse(readFileSync(file, 'utf8')) as Baseline;
}

/**
 * What falls below the baseline (a lower share or MRR, more zero-result
 * queries), as readable lines; empty when nothing does.
 */
export function regressions(evaluation: Evaluation, baseline: Baseline): string[] {
  const lines: string[] = [];
  const compare = (name: string, actual: Metrics | undefined, floor: Baseline['overall']) => {
    if (!actual) {
      lines.push(`${name}: no query of this kind any more`);
      return;
    }
    for (const key of ['successAt1', 'successAt5', 'mrr'] as const) {
      if (actual[key] < floor[key]) {
        lines.push(`${name}: ${key} ${actual[key].toFixed(3)} < baseline ${floor[key]}`);
      }
    }
    if (actual.zeroResults > floor.zeroResults) {
      lines.push(`${name}: ${actual.zeroResults} zero-result queries > ${floor.zeroResults}`);
    }
  };
  compare('overall', evaluation.overall, baseline.overall);
  for (const [kind, floor] of Object.entries(baseline.byKind)) {
    compare(kind, evaluation.byKind[kind as QueryKind], floor);
  }
  return lines;
}
