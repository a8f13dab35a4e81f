/**
 * The results below the search form: the count, the Algolia credit, the
 * result entries or the no-results text and spinner, and the line that
 * fetches more. From upstream's page component: this markup and the count's
 * pluralization. Local: a component of its own (upstream kept this state in
 * the page component, so every update, loading and each results page,
 * re-rendered the whole layout, navbar and footer included: most of the
 * main-thread work of a results page); the count line always there and the
 * results area keeping a screen's height while it fills (no layout shift);
 * no Algolia credit over the embedded index, and its code (mostly the
 * logo's SVG, about 2 KB gzip) loaded only where it shows; one entry per
 * page (ResultItem).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePluralForm} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import {useSearchResults} from '../_utils/useSearchResults';
import ResultItem from './ResultItem';
import styles from '../styles.module.css';

const AlgoliaCredit = lazy(() => import('./AlgoliaCredit'));

// Very simple pluralization: probably good enough for now
function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

export default function SearchResults({
  searchQuery,
  searchVersions,
}: {
  searchQuery: string;
  searchVersions: {[pluginId: string]: string};
}): ReactNode {
  const documentsFoundPlural = useDocumentsFoundPlural();
  const {state, embedded, setLoaderRef} = useSearchResults({searchQuery, searchVersions});

  return (
    <>
      <div className="row">
        {/* Local change: the line is always there, so the count does not push the results. */}
        <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
          {state.totalResults ? documentsFoundPlural(state.totalResults) : '\u00a0'}
        </div>

        {/* Local change: no "Powered by Algolia" over the embedded index. */}
        {!embedded && (
          <Suspense fallback={<div className={clsx('col', 'col--4', styles.searchLogoColumn)} />}>
            <AlgoliaCredit />
          </Suspense>
        )}
      </div>

      {/* Local change: the results area keeps a screen's height while it fills. */}
      <div className={styles.searchResults}>
        {state.items.length > 0 ? (
          <main>
            {state.items.map((item) => (
              <ResultItem key={item.url} item={item} />
            ))}
          </main>
        ) : (
          [
            searchQuery && !state.loading && (
              <p key="no-results">
                <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
              </p>
            ),
            !!state.loading && <div key="spinner" className={styles.loadingSpinner} />,
          ]
        )}
      </div>

      {state.hasMore && (
        <div className={styles.loader} ref={setLoaderRef}>
          <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
        </div>
      )}
    </>
  );
}
