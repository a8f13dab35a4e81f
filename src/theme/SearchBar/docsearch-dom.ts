/**
 * Every change this site makes to the DOM DocSearch renders, in one file.
 *
 * Written against DocSearch 4.7.0 (`@docsearch/react` and `@docsearch/css`,
 * pinned in package.json; DOCSEARCH_VERSION below), and checked in its shipped
 * code: node_modules/@docsearch/react/dist/esm/DocSearchModal.js and
 * DocSearchButton.js, node_modules/@docsearch/css/dist/style.css. DocSearch
 * renders its button and modal itself. Its props set texts, the hit
 * component, the search client and the search parameters, never the
 * attributes of its own elements or the screen it shows, so each adaptation
 * acts on the elements it rendered. Adaptations 1, 2 and 4 run when focus
 * enters `.DocSearch-Modal` ("modal focus": its input takes focus as the
 * modal opens; DocSearch has no open event).
 *
 * 1. "input limit": the input takes at most the spec's 64 characters.
 *    DocSearch calls autocomplete's `getInputProps` with `maxLength: 512`
 *    itself and has no prop for it. React leaves the attribute alone
 *    afterwards: its own value never changes.
 * 2. "dialog": DocSearch gives the backdrop (`.DocSearch-Container`)
 *    `role: "button"`, `tabIndex: 0` and autocomplete's root props (so a
 *    click outside closes it), which puts the search box and every result
 *    inside a button for assistive technology, and the modal has no role.
 *    The backdrop loses the role, the tab stop and its `aria-*` attributes
 *    (a click and Escape still close it) and `.DocSearch-Modal` becomes a
 *    labelled modal dialog. No prop reaches either element.
 * 3. "result option": DocSearch renders each result as
 *    `<li class="DocSearch-Hit" role="option" aria-selected id>` (autocomplete's
 *    `getItemProps`) around the `hitComponent`; a link there is a second
 *    control nested in the option (axe: nested-interactive), and the hit
 *    component cannot set the item's attributes. The item becomes
 *    `role="none"` and the link (Hit.tsx) takes the role, `aria-selected` and
 *    the id the input's `aria-activedescendant` points at (HTML allows
 *    `role="option"` on a link); an observer moves them again when React
 *    updates them. styles.css mirrors DocSearch's selected-item rules for the
 *    link.
 * 4. "no recent searches": with no history, DocSearch 4.7 renders no
 *    `.DocSearch-Dropdown` at all (it skips it while the status is idle, the
 *    query empty and no collection has items) and never reads
 *    `noRecentSearchesText`, though its translation types declare it. While
 *    a modal is open, a start screen with that text sits after
 *    `.DocSearch-SearchBar`, removed as soon as DocSearch renders a dropdown.
 * 5. "index error screen": DocSearch shows its error screen only while its
 *    status is "error", set when the client throws a RetryError, and
 *    autocomplete sets the status back to "idle" as the request settles (in
 *    a `finally`), so an index that cannot load shows the no-results screen.
 *    IndexErrorScreen.tsx renders DocSearch's error screen markup and texts
 *    into `.DocSearch-Dropdown`; styles.css shows it in place of
 *    `.DocSearch-NoResults`.
 * 6. "pending state": `data-search-pending` on `<html>` while a search of the
 *    embedded index is in flight (useIndexFailure.ts). DocSearch can show
 *    its no-results screen while the first query waits for the index: when
 *    its autocomplete starts over with the query already typed (a modal
 *    opened as the page hydrates), it renders that query with no
 *    collections yet, then keeps that screen while the status is "loading";
 *    styles.css hides `.DocSearch-NoResults` meanwhile.
 * 7. "footer logo": over the embedded index, `data-search-provider` on
 *    `<html>` (index.tsx) and styles.css hide `.DocSearch-Logo`: DocSearch's
 *    footer always credits Algolia and has no prop to leave it out.
 * 8. "search button": preload on intent (usePreloadOnIntent.ts) knows
 *    DocSearch's button by `.DocSearch-Button`: the theme gives the button
 *    its own pointer and focus handlers and passes no others through.
 *
 * Failing loudly: an adaptation that looks up a DocSearch element and does
 * not find it logs one console error naming itself and the class it missed
 * (reportBroken); so does "modal focus" when DocSearch's input takes focus
 * outside `.DocSearch-Modal`. 6, 7 and the selected-result style are CSS and
 * cannot. The guard tests cover every adaptation:
 * test/unit/docsearch-dom.test.ts (the installed version, each class name of
 * ADAPTATIONS in DocSearch's shipped code, the selected-item rules styles.css
 * mirrors) and test/site/docsearch-dom.test.ts (each adaptation takes effect
 * in Chromium). maintainers/search-ui.md says what to check on an upgrade.
 */
import {MAX_QUERY_LENGTH} from '@site/src/search/constants';

/** The DocSearch release these adaptations were written against and checked with. */
export const DOCSEARCH_VERSION = '4.7.0';

/**
 * The adaptations by name, with the class names of DocSearch's markup each
 * relies on (looks up, styles or copies). Read by the guard tests, which
 * also check that the files of the wrapper name no other DocSearch class.
 */
export const ADAPTATIONS: readonly {name: string; classes: readonly string[]}[] = [
  {name: 'modal focus', classes: ['DocSearch-Modal', 'DocSearch-Input']},
  {name: 'input limit', classes: ['DocSearch-Modal', 'DocSearch-Input']},
  {name: 'dialog', classes: ['DocSearch-Modal', 'DocSearch-Container']},
  {name: 'result option', classes: ['DocSearch-Hit']},
  {
    name: 'no recent searches',
    classes: ['DocSearch-Modal', 'DocSearch-SearchBar', 'DocSearch-Dropdown', 'DocSearch-Help'],
  },
  {
    name: 'index error screen',
    classes: [
      'DocSearch-Modal',
      'DocSearch-Dropdown',
      'DocSearch-ErrorScreen',
      'DocSearch-Title',
      'DocSearch-Help',
      'DocSearch-NoResults',
    ],
  },
  {name: 'pending state', classes: ['DocSearch-NoResults']},
  {name: 'footer logo', classes: ['DocSearch-Logo']},
  {name: 'search button', classes: ['DocSearch-Button']},
];

/** Our start screen for an empty history (4). */
const NO_RECENT_CLASS = 'search-no-recent';
/** Set on `<html>` while a search of the embedded index is in flight (6). */
const PENDING_ATTRIBUTE = 'data-search-pending';

const reported = new Set<string>();

/**
 * One console error per adaptation and page load, naming it and the class of
 * the element it did not find.
 */
function reportBroken(adaptation: string, missingClass: string): void {
  if (reported.has(adaptation)) return;
  reported.add(adaptation);
  console.error(`DocSearch adaptation "${adaptation}" is broken: no .${missingClass}`);
}

/** The element of class `name` in `scope`; reported for `adaptation` when missing. */
function find<E extends Element = Element>(
  scope: ParentNode,
  name: string,
  adaptation: string,
): E | null {
  const element = scope.querySelector<E>(`.${name}`);
  if (!element) reportBroken(adaptation, name);
  return element;
}

/** 1. */
function limitInput(modal: Element): void {
  const input = find<HTMLInputElement>(modal, 'DocSearch-Input', 'input limit');
  if (input) input.maxLength = MAX_QUERY_LENGTH;
}

/** 2. */
function makeDialog(modal: Element): void {
  const backdrop = modal.parentElement;
  if (!backdrop?.classList.contains('DocSearch-Container')) {
    reportBroken('dialog', 'DocSearch-Container');
    return;
  }
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

/** 4: our start screen while DocSearch shows none, gone once it shows its own. */
function syncNoRecentSearches(modal: Element, text: string): void {
  const ours = modal.querySelector(`.${NO_RECENT_CLASS}`);
  const theirs = modal.querySelector(`.DocSearch-Dropdown:not(.${NO_RECENT_CLASS})`);
  if (theirs && ours) ours.remove();
  if (theirs || ours) return;
  const screen = document.createElement('div');
  screen.className = `DocSearch-Dropdown ${NO_RECENT_CLASS}`;
  const message = document.createElement('p');
  message.className = 'DocSearch-Help';
  message.textContent = text;
  screen.append(message);
  find(modal, 'DocSearch-SearchBar', 'no recent searches')?.after(screen);
}

/** Modals already watched (4): one observer each, for the life of the modal. */
const watchedModals = new WeakSet<Element>();

function watchNoRecentSearches(modal: Element, text: string): void {
  if (watchedModals.has(modal)) return;
  watchedModals.add(modal);
  syncNoRecentSearches(modal, text);
  new MutationObserver(() => syncNoRecentSearches(modal, text)).observe(modal, {
    childList: true,
    subtree: true,
  });
}

/**
 * Applies adaptations 1, 2 and 4 to each modal focus enters ("modal focus");
 * returns the listener's removal. `noRecentSearchesText` is the theme's text.
 */
export function adaptModalOnFocus(noRecentSearchesText: string): () => void {
  const listener = (event: FocusEvent) => {
    const target = event.target as Element;
    const modal = target.closest?.('.DocSearch-Modal');
    if (modal) {
      limitInput(modal);
      makeDialog(modal);
      watchNoRecentSearches(modal, noRecentSearchesText);
    } else if (target.matches?.('.DocSearch-Input')) {
      // DocSearch's input has focus, but no modal around it.
      reportBroken('modal focus', 'DocSearch-Modal');
    }
  };
  document.addEventListener('focusin', listener);
  return () => document.removeEventListener('focusin', listener);
}

/**
 * 3: makes `link` the ARIA option of the result it renders; returns the
 * observer's disconnection.
 */
export function adaptResultLink(link: HTMLAnchorElement): (() => void) | undefined {
  const item = link.closest('.DocSearch-Hit');
  if (!item) {
    reportBroken('result option', 'DocSearch-Hit');
    return undefined;
  }
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

/** 5: where the error screen goes, the open modal's dropdown; null with no modal open. */
export function errorScreenTarget(): Element | null {
  const modal = document.querySelector('.DocSearch-Modal');
  return modal && (find(modal, 'DocSearch-Dropdown', 'index error screen') ?? modal);
}

/** 6. */
export function setSearchPending(pending: boolean): void {
  document.documentElement.toggleAttribute(PENDING_ATTRIBUTE, pending);
}

/** 8: whether an event's target is DocSearch's search button. */
export function isSearchButton(target: EventTarget | null): boolean {
  return Boolean((target as Element | null)?.closest?.('.DocSearch-Button'));
}

/** 8: reports a page whose search button DocSearch no longer marks. */
export function checkSearchButton(): void {
  find(document, 'DocSearch-Button', 'search button');
}
