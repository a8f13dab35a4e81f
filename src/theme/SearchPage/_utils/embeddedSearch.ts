/**
 * Local: the embedded index as the page's back end (the default). Upstream
 * searched Algolia only.
 */
import type {EmbeddedSearchClient} from '@site/src/search/client';
import {SEARCH_CONSTANTS} from '@site/src/search/constants';
import type {ResultsSearch} from './types';

/**
 * Searches the shared embedded client, asking for all hits (not 5 per group,
 * as in the modal) and ranking the reader's binding first.
 */
export function embeddedResultsSearch(
  client: EmbeddedSearchClient,
  indexName: string,
): ResultsSearch {
  return async ({query, page, facetFilters, preferredBinding}) => {
    const {results} = await client.search({
      requests: [
        {
          indexName,
          params: {
            query,
            page,
            facetFilters,
            hitsPerPage: SEARCH_CONSTANTS.hitsPerPage,
            maxHitsPerGroup: 0,
            ...(preferredBinding && {preferredBinding}),
          },
        },
      ],
    });
    return results[0]!;
  };
}
