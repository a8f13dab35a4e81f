/**
 * The hosted search client's contract, as far as the DocSearch modal and the
 * /search page use it: the requests they send and the responses and hits
 * they read. The embedded client (./client.ts) keeps it, so the UI cannot
 * tell it from the hosted service.
 */
import type {Hierarchy, SearchRecord} from './records';

export type FacetFilter = string | readonly FacetFilter[];

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
  /**
   * The route of the page the search starts from: its binding is ranked
   * first when the query names none and no binding is stored. Embedded only.
   */
  pageRoute?: string;
}

export interface HighlightResult {
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
