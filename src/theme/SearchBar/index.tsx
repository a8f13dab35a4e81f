/**
 * Wraps the DocSearch search bar of @docusaurus/theme-search-algolia: with the
 * embedded index (the default), the modal's search client is swapped for the
 * embedded one through DocSearch's `transformSearchClient`; with Algolia
 * configured, the bar is the framework's own. Both link "Let us know." on the
 * no-results screen to the feedback form and use the spec's wording
 * 'No results for "{query}"' (the theme says "No results found for").
 */
import React, {useCallback, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import defaultTranslations from '@theme/SearchTranslations';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {feedbackUrl} from '@site/config/site';
import {useEmbeddedSearchClient} from '@site/src/search/embedded';

type Props = WrapperProps<typeof SearchBarType>;

const translations = {
  ...defaultTranslations,
  modal: {
    ...defaultTranslations.modal,
    noResultsScreen: {
      ...defaultTranslations.modal?.noResultsScreen,
      // DocSearch appends the query in quotes.
      noResultsText: 'No results for',
    },
  },
};

export default function SearchBarWrapper(props: Props): ReactNode {
  const embedded = useEmbeddedSearchClient();
  const transformSearchClient = useCallback(() => embedded, [embedded]);
  const getMissingResultsUrl = useCallback(() => feedbackUrl, []);
  return (
    <SearchBar
      {...props}
      getMissingResultsUrl={getMissingResultsUrl}
      translations={translations}
      {...(embedded && {transformSearchClient})}
    />
  );
}
