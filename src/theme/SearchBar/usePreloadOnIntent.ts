/**
 * Starts loading the index shards of the page's version as soon as the reader
 * shows the intent to search: a pointer or focus on the search button, a
 * touch, or a search shortcut (Ctrl/Cmd+K, /), as the theme preloads the
 * modal's code. The button is DocSearch's (docsearch-dom.ts, 8).
 */
import {useEffect} from 'react';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import type {EmbeddedSearchClient} from '@site/src/search/client';
import {checkSearchButton, isSearchButton} from './docsearch-dom';

const POINTER_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export function usePreloadOnIntent(client: EmbeddedSearchClient | null): void {
  // A new array on every render: compare by value.
  const filtersKey = JSON.stringify(useAlgoliaContextualFacetFilters());
  useEffect(() => {
    if (!client) return undefined;
    checkSearchButton();
    const preload = () => client.preload(JSON.parse(filtersKey));
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' && (event.metaKey || event.ctrlKey)) || event.key === '/') preload();
    };
    const onPointer = (event: Event) => {
      if (isSearchButton(event.target)) preload();
    };
    document.addEventListener('keydown', onKey, true);
    for (const type of POINTER_EVENTS) {
      document.addEventListener(type, onPointer, {passive: true});
    }
    return () => {
      document.removeEventListener('keydown', onKey, true);
      for (const type of POINTER_EVENTS) {
        document.removeEventListener(type, onPointer);
      }
    };
  }, [client, filtersKey]);
}
