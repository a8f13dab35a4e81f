/**
 * Shapes shared by the parts of the /search page: local types (upstream
 * typed the helper's results instead).
 */
import type {SearchParams, SearchResponse} from '@site/src/search/client';

/** A page in the results, with the sections of it that matched. */
export interface ResultItem {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
  sections: {title: string; url: string; summary: string}[];
}

/** The fields of a hit the page reads, as either index answers them. */
export interface ResultHit {
  url: string;
  url_without_anchor?: string;
  type?: string;
  hierarchy: Record<string, string | null>;
  _highlightResult: {hierarchy: Record<string, {value: string} | undefined>};
  _snippetResult?: {content?: {value: string}};
}

/** What the page reads of a results response, from either index. */
export type ResultsResponse = Pick<SearchResponse, 'query' | 'page' | 'nbHits' | 'nbPages'> & {
  hits: unknown[];
};

/** One results page of a query within the given facet filters (a back end). */
export type ResultsSearch = (request: {
  query: string;
  page: number;
  facetFilters: SearchParams['facetFilters'];
  /** The reader's binding; the embedded index ranks it first. */
  preferredBinding: string | null;
}) => Promise<ResultsResponse>;
