/**
 * Algolia as the page's back end, when the site is built with its
 * credentials. From upstream: the lite client, the index name and
 * `advancedSyntax`. Local: its client is loaded on the first search, so the
 * default (embedded) build never downloads it, and the query no longer goes
 * through algoliasearch-helper's disjunctive facets: the page shows no facet
 * counts, so the same filters go in `facetFilters`.
 */
import type {FacetFilters, LiteClient} from 'algoliasearch/lite';
import {SEARCH_CONSTANTS} from '@site/src/search/constants';
import type {ResultsResponse, ResultsSearch} from './types';

export function algoliaResultsSearch(
  appId: string,
  apiKey: string,
  indexName: string,
): ResultsSearch {
  let client: Promise<LiteClient> | undefined;
  return async ({query, page, facetFilters}) => {
    client ??= import('algoliasearch/lite').then(({liteClient}) => liteClient(appId, apiKey));
    const {results} = await (
      await client
    ).search({
      requests: [
        {
          indexName,
          query,
          page,
          facetFilters: facetFilters as FacetFilters | undefined,
          hitsPerPage: SEARCH_CONSTANTS.hitsPerPage,
          advancedSyntax: true,
        },
      ],
    });
    return results[0] as ResultsResponse;
  };
}
