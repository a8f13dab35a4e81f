/**
 * A search client for the DocSearch UI that answers from the embedded index
 * (plugins/search-index) instead of a hosted service.
 *
 * It keeps the hosted client's `search` contract: it accepts `{requests: […]}`
 * and the older array form, and returns `{results: […]}` with hits shaped like
 * hosted DocSearch hits (`hierarchy`, `_highlightResult`, `_snippetResult`, …).
 * Only the shards named by a request's `docusaurus_tag` facet filters are
 * downloaded, once each. Matching and scoring use MiniSearch (prefix search
 * and typo tolerance); the README explains the choice.
 */
import MiniSearch, {type SearchOptions, type SearchResult} from 'minisearch';
import {HEADING_LEVELS, limitQuery, SEARCH_CONSTANTS, SNIPPET_WORDS} from './constants';
import {
  expandPage,
  HIERARCHY_LEVELS,
  type Hierarchy,
  type SearchRecord,
  type SearchShard,
} from './records';

export interface ShardManifest {
  shards: {name: string; url: string; tags: string[]}[];
}

type FacetFilter = string | readonly FacetFilter[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: {query?: string} & SearchParams;
  /** Hosted clients accept the parameters at the top level of a request too. */
  [parameter: string]: unknown;
}

export interface SearchParams {
  facetFilters?: FacetFilter | readonly FacetFilter[];
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type SearchHit = SearchRecord & {
  _highlightResult: {
    hierarchy: Partial<Record<keyof Hierarchy, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<keyof Hierarchy, HighlightResult>>;
    content?: HighlightResult;
  };
};

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
  facets: Record<string, Record<string, number>>;
}

export interface EmbeddedSearchClientOptions {
  /** URL of the manifest written by the search-index plugin. */
  manifestUrl: string;
  /** Origin put in front of record URLs, as hosted records have them. */
  siteUrl?: string;
  /** Shard to search when a request names no `docusaurus_tag` (the latest docs). */
  defaultTags?: readonly string[];
  /** At most this many hits share one `hierarchy.lvl0` group. */
  maxHitsPerGroup?: number;
  fetch?: typeof fetch;
}

interface IndexedRecord {
  id: number;
  heading: string;
  parents: string;
  content: string;
}

/** One loaded shard: its records and their MiniSearch index. */
interface LoadedShard {
  records: SearchRecord[];
  index: MiniSearch<IndexedRecord>;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[character]!,
  );
}

/** Words as MiniSearch's default tokenizer cuts them: runs without spaces or punctuation. */
const TOKEN = /[^\n\r\p{Z}\p{P}]+/gu;

function normalizeTerm(term: string): string {
  return term.toLowerCase();
}

/**
 * Wraps the words of `text` that start with a matched term in the highlight
 * tags. The text is HTML-escaped first, piece by piece, so markup in a record
 * or a query is always shown as text.
 */
export function highlight(
  text: string,
  matchedTerms: readonly string[],
  preTag = '<mark>',
  postTag = '</mark>',
): HighlightResult {
  const terms = matchedTerms.map(normalizeTerm).filter(Boolean);
  const matchedWords = new Set<string>();
  let value = '';
  let last = 0;
  for (const token of text.matchAll(TOKEN)) {
    const word = normalizeTerm(token[0]);
    const term = terms.find((candidate) => word.startsWith(candidate));
    if (!term) continue;
    matchedWords.add(term);
    value += escapeHtml(text.slice(last, token.index)) + preTag + escapeHtml(token[0]) + postTag;
    last = token.index + token[0].length;
  }
  value += escapeHtml(text.slice(last));
  const matchLevel =
    matchedWords.size === 0 ? 'none' : matchedWords.size === terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  matchedTerms: readonly string[],
  words: number,
  ellipsis = '…',
  preTag?: string,
  postTag?: string,
): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) {
    return highlight(text, matchedTerms, preTag, postTag);
  }
  const terms = matchedTerms.map(normalizeTerm);
  const first = tokens.findIndex((token) =>
    (token.match(TOKEN) ?? []).some((word) =>
      terms.some((term) => normalizeTerm(word).startsWith(term)),
    ),
  );
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - 2, tokens.length - words));
  const end = start + words;
  const result = highlight(tokens.slice(start, end).join(' '), matchedTerms, preTag, postTag);
  const before = start > 0 ? escapeHtml(ellipsis) : '';
  const after = end < tokens.length ? escapeHtml(ellipsis) : '';
  return {...result, value: `${before}${result.value}${after}`};
}

/**
 * How a query matches: every word (AND), as a prefix, with typo tolerance of
 * none for short words, one edit from 4 letters and two from 6 (Levenshtein
 * counts a swap of two letters, "merkel", as two edits).
 */
export const MATCHING = {
  prefix: true,
  fuzzy: (term: string) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false),
  combineWith: 'AND',
} as const satisfies SearchOptions;

/** The text a record contributes as a heading: its own level's title, none for text. */
export function recordHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

function buildShard(shard: SearchShard, siteUrl: string): LoadedShard {
  const records = shard.pages.flatMap((page) => expandPage(page, siteUrl));
  const index = new MiniSearch<IndexedRecord>({
    fields: ['heading', 'parents', 'content'],
    storeFields: [],
  });
  index.addAll(
    records.map((record, id) => ({
      id,
      heading: recordHeading(record),
      parents: HEADING_LEVELS.map((level) => record.hierarchy[level])
        .filter(Boolean)
        .join(' '),
      content: record.content ?? '',
    })),
  );
  return {records, index};
}

/** True when a record satisfies facet filters: the outer list is AND, inner lists OR. */
export function matchesFacetFilters(
  record: SearchRecord,
  filters: SearchParams['facetFilters'],
): boolean {
  if (filters === undefined) return true;
  const matchOne = (filter: string): boolean => {
    const separator = filter.indexOf(':');
    const negated = filter.startsWith('-');
    const attribute = filter.slice(negated ? 1 : 0, separator);
    const value = filter.slice(separator + 1);
    const actual = (record as unknown as Record<string, unknown>)[attribute];
    // `docusaurus_tag:default` stands for the pages that are not docs of a version.
    const equal =
      actual === value ||
      (attribute === 'docusaurus_tag' &&
        value === 'default' &&
        !String(actual).startsWith('docs-'));
    return negated ? !equal : equal;
  };
  const matchAny = (filter: FacetFilter): boolean =>
    typeof filter === 'string' ? matchOne(filter) : filter.some((inner) => matchAny(inner));
  if (typeof filters === 'string') return matchOne(filters);
  return filters.every((filter) => matchAny(filter));
}

/** The `docusaurus_tag` values a request's facet filters name. */
export function requestedTags(filters: SearchParams['facetFilters']): string[] {
  const tags: string[] = [];
  const visit = (filter: FacetFilter) => {
    if (typeof filter === 'string') {
      if (filter.startsWith('docusaurus_tag:')) tags.push(filter.slice('docusaurus_tag:'.length));
    } else {
      filter.forEach(visit);
    }
  };
  if (filters !== undefined) visit(filters as FacetFilter);
  return [...new Set(tags)];
}

function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, words] = attribute.split(':');
    lengths.set(name!, Number(words) || SNIPPET_WORDS.wide);
  }
  return lengths;
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const FIELD_ORDER = ['heading', 'parents', 'content'];

/**
 * Sort key of a match, compared element by element, higher first. It follows
 * the hosted engine's tie-breaking: textual criteria first (query words
 * matched exactly rather than by prefix or typo, then the best attribute
 * matched: heading, parent headings, text), then the record's custom ranking
 * (page rank, level: the hosted index's `customRanking`), then MiniSearch's score, then the earlier position.
 */
export function rankOf(record: SearchRecord, result: SearchResult): number[] {
  const exact = result.queryTerms.filter((term) => result.terms.includes(term)).length;
  const fields = Object.values(result.match).flat();
  const bestField = Math.min(...fields.map((field) => FIELD_ORDER.indexOf(field)));
  return [
    exact,
    -bestField,
    record.weight.pageRank,
    record.weight.level,
    result.score,
    -record.weight.position,
  ];
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return b[i]! - a[i]!;
  }
  return 0;
}

export function createEmbeddedSearchClient(options: EmbeddedSearchClientOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxHitsPerGroup = options.maxHitsPerGroup ?? SEARCH_CONSTANTS.maxResultsPerGroup;
  let manifest: Promise<ShardManifest> | undefined;
  const shards = new Map<string, Promise<LoadedShard>>();

  const loadJson = async <T>(url: string): Promise<T> => {
    try {
      const response = await fetchImpl(url);
      if (!response.ok) throw new Error(`Search index ${url} answered ${response.status}`);
      return (await response.json()) as T;
    } catch (cause) {
      // The name hosted clients give to "no host reachable": DocSearch shows its
      // error screen ("Unable to fetch results") for this error only.
      const error = new Error(`Search index ${url} could not be loaded`, {cause});
      error.name = 'RetryError';
      throw error;
    }
  };

  const loadManifest = () => {
    manifest ??= loadJson<ShardManifest>(options.manifestUrl).catch((error: unknown) => {
      manifest = undefined; // Let the next query try again.
      throw error;
    });
    return manifest;
  };

  const loadShard = (url: string) => {
    let shard = shards.get(url);
    if (!shard) {
      shard = loadJson<SearchShard>(url).then((data) => buildShard(data, options.siteUrl ?? ''));
      shard.catch(() => shards.delete(url));
      shards.set(url, shard);
    }
    return shard;
  };

  /** The loaded shards for a request's facet filters (or the default tags). */
  async function shardsFor(facetFilters: SearchParams['facetFilters']): Promise<LoadedShard[]> {
    const {shards: available} = await loadManifest();
    const tags = requestedTags(facetFilters);
    const wanted = tags.length > 0 ? tags : (options.defaultTags ?? []);
    const urls = available
      .filter((shard) => shard.tags.some((tag) => wanted.includes(tag)))
      .map((shard) => shard.url);
    return Promise.all(urls.map(loadShard));
  }

  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const params = {...request, ...request.params} as SearchParams & {query?: string};
    // Echoed as received (cut to the limit), as hosted engines do: the /search
    // page drops a response whose query differs from the one it asked for.
    const query = limitQuery(String(request.query ?? params.query ?? ''));
    const words = query.trim();
    const hitsPerPage = params.hitsPerPage ?? SEARCH_CONSTANTS.hitsPerPage;
    const page = params.page ?? 0;
    const base = {
      page,
      hitsPerPage,
      exhaustiveNbHits: true as const,
      query,
      params: '',
      index: request.indexName ?? 'embedded',
      queryID: randomQueryId(),
      facets: {},
    };
    if (!words) {
      return {...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0};
    }
    const loaded = await shardsFor(params.facetFilters);

    const preTag = params.highlightPreTag ?? '<mark>';
    const postTag = params.highlightPostTag ?? '</mark>';
    const lengths = snippetLengths(params.attributesToSnippet);
    const ranked: {record: SearchRecord; result: SearchResult; rank: number[]}[] = [];
    for (const {records, index} of loaded) {
      const results = index.search(words, {
        ...MATCHING,
        boost: {heading: 3, parents: 0.5, content: 1},
      });
      for (const result of results) {
        const record = records[result.id as number]!;
        if (!matchesFacetFilters(record, params.facetFilters)) continue;
        ranked.push({record, result, rank: rankOf(record, result)});
      }
    }
    ranked.sort((a, b) => compareRanks(a.rank, b.rank));
    const scored = ranked;

    // One hit per URL (the hosted index's `distinct` on url), and at most
    // `maxHitsPerGroup` per lvl0 group, as the DocSearch modal shows them.
    const seenUrls = new Set<string>();
    const perGroup = new Map<string, number>();
    const kept = scored.filter(({record}) => {
      if (seenUrls.has(record.url)) return false;
      const group = record.hierarchy.lvl0 ?? '';
      const count = perGroup.get(group) ?? 0;
      if (count >= maxHitsPerGroup) return false;
      seenUrls.add(record.url);
      perGroup.set(group, count + 1);
      return true;
    });

    const hits = kept
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({record, result}) => {
        const terms = result.terms;
        const highlighted: SearchHit['_highlightResult'] = {hierarchy: {}};
        const snippets: SearchHit['_snippetResult'] = {hierarchy: {}};
        for (const level of HIERARCHY_LEVELS) {
          const text = record.hierarchy[level];
          if (text === null) continue;
          highlighted.hierarchy[level] = highlight(text, terms, preTag, postTag);
          const words = lengths.get(`hierarchy.${level}`);
          if (words) {
            snippets.hierarchy[level] = snippet(
              text,
              terms,
              words,
              params.snippetEllipsisText,
              preTag,
              postTag,
            );
          }
        }
        if (record.content !== null) {
          highlighted.content = highlight(record.content, terms, preTag, postTag);
          snippets.content = snippet(
            record.content,
            terms,
            lengths.get('content') ?? SNIPPET_WORDS.wide,
            params.snippetEllipsisText,
            preTag,
            postTag,
          );
        }
        return {...record, _highlightResult: highlighted, _snippetResult: snippets};
      });
    return {
      ...base,
      hits,
      nbHits: kept.length,
      nbPages: hitsPerPage > 0 ? Math.ceil(kept.length / hitsPerPage) : 0,
      processingTimeMS: Date.now() - started,
    };
  }

  return {
    appId: 'embedded',
    /** Accepts `{requests: […]}` (current hosted clients) and a bare array (older ones). */
    async search(
      requests: {requests: readonly SearchRequest[]} | readonly SearchRequest[],
    ): Promise<{results: SearchResponse[]}> {
      const list = Array.isArray(requests)
        ? requests
        : (requests as {requests: readonly SearchRequest[]}).requests;
      return {results: await Promise.all(list.map(searchOne))};
    },
    /**
     * Downloads and indexes the shards a search with these facet filters will
     * need, so the first query does not wait for them. Failures are left for
     * that query to report.
     */
    preload(facetFilters: SearchParams['facetFilters']): void {
      shardsFor(facetFilters).catch(() => undefined);
    },
    /** DocSearch and the helper call these on hosted clients; nothing to do here. */
    addAlgoliaAgent(): void {},
    clearCache(): Promise<void> {
      return Promise.resolve();
    },
  };
}

export type EmbeddedSearchClient = ReturnType<typeof createEmbeddedSearchClient>;
