import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  createRoutePrefetch,
  type RoutePrefetchSources,
} from '../../plugins/route-prefetch/route-prefetch';

/** Two docs under shared parent routes, as the docs plugin nests them. */
const ROUTES: Record<string, string[]> = {
  '/api/cpp/msm': ['/', '/', '/api/cpp/msm'],
  '/api/cpp/ntt': ['/', '/', '/api/cpp/ntt'],
  '/merged': ['/merged'],
};

function sources(overrides: Partial<RoutePrefetchSources> = {}) {
  const fetched: string[] = [];
  let scans = 0;
  const chunkMap = {
    '/-a1b': {__comp: 'docsRoot'},
    '/-c2d': {__comp: 'versionRoot', __props: 'version'},
    '/api/cpp/msm-e3f': {__comp: 'docItem', content: 'msm', __context: {plugin: 'docsPlugin'}},
    '/api/cpp/ntt-0a1': {__comp: 'docItem', content: 'ntt', items: [{content: 'nttExtra'}]},
    '/merged-999': {__comp: 'merged'},
  };
  const routesChunkNames = new Proxy(chunkMap, {
    ownKeys(target) {
      scans += 1;
      return Reflect.ownKeys(target);
    },
  });
  const value: RoutePrefetchSources = {
    matchedRoutePaths: (location) => ROUTES[location] ?? [],
    routesChunkNames,
    chunkUrl: (name) => (name === 'merged' ? undefined : `/assets/js/${name}.js`),
    fetchFile: (url) => (fetched.push(url), Promise.resolve()),
    isSlowConnection: () => false,
    ...overrides,
  };
  return {value, fetched, scans: () => scans};
}

test("fetches a route's chunks and its parents', each file once per visit", async () => {
  const {value, fetched, scans} = sources();
  const {prefetch} = createRoutePrefetch(value);
  assert.deepEqual(await prefetch('/api/cpp/msm'), [
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  assert.deepEqual(fetched, [
    '/assets/js/docsRoot.js',
    '/assets/js/versionRoot.js',
    '/assets/js/version.js',
    '/assets/js/docItem.js',
    '/assets/js/msm.js',
    '/assets/js/docsPlugin.js',
  ]);
  fetched.length = 0;
  await prefetch('/api/cpp/ntt');
  assert.deepEqual(fetched, ['/assets/js/ntt.js', '/assets/js/nttExtra.js'], 'parents not again');
  assert.equal(scans(), 1, 'the chunk map is indexed once');
});

test("keeps the framework's rules: once per location, not after a preload, not on slow links", async () => {
  const {value, fetched} = sources();
  const routePrefetch = createRoutePrefetch(value);
  assert.notEqual(routePrefetch.prefetch('/api/cpp/msm'), false);
  assert.equal(routePrefetch.prefetch('/api/cpp/msm'), false);
  routePrefetch.markPreloaded('/api/cpp/ntt');
  assert.equal(routePrefetch.prefetch('/api/cpp/ntt'), false);

  const slow = sources({isSlowConnection: () => true});
  assert.equal(createRoutePrefetch(slow.value).prefetch('/api/cpp/msm'), false);
  assert.deepEqual(slow.fetched, []);
  await Promise.resolve();
  assert.equal(fetched.length, 6);
});

test('skips chunks without a file of their own, and settles when a download fails', async () => {
  const merged = sources();
  assert.deepEqual(await createRoutePrefetch(merged.value).prefetch('/merged'), []);
  assert.deepEqual(merged.fetched, []);

  const failing = sources({fetchFile: () => Promise.reject(new Error('offline'))});
  const results = await createRoutePrefetch(failing.value).prefetch('/api/cpp/msm');
  assert.equal((results as unknown[]).length, 6);
});
