/**
 * The modal's texts: the theme's translations, with the spec's wording of
 * the no-results screen (the theme says "No results found for").
 */
import defaultTranslations from '@theme/SearchTranslations';

export const translations = {
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
 * DocSearch 4.7 declares this text but never shows it (docsearch-dom.ts, 4).
 * The theme defines it; the types leave it optional.
 */
export const NO_RECENT_SEARCHES_TEXT =
  defaultTranslations.modal?.startScreen?.noRecentSearchesText ?? '';
