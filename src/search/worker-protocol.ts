/** Messages between the page (src/search/embedded.ts) and the search worker (./worker.ts). */
import type {
  EmbeddedSearchClientOptions,
  SearchParams,
  SearchRequest,
  SearchResponse,
} from './client';

export type WorkerRequest =
  | {type: 'init'; options: Omit<EmbeddedSearchClientOptions, 'fetch'>}
  | {type: 'preload'; facetFilters: SearchParams['facetFilters']}
  | {type: 'search'; id: number; requests: {requests: readonly SearchRequest[]}};

export type WorkerReply =
  | {id: number; result: {results: SearchResponse[]}; error?: undefined}
  | {id: number; error: {name: string; message: string}; result?: undefined};
