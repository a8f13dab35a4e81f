/**
 * The spec's search constants (§7), shared by the site config (DocSearch modal
 * props), the SearchBar wrapper and the embedded client.
 */
import {HIERARCHY_LEVELS} from './hierarchy-levels';

export const SEARCH_CONSTANTS = {
  hitsPerPage: 20,
  /** Hits shown per `hierarchy.lvl0` group. */
  maxResultsPerGroup: 5,
  recentSearchesLimit: 7,
  recentSearchesWithFavoritesLimit: 4,
} as const;

/** The spec's search input limit; longer queries are cut, as the search box cuts them. */
export const MAX_QUERY_LENGTH = 64;

/**
 * A query as the search box would hold it, for queries that do not come from
 * typing (the /search page's `?q=`, a client request): line breaks become
 * spaces and the text is cut at MAX_QUERY_LENGTH UTF-16 code units (what
 * `maxlength` counts) without splitting a surrogate pair, as Chromium does.
 */
export function limitQuery(query: string): string {
  const oneLine = query.replace(/\r\n|[\r\n]/g, ' ');
  if (oneLine.length <= MAX_QUERY_LENGTH) return oneLine;
  const lastKept = oneLine.charCodeAt(MAX_QUERY_LENGTH - 1);
  const isLeadSurrogate = lastKept >= 0xd800 && lastKept <= 0xdbff;
  return oneLine.slice(0, isLeadSurrogate ? MAX_QUERY_LENGTH - 1 : MAX_QUERY_LENGTH);
}

/** Snippet length of the spec: 10 words, 5 on screens 768px wide or less. */
export const SNIPPET_WORDS = {wide: 10, narrow: 5} as const;
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

/** The heading levels below `lvl0` (the section), in order. */
export const HEADING_LEVELS = HIERARCHY_LEVELS.slice(1) as readonly Exclude<
  (typeof HIERARCHY_LEVELS)[number],
  'lvl0'
>[];

/** The `attributesToSnippet` search parameter for a snippet length in words. */
export function snippetAttributes(words: number): string[] {
  return [...HEADING_LEVELS.map((level) => `hierarchy.${level}:${words}`), `content:${words}`];
}
