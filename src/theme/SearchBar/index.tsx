/**
 * Wraps the DocSearch search bar of @docusaurus/theme-search-algolia: this
 * file only composes hooks and props; each behaviour lives in its own file.
 *
 * - Search client: with the embedded index (the default) the modal searches
 *   the embedded client through DocSearch's `transformSearchClient`, tracked
 *   for failures (useIndexFailure.ts); with Algolia configured, the
 *   framework's client is kept.
 * - Search parameters: snippets of 10 words, 5 on narrow screens, and the
 *   reader's binding (useSearchParameters.ts).
 * - Preload: the shards of the page's version start loading when the reader
 *   shows the intent to search (usePreloadOnIntent.ts).
 * - Texts: the spec's 'No results for "{query}"', and "Let us know." links to
 *   the feedback form (translations.ts, `getMissingResultsUrl`).
 * - Storage: with browser storage blocked, opening the modal does not crash
 *   the page (src/search/storage-fallback.ts).
 * - DocSearch's DOM, adapted where no prop reaches (docsearch-dom.ts, which
 *   lists each adaptation and why): the 64-character input, the modal as a
 *   dialog, each result a real link that is its ARIA option (Hit.tsx),
 *   "No recent searches", the index error screen (IndexErrorScreen.tsx), no
 *   "No results" while the index loads, and no Algolia credit over the
 *   embedded index.
 */
import React, {useCallback, useEffect, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {feedbackUrl} from '@site/config/site';
import {useEmbeddedSearchClient} from '@site/src/search/embedded';
import {installStorageFallback} from '@site/src/search/storage-fallback';
import {adaptModalOnFocus} from './docsearch-dom';
import Hit from './Hit';
import IndexErrorScreen from './IndexErrorScreen';
import {NO_RECENT_SEARCHES_TEXT, translations} from './translations';
import {useIndexFailure} from './useIndexFailure';
import {usePreloadOnIntent} from './usePreloadOnIntent';
import {useSearchParameters} from './useSearchParameters';
import './styles.css';

// At load, before any component reads storage: the navbar's search bar is
// part of every page's first bundle.
if (ExecutionEnvironment.canUseDOM) installStorageFallback();

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => adaptModalOnFocus(NO_RECENT_SEARCHES_TEXT), []);
  const embeddedClient = useEmbeddedSearchClient();
  const searchParameters = useSearchParameters(embeddedClient !== null);
  usePreloadOnIntent(embeddedClient);
  const {failed, failures, trackedClient} = useIndexFailure(embeddedClient);
  const transformSearchClient = useCallback(() => trackedClient, [trackedClient]);
  const getMissingResultsUrl = useCallback(() => feedbackUrl, []);
  return (
    <>
      {trackedClient && (
        <Head>
          <html data-search-provider="embedded" />
        </Head>
      )}
      <SearchBar
        {...props}
        getMissingResultsUrl={getMissingResultsUrl}
        hitComponent={Hit}
        translations={translations}
        searchParameters={searchParameters}
        {...(trackedClient && {transformSearchClient})}
      />
      {failed && <IndexErrorScreen key={failures} />}
    </>
  );
}
