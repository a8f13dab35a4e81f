/**
 * The state of the results and its reducer, from upstream's page component.
 * Local: a page whose sections continue on the next results page keeps one
 * entry (mergeResultItems).
 */
import {mergeResultItems} from './groupHits';
import type {ResultItem} from './types';

export type ResultsState = {
  items: ResultItem[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
};

export type ResultsAction =
  | {type: 'reset'; value?: undefined}
  | {type: 'loading'; value?: undefined}
  | {type: 'update'; value: ResultsState}
  | {type: 'advance'; value?: undefined};

export function initialResultsState(): ResultsState {
  return {
    items: [],
    query: null,
    totalResults: null,
    totalPages: null,
    lastPage: null,
    hasMore: null,
    loading: null,
  };
}

/**
 * The reducer for the query on screen. As upstream's, it is made on each
 * render with that render's initial state, which a reset returns (a reset of
 * a state still initial then changes nothing and renders nothing), and an
 * update for any other query is dropped.
 */
export function resultsReducer(searchQuery: string, initialState: ResultsState) {
  return (prevState: ResultsState, action: ResultsAction): ResultsState => {
    switch (action.type) {
      case 'reset': {
        return initialState;
      }
      case 'loading': {
        return {...prevState, loading: true};
      }
      case 'update': {
        if (searchQuery !== action.value.query) {
          return prevState;
        }
        return {
          ...action.value,
          items:
            action.value.lastPage === 0
              ? action.value.items
              : mergeResultItems(prevState.items, action.value.items),
        };
      }
      case 'advance': {
        const hasMore = prevState.totalPages! > prevState.lastPage! + 1;
        return {
          ...prevState,
          lastPage: hasMore ? prevState.lastPage! + 1 : prevState.lastPage,
          hasMore,
        };
      }
      default:
        return prevState;
    }
  };
}
