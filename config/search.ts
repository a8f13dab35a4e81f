/**
 * Search: the DocSearch UI over the embedded index by default, or over a
 * hosted Algolia index when its credentials are in the environment.
 *
 *   SEARCH_PROVIDER          `embedded` (default) or `algolia`
 *   ALGOLIA_APP_ID           application id        } all three required
 *   ALGOLIA_SEARCH_API_KEY   search-only API key   } for `algolia`; setting
 *   ALGOLIA_INDEX_NAME       index name            } any of them chooses it
 */
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {SEARCH_CONSTANTS} from '../src/search/constants';

export type SearchProvider = 'embedded' | 'algolia';

/** Where the search-index plugin writes its shards and manifest, under the build. */
export const SEARCH_INDEX_DIR = 'search-index';

export interface SearchSettings {
  provider: SearchProvider;
  /** The shard manifest the embedded client reads; null for Algolia. */
  manifestUrl: string | null;
  themeConfig: NonNullable<AlgoliaThemeConfig['algolia']>;
}

const ALGOLIA_VARIABLES = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const;

export function searchSettings(env: NodeJS.ProcessEnv = process.env): SearchSettings {
  const chosen = env.SEARCH_PROVIDER?.trim();
  if (chosen && chosen !== 'embedded' && chosen !== 'algolia') {
    throw new Error(`SEARCH_PROVIDER must be "embedded" or "algolia", not "${chosen}".`);
  }
  const anyAlgoliaVariable = ALGOLIA_VARIABLES.some((name) => env[name]?.trim());
  const provider: SearchProvider =
    (chosen as SearchProvider | undefined) ?? (anyAlgoliaVariable ? 'algolia' : 'embedded');

  const common = {
    contextualSearch: true,
    searchPagePath: 'search',
    searchParameters: {hitsPerPage: SEARCH_CONSTANTS.hitsPerPage},
    // DocSearch modal props, passed through by the theme.
    maxResultsPerGroup: SEARCH_CONSTANTS.maxResultsPerGroup,
    recentSearchesLimit: SEARCH_CONSTANTS.recentSearchesLimit,
    recentSearchesWithFavoritesLimit: SEARCH_CONSTANTS.recentSearchesWithFavoritesLimit,
    placeholder: 'Search docs',
  };

  if (provider === 'embedded') {
    return {
      provider,
      manifestUrl: `/${SEARCH_INDEX_DIR}/manifest.json`,
      themeConfig: {
        ...common,
        // The DocSearch UI requires these; the embedded client never uses them.
        // The theme also renders `<link rel="preconnect" href="https://{appId}-dsn.algolia.net">`
        // in every page; with this id the href's host is `embedded.invalid` (the rest
        // becomes a fragment), a reserved name that never resolves, so the default
        // build opens no connection to a third party.
        appId: 'embedded.invalid#',
        apiKey: 'embedded-index',
        indexName: 'icicle-docs',
      },
    };
  }

  const missing = ALGOLIA_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `Search provider "algolia" needs ${missing.join(', ')} in the environment ` +
        `(the application id, a search-only API key and the index name). ` +
        `Set them, or unset SEARCH_PROVIDER and the ALGOLIA_* variables to use the embedded index.`,
    );
  }
  return {
    provider,
    manifestUrl: null,
    themeConfig: {
      ...common,
      appId: env.ALGOLIA_APP_ID!.trim(),
      apiKey: env.ALGOLIA_SEARCH_API_KEY!.trim(),
      indexName: env.ALGOLIA_INDEX_NAME!.trim(),
      // Records crawled from an older deployment under /docs/ open at the root.
      replaceSearchResultPathname: {from: '^/docs/', to: '/'},
    },
  };
}
