import assert from 'node:assert/strict';
import {test} from 'node:test';
import {searchSettings} from '../../config/search';
import {
  limitQuery,
  MAX_QUERY_LENGTH,
  NARROW_SCREEN_QUERY,
  SEARCH_CONSTANTS,
  SNIPPET_WORDS,
  snippetAttributes,
} from '../../src/search/constants';

const algoliaEnv = {
  ALGOLIA_APP_ID: 'APP123',
  ALGOLIA_SEARCH_API_KEY: 'search-only-key',
  ALGOLIA_INDEX_NAME: 'icicle',
};

test('the embedded index is the default and needs no credentials', () => {
  const settings = searchSettings({});
  assert.equal(settings.provider, 'embedded');
  assert.equal(settings.manifestUrl, '/search-index/manifest.json');
  assert.equal(settings.themeConfig.contextualSearch, true);
  assert.equal(settings.themeConfig.searchPagePath, 'search');
  // The theme's preconnect goes to https://{appId}-dsn.algolia.net: keep it off third parties.
  const preconnect = new URL(`https://${settings.themeConfig.appId}-dsn.algolia.net`);
  assert.equal(preconnect.hostname, 'embedded.invalid');
});

test('Algolia credentials in the environment choose the hosted index', () => {
  const settings = searchSettings(algoliaEnv);
  assert.equal(settings.provider, 'algolia');
  assert.equal(settings.manifestUrl, null);
  assert.equal(settings.themeConfig.appId, 'APP123');
  assert.equal(settings.themeConfig.apiKey, 'search-only-key');
  assert.equal(settings.themeConfig.indexName, 'icicle');
  assert.equal(settings.themeConfig.contextualSearch, true);
  assert.deepEqual(settings.themeConfig.replaceSearchResultPathname, {from: '^/docs/', to: '/'});
});

test('the hosted provider without a key fails with a message naming what is missing', () => {
  assert.throws(
    () => searchSettings({SEARCH_PROVIDER: 'algolia', ALGOLIA_APP_ID: 'APP123'}),
    /ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
  );
  assert.throws(() => searchSettings({ALGOLIA_APP_ID: 'APP123'}), /needs ALGOLIA_SEARCH_API_KEY/);
  assert.throws(() => searchSettings({SEARCH_PROVIDER: 'lunr'}), /embedded" or "algolia/);
});

test('SEARCH_PROVIDER=embedded keeps the embedded index even with credentials set', () => {
  assert.equal(searchSettings({...algoliaEnv, SEARCH_PROVIDER: 'embedded'}).provider, 'embedded');
});

test('carries the spec constants to the DocSearch modal', () => {
  const {themeConfig} = searchSettings({});
  assert.deepEqual(themeConfig.searchParameters, {hitsPerPage: 20});
  const modalProps = themeConfig as unknown as Record<string, unknown>;
  assert.equal(modalProps.maxResultsPerGroup, 5);
  assert.equal(modalProps.recentSearchesLimit, 7);
  assert.equal(modalProps.recentSearchesWithFavoritesLimit, 4);
  assert.equal(modalProps.placeholder, 'Search docs');
  assert.equal(SEARCH_CONSTANTS.hitsPerPage, 20);
});

test('snippets are 10 words long, 5 on narrow screens, for every hierarchy level and the content', () => {
  assert.equal(SNIPPET_WORDS.wide, 10);
  assert.equal(SNIPPET_WORDS.narrow, 5);
  assert.equal(NARROW_SCREEN_QUERY, '(max-width: 768px)');
  assert.deepEqual(snippetAttributes(5), [
    'hierarchy.lvl1:5',
    'hierarchy.lvl2:5',
    'hierarchy.lvl3:5',
    'hierarchy.lvl4:5',
    'hierarchy.lvl5:5',
    'hierarchy.lvl6:5',
    'content:5',
  ]);
});

test('limitQuery cuts at 64 UTF-16 units like the input, never inside an emoji, on one line', () => {
  assert.equal(limitQuery('x'.repeat(80)), 'x'.repeat(MAX_QUERY_LENGTH));
  assert.equal(limitQuery('ntt'), 'ntt');
  assert.equal(limitQuery('merkle\ntree\r\nroot'), 'merkle tree root');
  // An emoji is two UTF-16 units; one starting at unit 64 is dropped whole.
  assert.equal(limitQuery(`${'x'.repeat(63)}😀`), 'x'.repeat(63));
  assert.equal(limitQuery(`${'x'.repeat(62)}😀y`), `${'x'.repeat(62)}😀`);
});
