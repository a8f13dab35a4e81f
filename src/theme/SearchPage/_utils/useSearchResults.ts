/**
 * The results of the /search page for a query: back end choice, searching,
 * paging and infinite scroll. From upstream's page component: the reducer
 * (resultsState.ts), the IntersectionObserver that asks for the next results
 * page, and the effects that search on a new query or page. Local changes:
 * the embedded index unless Algolia is configured (the back end is chosen
 * once), plain facet filters in place of algoliasearch-helper, one entry per
 * page (groupHitsByPage), results shown as a transition, the query the page
 * opens with searched at once (later ones after 300 ms, as upstream), and a
 * failed search ending the wait with no results.
 */
import {startTransition, useEffect, useReducer, useRef, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useEvent} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import {useEmbeddedSearchClient} from '@site/src/search/embedded';
import {useBindingPreference} from '@site/src/bindings/preference';
import {algoliaResultsSearch} from './algoliaSearch';
import {embeddedResultsSearch} from './embeddedSearch';
import {groupHitsByPage} from './groupHits';
import {initialResultsState, resultsReducer, type ResultsState} from './resultsState';
import type {ResultHit, ResultsResponse, ResultsSearch} from './types';

/** How long a query typed on the page waits before it is searched (upstream's). */
const TYPING_DELAY_MS = 300;

export function useSearchResults({
  searchQuery,
  searchVersions,
}: {
  searchQuery: string;
  searchVersions: {[pluginId: string]: string};
}): {
  state: ResultsState;
  /** Over the embedded index (no "Powered by Algolia"). */
  embedded: boolean;
  /** Ref for the "Fetching new results" line: in view, it asks for the next page. */
  setLoaderRef: (element: HTMLDivElement | null) => void;
} {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();

  const initialState = initialResultsState();
  const [state, dispatch] = useReducer(resultsReducer(searchQuery, initialState), initialState);

  const embeddedClient = useEmbeddedSearchClient();
  const [preferredBinding] = useBindingPreference();
  const [search] = useState<ResultsSearch>(() =>
    embeddedClient
      ? embeddedResultsSearch(embeddedClient, indexName)
      : algoliaResultsSearch(appId, apiKey, indexName),
  );

  const showResults = useEvent(({query, hits, page, nbHits, nbPages}: ResultsResponse) => {
    if (query === '' || !Array.isArray(hits)) {
      dispatch({type: 'reset'});
      return;
    }
    const items = groupHitsByPage(hits as ResultHit[], processSearchResultUrl);
    // Results render as a transition, which React splits into short slices,
    // so showing twenty results never blocks input.
    startTransition(() =>
      dispatch({
        type: 'update',
        value: {
          items,
          query,
          totalResults: nbHits,
          totalPages: nbPages,
          lastPage: page,
          hasMore: nbPages > page + 1,
          loading: false,
        },
      }),
    );
  });

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;
          if (isIntersecting && prevY.current > currentY) {
            dispatch({type: 'advance'});
          }
          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );

  // Any of the searched tags, and the current language: upstream's
  // disjunctive refinements as facet filters.
  const makeSearch = useEvent((page: number = 0) => {
    const facetFilters = contextualSearch
      ? [
          [
            'default',
            ...Object.entries(searchVersions).map(
              ([pluginId, searchVersion]) => `docs-${pluginId}-${searchVersion}`,
            ),
          ].map((tag) => `docusaurus_tag:${tag}`),
          [`language:${currentLocale}`],
        ]
      : undefined;
    search({query: searchQuery, page, facetFilters, preferredBinding}).then(showResults, () =>
      // An index that cannot be reached ends the wait with no results.
      dispatch({type: 'reset'}),
    );
  });

  useEffect(() => {
    if (!loaderRef) {
      return undefined;
    }
    const currentObserver = observer.current;
    if (currentObserver) {
      currentObserver.observe(loaderRef);
      return () => currentObserver.unobserve(loaderRef);
    }
    return () => true;
  }, [loaderRef]);

  const firstSearch = useRef(true);
  useEffect(() => {
    dispatch({type: 'reset'});
    if (searchQuery) {
      dispatch({type: 'loading'});
      const delay = firstSearch.current ? 0 : TYPING_DELAY_MS;
      firstSearch.current = false;
      const timer = setTimeout(() => {
        makeSearch();
      }, delay);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [searchQuery, searchVersions, makeSearch]);

  useEffect(() => {
    if (!state.lastPage || state.lastPage === 0) {
      return;
    }
    makeSearch(state.lastPage);
  }, [makeSearch, state.lastPage]);

  return {state, embedded: embeddedClient !== null, setLoaderRef};
}
