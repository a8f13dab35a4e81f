/**
 * A search client for the DocSearch UI that answers from the embedded index
 * (plugins/search-index) instead of a hosted service: the adapter between
 * the hosted client's `search` contract (./contract.ts) and the engine
 * (./ranking.ts).
 *
 * It accepts `{requests: […]}` and the older array form, and returns
 * `{results: […]}` with hits shaped like hosted DocSearch hits
 * (./hosted-hit.ts). Only the shards named by a request's `docusaurus_tag`
 * facet filters are downloaded, once each; the blog shard only with the
 * latest version (its posts describe that one).
 *
 * Hits are distinct by page: each page the engine ranks gives a `lvl1` hit
 * (the page), followed by up to two hits for its best matching sections,
 * which DocSearch shows indented under the page (./hits.ts).
 */
import {bindingOfPage, isBindingLanguage} from '../content/bindings';
import {limitQuery, SEARCH_CONSTANTS} from './constants';
import type {FacetFilter, SearchHit, SearchParams, SearchRequest, SearchResponse} from './contract';
import {snippetLengths, toHit} from './hosted-hit';
import {arrangeHits} from './hits';
import {compileSynonyms, parseQuery, type ParsedQuery, type SynonymGroup} from './query';
import {rankPages, searchParsed} from './ranking';
import type {IndexedPage, SearchShard} from './records';
import {ShardIndex} from './shard-index';
import {mayBeMessage} from './message-shape';
import {missingTopics} from './missing-topics';
import type {TopicAvailability} from './version-notice';

export type {
  FacetFilter,
  HighlightResult,
  SearchHit,
  SearchParams,
  SearchRequest,
  SearchResponse,
} from './contract';

export interface ShardManifest {
  shards: {name: string; url: string; tags: string[]; withTags?: string[]}[];
  /** Where topics are documented across versions (./version-notice.ts), loaded on demand. */
  availability?: string;
  /**
   * The synonym groups of data/search-synonyms.json. They come with the index
   * rather than in the engine's code: the manifest is loaded before the first
   * search anyway, and the engine's script stays smaller.
   */
  synonyms?: string[][];
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

/** The one docs version a request's facet filters search, or null (none, or several). */
export function searchedVersion(filters: SearchParams['facetFilters']): string | null {
  const versions = requestedTags(filters)
    .map((tag) => /^docs-default-(.+)$/.exec(tag)?.[1])
    .filter((version): version is string => version !== undefined);
  return versions.length === 1 ? versions[0]! : null;
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

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
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

  let synonyms: readonly SynonymGroup[] | undefined;
  /** The manifest's synonym groups, compiled once. */
  const loadSynonyms = async () => {
    const {synonyms: groups = []} = await loadManifest();
    synonyms ??= compileSynonyms(groups);
    return synonyms;
  };

  let availability: Promise<TopicAvailability | null> | undefined;
  /** The table of where topics are documented; null when the build wrote none or it cannot load. */
  const loadAvailability = async () => {
    const {availability: url} = await loadManifest();
    if (!url) return null;
    availability ??= loadJson<TopicAvailability>(url).catch(() => {
      availability = undefined;
      return null;
    });
    return availability;
  };

  /** "Not in this version" hits for the query's topics that the searched version lacks. */
  async function noticesFor(
    parsed: ParsedQuery,
    loaded: readonly ShardIndex[],
    params: SearchParams,
  ): Promise<SearchHit[]> {
    const version = searchedVersion(params.facetFilters);
    const shard = loaded.find((candidate) => candidate.name === version);
    if (!version || !shard) return [];
    const missing = missingTopics(parsed, shard);
    if (missing.length === 0) return [];
    const table = await loadAvailability();
    // Loaded on first use: most queries name topics every version has. If the
    // chunk cannot load (offline, a deploy replaced it), the results come without the notice.
    const notices = table ? await import('./notice-hits').catch(() => null) : null;
    if (!table || !notices) return [];
    return notices.versionNoticeHits(
      parsed,
      missing,
      version,
      table,
      siteUrl,
      shard.pages[0]?.language ?? 'en',
    );
  }

  const loadShard = (url: string) => {
    let shard = shards.get(url);
    if (!shard) {
      shard = loadJson<SearchShard>(url).then((data) =>
        // The build writes each shard with its index; building one is code
        // the worker loads only for a shard without it.
        data.index
          ? new ShardIndex(data)
          : import('./index-build').then(({buildShardIndex}) => buildShardIndex(data)),
      );
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
    const [loaded, synonymGroups] = await Promise.all([
      shardsFor(params.facetFilters),
      loadSynonyms(),
    ]);
    const parsed = parseQuery(query, synonymGroups);
    const options = {
      filter: (candidate: IndexedPage) => matchesFacetFilters(candidate, params.facetFilters),
      preferredBinding: isBindingLanguage(params.preferredBinding)
        ? params.preferredBinding
        : undefined,
      pageBinding:
        typeof params.pageRoute === 'string'
          ? (bindingOfPage(params.pageRoute) ?? undefined)
          : undefined,
    };
    let matches = searchParsed(loaded, parsed, options);
    // Loaded on first use: a plain word never matches a message. If the chunk
    // cannot load, the results are ranked by their words alone.
    const messageRanking = mayBeMessage(query)
      ? await import('./message-ranking').catch(() => null)
      : null;
    if (messageRanking) {
      matches = rankPages(messageRanking.promoteMessageMatches(matches, loaded, query, options));
    }

    const groupLimit = params.maxHitsPerGroup ?? maxHitsPerGroup;
    const sources = arrangeHits(matches, groupLimit > 0 ? groupLimit : Infinity);

    const lengths = snippetLengths(params.attributesToSnippet);
    // The notices open the first page of results.
    const notices = page === 0 ? await noticesFor(parsed, loaded, params) : [];
    const hits = [
      ...notices,
      ...sources
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map((source) => toHit(source, params, lengths, siteUrl)),
    ];
    return {
      ...base,
      hits,
      nbHits: sources.length + notices.length,
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
