/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2
 * (src/theme/SearchPage/index.tsx and styles.module.css, MIT, Facebook, Inc.
 * and its affiliates).
 *
 * Why ejected: the /search page creates its own hosted search client inside
 * the component (`liteClient(appId, apiKey)`), with no prop or hook to swap
 * it, so a wrapper cannot point it at the embedded index. The changes:
 * with the embedded index configured (the default), the page searches the
 * shared embedded client of src/search/embedded.ts (its engine runs in a
 * worker, so the page never blocks on an index), without the "Powered by
 * Algolia" mention; with Algolia configured, its client loads on the first
 * search. Neither mode uses algoliasearch-helper any more: the page shows no
 * facet counts, so its refinements became plain facet filters, and about
 * 20 KB of gzip JavaScript left the page's first load. Its input and
 * query take at most 64 characters (the spec's limit, also applied to a longer `?q=`); the
 * version select has an accessible name and the page a meta description.
 * The query in the address applies after hydration (no hydration mismatch,
 * React error #418). Results are one entry per page with its best matching
 * sections listed under it (groupHitsByPage), and the query in the address
 * is searched at once (the 300 ms wait is for typing). The results area
 * keeps its height while results load, so they do not move the page (layout
 * shift). The results are a component of their own (an update re-renders
 * them, not the layout), render as a transition, and link with plain links
 * (no prefetch of every result's code). The translations keep their ids and
 * messages but not their descriptions, which are for translators (the site
 * has one locale) and were shipped in the page's JavaScript.
 * Lint comments that name rules this project does not load were removed.
 *
 * Parts (each file's header says what it took from upstream):
 * - index.tsx, this page: layout, metadata and the search form.
 * - _components/VersionSelectList.tsx: the version selects and their state.
 * - _components/SearchResults.tsx: the results below the form, a component
 *   of its own; ResultItem.tsx (an entry with its sections), ResultLink.tsx
 *   (the plain result link) and AlgoliaCredit.tsx ("Powered by Algolia").
 * - _utils/useSearchResults.ts: back end choice, searching, paging and
 *   infinite scroll; resultsState.ts, its reducer.
 * - _utils/embeddedSearch.ts and _utils/algoliaSearch.ts: the back ends.
 * - _utils/groupHits.ts: hits grouped into one entry per page.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import Head from '@docusaurus/Head';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {limitQuery, MAX_QUERY_LENGTH} from '@site/src/search/constants';
import SearchResults from './_components/SearchResults';
import {
  SearchVersionSelectList,
  useDocsSearchVersionsHelpers,
} from './_components/VersionSelectList';
import styles from './styles.module.css';

function getSearchPageTitle(searchQuery: string | undefined): string {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
        },
        {
          query: searchQuery,
        },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
      });
}

/**
 * Local change: everything that depends on the query, below the layout.
 * The query applies after hydration, and on that render only this part
 * updates: re-rendering the layout (navbar with its version dropdown,
 * footer) was most of the page's main-thread work.
 */
function SearchPageBody(): ReactNode {
  const {
    algolia: {contextualSearch},
  } = useAlgoliaThemeConfig();
  const docsSearchVersionsHelpers = useDocsSearchVersionsHelpers();
  // Local change: a `?q=` longer than the spec's limit is cut as the input
  // would cut it, so the input, the title and the query sent all agree. The
  // query applies once the page has hydrated: the prerendered page has none,
  // and a first render that differs from it makes React discard the
  // prerendered markup and render the whole page again (error #418).
  const [queryString, setSearchQuery] = useSearchQueryString();
  const isBrowser = useIsBrowser();
  const searchQuery = isBrowser ? limitQuery(queryString) : '';
  const pageTitle = getSearchPageTitle(searchQuery);

  return (
    <>
      <PageMetadata
        title={pageTitle}
        description="Search the ICICLE documentation of every version: APIs, guides and concepts."
      />

      <Head>
        {/*
         We should not index search pages
          See https://github.com/facebook/docusaurus/pull/3233
        */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      <div className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div
            className={clsx('col', styles.searchQueryColumn, {
              'col--9': docsSearchVersionsHelpers.versioningEnabled,
              'col--12': !docsSearchVersionsHelpers.versioningEnabled,
            })}>
            <input
              type="search"
              name="q"
              // Local change: the spec's input limit.
              maxLength={MAX_QUERY_LENGTH}
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
              })}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>

          {contextualSearch && docsSearchVersionsHelpers.versioningEnabled && (
            <SearchVersionSelectList docsSearchVersionsHelpers={docsSearchVersionsHelpers} />
          )}
        </form>

        {/* Local change: the results keep their state below the form, so
            each update re-renders them, not the whole page layout. */}
        <SearchResults
          searchQuery={searchQuery}
          searchVersions={docsSearchVersionsHelpers.searchVersions}
        />
      </div>
    </>
  );
}

function SearchPageContent(): ReactNode {
  return (
    <Layout>
      <SearchPageBody />
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
