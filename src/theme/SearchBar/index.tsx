/**
 * Wraps the DocSearch search bar of @docusaurus/theme-search-algolia.
 *
 * - With the embedded index (the default), the modal's search client is
 *   swapped for the embedded one through DocSearch's `transformSearchClient`;
 *   with Algolia configured, the framework's client is kept.
 * - "Let us know." on the no-results screen links to the feedback form, and the
 *   wording is the spec's 'No results for "{query}"' (the theme says "No
 *   results found for").
 * - The modal's input takes at most the spec's 64 characters.
 * - Snippets are 10 words long, 5 on narrow screens (DocSearch 4 asks for 15).
 * - When the index cannot be loaded, the modal shows the error screen.
 * - An empty history shows "No recent searches".
 * - The index shards of the page's version start loading as soon as the
 *   reader shows the intent to search (pointer or focus on the search button,
 *   or a search shortcut), as DocSearch preloads its modal code.
 * - Over the embedded index the footer does not credit Algolia.
 * - With browser storage blocked, opening the modal does not crash the page
 *   (src/search/storage-fallback.ts).
 * - The modal is announced as a dialog (makeModalAccessible), and each
 *   result is a real link (copy its address, open it with a middle click or
 *   the context menu, see where it goes) that is also the result's one ARIA
 *   option (Hit).
 */
import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import defaultTranslations from '@theme/SearchTranslations';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {feedbackUrl} from '@site/config/site';
import type {EmbeddedSearchClient} from '@site/src/search/client';
import {
  MAX_QUERY_LENGTH,
  NARROW_SCREEN_QUERY,
  SNIPPET_WORDS,
  snippetAttributes,
} from '@site/src/search/constants';
import {useEmbeddedSearchClient} from '@site/src/search/embedded';
import {useBindingPreference} from '@site/src/bindings/preference';
import {installStorageFallback} from '@site/src/search/storage-fallback';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import './styles.css';

// At load, before any component reads storage: the navbar's search bar is
// part of every page's first bundle.
if (ExecutionEnvironment.canUseDOM) installStorageFallback();

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

/**
 * DocSearch offers no hook for its modal, so the fixes below are applied to
 * the modal's DOM when focus first enters it (the input takes focus as the
 * modal opens, before any typing). One listener for all of them.
 */
function useSearchModalFocus(onFocus: (modal: Element, target: Element) => void): void {
  useEffect(() => {
    const listener = (event: FocusEvent) => {
      const target = event.target as Element | null;
      const modal = target?.closest?.('.DocSearch-Modal');
      if (target && modal) onFocus(modal, target);
    };
    document.addEventListener('focusin', listener);
    return () => document.removeEventListener('focusin', listener);
  }, [onFocus]);
}

/**
 * DocSearch 4 renders its input with a fixed `maxLength` of 512 and no prop to
 * change it; React leaves the attribute alone afterwards because its own
 * value never changes.
 */
function limitModalInput(target: Element): void {
  if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input')) {
    target.maxLength = MAX_QUERY_LENGTH;
  }
}

/**
 * DocSearch 4.7 makes the whole modal backdrop a `role="button"` with
 * `tabindex="0"` (so a click outside closes it), which puts the search box
 * and every result inside a button for assistive technology. When the modal
 * takes focus, the backdrop loses that role and its tab stop (a click and
 * Escape still close it) and the modal itself becomes a labelled dialog.
 * React does not put the attributes back: its own values never change.
 */
function makeModalAccessible(modal: Element): void {
  const backdrop = modal.parentElement;
  if (!backdrop?.classList.contains('DocSearch-Container')) return;
  if (backdrop.getAttribute('role') === 'button') {
    // With the role go the combobox attributes autocomplete put there.
    for (const name of backdrop.getAttributeNames()) {
      if (name === 'role' || name === 'tabindex' || name.startsWith('aria-')) {
        backdrop.removeAttribute(name);
      }
    }
  }
  if (modal.getAttribute('role') !== 'dialog') {
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', 'Search the documentation');
  }
}

/**
 * Makes `link` the ARIA option of a result instead of the list item around it.
 *
 * DocSearch renders each result as `<li role="option" aria-selected id>` and
 * puts the hit component inside. A link inside an option is a second,
 * nested control (axe: nested-interactive), and DocSearch offers no prop for
 * the item's attributes, so they are moved: the item becomes
 * `role="none"`, and the link, a real `<a href>`, carries the role, the
 * selection state and the id the input's `aria-activedescendant` points at
 * (HTML allows `role="option"` on a link). React updates `aria-selected` and
 * `id` on the item when the selection or the results change; an observer
 * moves them again. The stylesheet mirrors DocSearch's selected-item rules
 * for the link (styles.css).
 */
function takeOverOption(item: Element, link: HTMLAnchorElement): () => void {
  const move = () => {
    for (const name of ['id', 'aria-selected']) {
      const value = item.getAttribute(name);
      if (value === null) continue;
      link.setAttribute(name, value);
      item.removeAttribute(name);
    }
    if (item.getAttribute('role') !== 'none') {
      link.setAttribute('role', item.getAttribute('role') ?? 'option');
      item.setAttribute('role', 'none');
    }
  };
  move();
  const observer = new MutationObserver(move);
  observer.observe(item, {attributes: true, attributeFilter: ['id', 'role', 'aria-selected']});
  return () => observer.disconnect();
}

/**
 * A result: a link to the hit, as the theme renders it (a click navigates in
 * the app, a modifier or middle click opens a tab), out of the tab order
 * (the arrow keys move through results) and made the result's option.
 */
function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  const ref = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    const link = ref.current;
    const item = link?.closest('.DocSearch-Hit');
    return link && item ? takeOverOption(item, link) : undefined;
  }, []);
  return (
    <Link ref={ref} to={hit.url} tabIndex={-1}>
      {children}
    </Link>
  );
}

const NO_RECENT_CLASS = 'search-no-recent';

/**
 * DocSearch 4.7 declares `noRecentSearchesText` but renders nothing at all
 * between the search box and the footer when there is no history. While a
 * modal is open, this keeps a start screen with the text in that gap, and
 * takes it out as soon as DocSearch renders a screen of its own.
 */
const NO_RECENT_TEXT =
  defaultTranslations.modal?.startScreen?.noRecentSearchesText ?? 'No recent searches';

function syncNoRecentSearchesText(modal: Element): void {
  const ours = modal.querySelector(`.${NO_RECENT_CLASS}`);
  const theirs = modal.querySelector(`.DocSearch-Dropdown:not(.${NO_RECENT_CLASS})`);
  if (theirs && ours) ours.remove();
  if (!theirs && !ours) {
    const screen = document.createElement('div');
    screen.className = `DocSearch-Dropdown ${NO_RECENT_CLASS}`;
    const message = document.createElement('p');
    message.className = 'DocSearch-Help';
    message.textContent = NO_RECENT_TEXT;
    screen.append(message);
    modal.querySelector('.DocSearch-SearchBar')?.after(screen);
  }
}

/** Modals already watched: one observer each, for the life of the modal. */
const watchedModals = new WeakSet<Element>();

function watchNoRecentSearchesText(modal: Element): void {
  if (watchedModals.has(modal)) return;
  watchedModals.add(modal);
  syncNoRecentSearchesText(modal);
  new MutationObserver(() => syncNoRecentSearchesText(modal)).observe(modal, {
    childList: true,
    subtree: true,
  });
}

/** Everything done to a modal when focus enters it (see useSearchModalFocus). */
function setUpModal(modal: Element, target: Element): void {
  limitModalInput(target);
  makeModalAccessible(modal);
  watchNoRecentSearchesText(modal);
}

/**
 * DocSearch sets its "error" status when the client fails with a RetryError,
 * but @algolia/autocomplete-core 1.19 resets the status to "idle" as the same
 * request settles, so the modal falls through to the no-results screen. This
 * tracks failures of the embedded client and shows DocSearch's error screen
 * (same markup and texts) in place of the no-results screen.
 */
function useIndexFailure(client: EmbeddedSearchClient | null) {
  // Counts failures: each one remounts the error screen into the current modal.
  const [failures, setFailures] = useState(0);
  const [failed, setFailed] = useState(false);
  const trackedClient = useMemo(() => {
    if (!client) return null;
    let pending = 0;
    return {
      ...client,
      search: async (...args: Parameters<EmbeddedSearchClient['search']>) => {
        // DocSearch shows its no-results screen while the first query waits
        // for the index; styles.css hides it until an answer arrives.
        pending += 1;
        document.documentElement.setAttribute(PENDING_ATTRIBUTE, '');
        try {
          const response = await client.search(...args);
          setFailed(false);
          return response;
        } catch (error) {
          const unreachable = (error as Error).name === 'RetryError';
          setFailed(unreachable);
          if (unreachable) setFailures((count) => count + 1);
          throw error;
        } finally {
          pending -= 1;
          if (pending === 0) document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
        }
      },
    };
  }, [client]);
  return {failed, failures, trackedClient};
}

/** Set on `<html>` while a search of the embedded index is in flight. */
const PENDING_ATTRIBUTE = 'data-search-pending';

function IndexErrorScreen(): ReactNode {
  const [modal, setModal] = useState<Element | null>(null);
  useEffect(() => {
    setModal(document.querySelector('.DocSearch-Modal'));
  }, []);
  const texts = defaultTranslations.modal?.errorScreen;
  if (!modal) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-index-error" role="alert">
      <p className="DocSearch-Title">{texts?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">
        {texts?.helpText ?? 'You might want to check your network connection.'}
      </p>
    </div>,
    modal.querySelector('.DocSearch-Dropdown') ?? modal,
  );
}

function usePreloadOnIntent(client: EmbeddedSearchClient | null): void {
  // A new array on every render: compare by value.
  const filtersKey = JSON.stringify(useAlgoliaContextualFacetFilters());
  useEffect(() => {
    if (!client) return undefined;
    const preload = () => client.preload(JSON.parse(filtersKey));
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' && (event.metaKey || event.ctrlKey)) || event.key === '/') preload();
    };
    const onPointer = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('.DocSearch-Button')) preload();
    };
    document.addEventListener('keydown', onKey, true);
    for (const type of ['pointerover', 'focusin', 'touchstart']) {
      document.addEventListener(type, onPointer, {passive: true});
    }
    return () => {
      document.removeEventListener('keydown', onKey, true);
      for (const type of ['pointerover', 'focusin', 'touchstart']) {
        document.removeEventListener(type, onPointer);
      }
    };
  }, [client, filtersKey]);
}

/**
 * The search parameters of the theme config, with the spec's snippet length
 * for this screen and, for the embedded index, the reader's binding.
 */
function useSearchParameters(embedded: boolean): Record<string, unknown> {
  const [preferredBinding] = useBindingPreference();
  const {siteConfig} = useDocusaurusContext();
  const configured = (siteConfig.themeConfig.algolia as {searchParameters?: object})
    .searchParameters;
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return useMemo(
    () => ({
      ...configured,
      attributesToSnippet: snippetAttributes(narrow ? SNIPPET_WORDS.narrow : SNIPPET_WORDS.wide),
      // Hosted search rejects parameters it does not know.
      ...(embedded && preferredBinding && {preferredBinding}),
    }),
    [configured, narrow, embedded, preferredBinding],
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  useSearchModalFocus(setUpModal);
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
