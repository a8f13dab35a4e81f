/**
 * A search client for the DocSearch UI that answers from the embedded index
 * (plugins/search-index) instead of a hosted service: the adapter between
 * the hosted client's `search` contract and the engine (./engine.ts).
 *
 * It accepts `{requests: […]}` and the older array form, and returns
 * `{results: […]}` with hits shaped like hosted DocSearch hits (`hierarchy`,
 * `_highlightResult`, `_snippetResult`, …). Only the shards named by a
 * request's `docusaurus_tag` facet filters are downloaded, once each; the
 * blog shard only with the latest version (its posts describe that one).
 *
 * Hits are distinct by page: each page the engine ranks gives a `lvl1` hit
 * (the page), followed by up to two hits for its best matching sections,
 * which DocSearch shows indented under the page.
 */
import {limitQuery, SEARCH_CONSTANTS, SNIPPET_WORDS} from './constants';
import {isBindingLanguage} from '../content/bindings';
import {escapeHtml} from './html';
import {SEARCH_SETTINGS} from './settings';
import {
  analyzeText,
  pageTitle,
  search,
  ShardIndex,
  type PageMatch,
  type SectionMatch,
} from './engine';
import {
  HIERARCHY_LEVELS,
  hierarchyOf,
  LEVEL_WEIGHT,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
  type SearchShard,
} from './records';

export interface ShardManifest {
  shards: {name: string; url: string; tags: string[]; withTags?: string[]}[];
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
  /**
   * Hits per lvl0 group, as the DocSearch modal shows them (its default);
   * 0 for no limit (the /search page, which does not group). Embedded only.
   */
  maxHitsPerGroup?: number;
  /** The reader's binding, ranked first when the query names none. Embedded only. */
  preferredBinding?: string;
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

/** True when a word of the text is indexed under one of the matched terms. */
function runMatches(
  run: ReturnType<typeof analyzeText>[number],
  matched: ReadonlySet<string>,
): boolean {
  return (
    (run.whole !== null && matched.has(run.whole)) ||
    run.extra.some((term) => matched.has(term)) ||
    run.parts.some((term) => matched.has(term))
  );
}

/**
 * Wraps the words of `text` that the query matched (any of their index
 * terms is in `matchedTerms`) in the highlight tags. The text is
 * HTML-escaped first, piece by piece, so markup in a record or a query is
 * always shown as text.
 */
export function highlight(
  text: string,
  matchedTerms: Iterable<string>,
  preTag = '<mark>',
  postTag = '</mark>',
): HighlightResult {
  const matched = new Set(matchedTerms);
  const matchedWords = new Set<string>();
  let value = '';
  let last = 0;
  for (const run of analyzeText(text)) {
    if (!runMatches(run, matched)) continue;
    matchedWords.add(run.text.toLowerCase());
    value += escapeHtml(text.slice(last, run.index)) + preTag + escapeHtml(run.text) + postTag;
    last = run.index + run.text.length;
  }
  value += escapeHtml(text.slice(last));
  const matchLevel =
    matchedWords.size === 0 ? 'none' : matchedWords.size >= matched.size ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  matchedTerms: Iterable<string>,
  words: number,
  ellipsis = '…',
  preTag?: string,
  postTag?: string,
): HighlightResult {
  const matched = new Set(matchedTerms);
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) {
    return highlight(text, matched, preTag, postTag);
  }
  const first = tokens.findIndex((token) =>
    analyzeText(token).some((run) => runMatches(run, matched)),
  );
  const lead = SEARCH_SETTINGS.results.snippetLeadWords;
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - lead, tokens.length - words));
  const end = start + words;
  const result = highlight(tokens.slice(start, end).join(' '), matched, preTag, postTag);
  const before = start > 0 ? escapeHtml(ellipsis) : '';
  const after = end < tokens.length ? escapeHtml(ellipsis) : '';
  return {...result, value: `${before}${result.value}${after}`};
}

/** How many words of `text` the query matched. */
function matchCount(text: string, matched: ReadonlySet<string>): number {
  return analyzeText(text).filter((run) => runMatches(run, matched)).length;
}

/** The text block of a section that matched most, or its first block. */
function bestBlock(blocks: readonly string[], matched: ReadonlySet<string>): string | null {
  let best: string | null = blocks[0] ?? null;
  let bestCount = 0;
  for (const block of blocks) {
    const count = matchCount(block, matched);
    if (count > bestCount) {
      best = block;
      bestCount = count;
    }
  }
  return best;
}

/** True when a page satisfies facet filters: the outer list is AND, inner lists OR. */
export function matchesFacetFilters(
  page: {language: string; docusaurus_tag: string},
  filters: SearchParams['facetFilters'],
): boolean {
  if (filters === undefined) return true;
  const matchOne = (filter: string): boolean => {
    const separator = filter.indexOf(':');
    const negated = filter.startsWith('-');
    const attribute = filter.slice(negated ? 1 : 0, separator);
    const value = filter.slice(separator + 1);
    const actual = (page as unknown as Record<string, unknown>)[attribute];
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

/** Sections shown under their page, at most. */
export const SECTIONS_PER_PAGE = SEARCH_SETTINGS.results.sectionsPerPage;
/** A section is shown under its page when it scores at least this share of the best one. */
const SECTION_SHARE = SEARCH_SETTINGS.results.sectionShare;

/** What one hit is about, before it is shaped for DocSearch. */
interface HitSource {
  match: PageMatch;
  section: SectionMatch | null;
}

/**
 * The hits of ranked pages: each page, followed by its best sections. The
 * DocSearch modal shows at most `groupLimit` hits per lvl0 group, so a
 * group's slots go to its pages first (best first), and the slots left to
 * their sections, one per page in turn: a reader sees more pages rather than
 * more sections of one. Pages a group has no slot for are left out.
 */
export function arrangeHits(matches: readonly PageMatch[], groupLimit: number): HitSource[] {
  const groups = new Map<string, PageMatch[]>();
  for (const match of matches) {
    const pages = groups.get(match.page.lvl0) ?? [];
    if (pages.length < groupLimit) pages.push(match);
    groups.set(match.page.lvl0, pages);
  }
  const shown = new Map<PageMatch, SectionMatch[]>();
  for (const pages of groups.values()) {
    let room = groupLimit - pages.length;
    const candidates = pages.map(sectionsToShow);
    pages.forEach((match) => shown.set(match, []));
    for (let turn = 0; turn < SECTIONS_PER_PAGE && room > 0; turn++) {
      pages.forEach((match, i) => {
        const section = candidates[i]![turn];
        if (section && room > 0) {
          shown.get(match)!.push(section);
          room -= 1;
        }
      });
    }
  }
  return matches
    .filter((match) => shown.has(match))
    .flatMap((match) => [
      {match, section: null},
      ...shown.get(match)!.map((section) => ({match, section})),
    ]);
}

/** The sections of a page match worth showing under the page. */
function sectionsToShow(match: PageMatch): SectionMatch[] {
  const best = match.sections[0]?.score ?? 0;
  return match.sections
    .filter(
      ({section, score}) =>
        section.depth > 1 && section.blocks.length > 0 && score >= best * SECTION_SHARE,
    )
    .slice(0, SECTIONS_PER_PAGE);
}

export function createEmbeddedSearchClient(options: EmbeddedSearchClientOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxHitsPerGroup = options.maxHitsPerGroup ?? SEARCH_CONSTANTS.maxResultsPerGroup;
  const siteUrl = (options.siteUrl ?? '').replace(/\/$/, '');
  let manifest: Promise<ShardManifest> | undefined;
  const shards = new Map<string, Promise<ShardIndex>>();

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
      shard = loadJson<SearchShard>(url).then((data) => new ShardIndex(data));
      shard.catch(() => shards.delete(url));
      shards.set(url, shard);
    }
    return shard;
  };

  /** The loaded shards for a request's facet filters (or the default tags). */
  async function shardsFor(facetFilters: SearchParams['facetFilters']): Promise<ShardIndex[]> {
    const {shards: available} = await loadManifest();
    const tags = requestedTags(facetFilters);
    const wanted = tags.length > 0 ? tags : (options.defaultTags ?? []);
    const urls = available
      .filter((shard) => shard.tags.some((tag) => wanted.includes(tag)))
      .filter((shard) => !shard.withTags || shard.withTags.some((tag) => wanted.includes(tag)))
      .map((shard) => shard.url);
    return Promise.all(urls.map(loadShard));
  }

  /** The hosted-shaped hit of a page or of one of its sections. */
  function toHit(
    {match, section}: HitSource,
    params: SearchParams,
    lengths: Map<string, number>,
  ): SearchHit {
    const {page} = match;
    const pageUrl = `${siteUrl}${page.route}`;
    const hierarchy: Hierarchy = section
      ? {...section.section.hierarchy}
      : hierarchyOf(page.lvl0, pageTitle(page));
    const terms = section ? new Set([...section.terms, ...match.terms]) : match.terms;
    let type: RecordType;
    let content: string | null;
    let position: number;
    let anchor: string | null = null;
    if (section) {
      const {section: s} = section;
      content = bestBlock(s.blocks, terms);
      type = section.headingMatched ? (`lvl${s.depth}` as RecordType) : 'content';
      position = s.position;
      anchor = s.anchor;
    } else {
      const intro = match.shard.introOf(match.pageIndex);
      content = page.description || (intro ? bestBlock(intro.blocks, terms) : null);
      type = 'lvl1';
      position = intro?.position ?? 0;
    }
    const preTag = params.highlightPreTag ?? '<mark>';
    const postTag = params.highlightPostTag ?? '</mark>';
    const highlighted: SearchHit['_highlightResult'] = {hierarchy: {}};
    const snippets: SearchHit['_snippetResult'] = {hierarchy: {}};
    for (const level of HIERARCHY_LEVELS) {
      const text = hierarchy[level];
      // The group title (lvl0) is rendered as text, not HTML: no highlight for it.
      if (text === null || text === undefined || level === 'lvl0') continue;
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
    const contentSnippet =
      content === null
        ? undefined
        : snippet(
            content,
            terms,
            lengths.get('content') ?? SNIPPET_WORDS.wide,
            params.snippetEllipsisText,
            preTag,
            postTag,
          );
    if (content !== null) {
      highlighted.content = highlight(content, terms, preTag, postTag);
      snippets.content = contentSnippet;
    }
    if (section) {
      // Under its page, a section's second line (DocSearch shows `lvl1` there)
      // does not repeat the page's title: it names the section for a text
      // hit, and shows the matching text for a heading hit.
      const {section: s} = section;
      const heading = s.hierarchy[`lvl${s.depth}` as keyof Hierarchy];
      if (type === 'content' && heading) {
        snippets.hierarchy.lvl1 = highlight(heading, terms, preTag, postTag);
      } else if (type !== 'content' && contentSnippet) {
        snippets.hierarchy.lvl1 = contentSnippet;
      }
    }
    return {
      objectID: `${page.route}#${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy,
      content,
      language: page.language,
      docusaurus_tag: page.docusaurus_tag,
      weight: {pageRank: page.pageRank, level: LEVEL_WEIGHT[type], position},
      _highlightResult: highlighted,
      _snippetResult: snippets,
    };
  }

  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const params = {...request, ...request.params} as SearchParams & {query?: string};
    // Echoed as received (cut to the limit), as hosted engines do: the /search
    // page drops a response whose query differs from the one it asked for.
    const query = limitQuery(String(request.query ?? params.query ?? ''));
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
    if (!query.trim()) {
      return {...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0};
    }
    const loaded = await shardsFor(params.facetFilters);
    const matches = search(loaded, query, {
      filter: (candidate) => matchesFacetFilters(candidate, params.facetFilters),
      preferredBinding: isBindingLanguage(params.preferredBinding)
        ? params.preferredBinding
        : undefined,
    });

    const groupLimit = params.maxHitsPerGroup ?? maxHitsPerGroup;
    const sources = arrangeHits(matches, groupLimit > 0 ? groupLimit : Infinity);

    const lengths = snippetLengths(params.attributesToSnippet);
    const hits = sources
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((source) => toHit(source, params, lengths));
    return {
      ...base,
      hits,
      nbHits: sources.length,
      nbPages: hitsPerPage > 0 ? Math.ceil(sources.length / hitsPerPage) : 0,
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
