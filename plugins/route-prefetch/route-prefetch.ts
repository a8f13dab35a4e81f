/**
 * The framework's link prefetching (`window.docusaurus.prefetch`, from
 * @docusaurus/core 3.10.x lib/client/docusaurus.js, MIT), with the same rules
 * and far less main-thread work on this site.
 *
 * A prefetch fetches the chunks of every route a path matches: a doc page's
 * own chunks and those of its parent routes (the docs root, the version,
 * its sidebar data). Core finds them by scanning all ~700 entries of the
 * route chunk map with a regular expression for each matched route, and adds
 * a `<link rel="prefetch">` for each chunk of each prefetched path, so the
 * same parent chunks are linked again for every doc link that scrolls into
 * view. Measured on `/search?q=ntt` at 4x slowdown: 28 links for 7 files and
 * about 260 ms of main-thread work. Here the chunk map is indexed by route
 * path once, and each file is requested once per visit. Core's function can
 * only be replaced, not configured, hence this module; it keeps core's skip
 * rules (slow or data-saving connections, routes already prefetched or
 * preloaded) and its fallback for browsers without `rel="prefetch"`.
 */

/** What a prefetch needs from the framework and the page; the client module passes the real ones. */
export interface RoutePrefetchSources {
  /** The paths of the routes a location matches, outermost first (react-router-config). */
  matchedRoutePaths(location: string): string[];
  /** Route chunk names by `<route path>-<hash>` (@generated/routesChunkNames). */
  routesChunkNames: Record<string, ChunkNames>;
  /** A chunk's URL (`__webpack_require__.gca`), if the chunk exists on its own. */
  chunkUrl(chunkName: string): string | undefined;
  /** Starts the download of a file into the HTTP cache. */
  fetchFile(url: string): Promise<void>;
  /** True on connections where the framework does not prefetch (2G, Save-Data). */
  isSlowConnection(): boolean;
}

export type ChunkNames = {[prop: string]: string | ChunkNames | ChunkNames[]};

export interface RoutePrefetch {
  prefetch(location: string): false | Promise<void[]>;
  /** Records a route the framework preloaded, which needs no prefetch. */
  markPreloaded(location: string): void;
}

/** Every chunk name in a route's (nested) chunk names. */
function leafChunkNames(names: ChunkNames | ChunkNames[] | string): string[] {
  if (typeof names === 'string') return [names];
  return Object.values(names).flatMap((value) => leafChunkNames(value));
}

export function createRoutePrefetch(sources: RoutePrefetchSources): RoutePrefetch {
  const handled = new Set<string>();
  const requestedUrls = new Set<string>();
  let chunkNamesByRoutePath: Map<string, string[]> | undefined;

  /** Built on the first prefetch: route path (key without its hash) to chunk names. */
  const chunkNamesOf = (routePath: string): string[] => {
    if (!chunkNamesByRoutePath) {
      chunkNamesByRoutePath = new Map();
      for (const [key, names] of Object.entries(sources.routesChunkNames)) {
        const path = key.replace(/-[^-]+$/, '');
        const list = chunkNamesByRoutePath.get(path) ?? [];
        list.push(...leafChunkNames(names));
        chunkNamesByRoutePath.set(path, list);
      }
    }
    return chunkNamesByRoutePath.get(routePath) ?? [];
  };

  return {
    prefetch(location) {
      if (sources.isSlowConnection() || handled.has(location)) return false;
      handled.add(location);
      const urls = sources
        .matchedRoutePaths(location)
        .flatMap(chunkNamesOf)
        .map((name) => sources.chunkUrl(name))
        // Core skips a chunk the bundler merged into another (no URL of its own).
        .filter((url): url is string => !!url && !url.includes('undefined'))
        .filter((url) => !requestedUrls.has(url) && requestedUrls.add(url));
      return Promise.all(urls.map((url) => sources.fetchFile(url).catch(() => undefined)));
    },
    markPreloaded(location) {
      handled.add(location);
    },
  };
}

/** Core's strategies: a prefetch hint where supported, else a background request. */
export function fetchFileInBackground(url: string): Promise<void> {
  const hint = document.createElement('link');
  if (hint.relList?.supports?.('prefetch')) {
    return new Promise((resolve, reject) => {
      hint.rel = 'prefetch';
      hint.href = url;
      hint.onload = () => resolve();
      hint.onerror = () => reject(new Error(`prefetch of ${url} failed`));
      document.head.appendChild(hint);
    });
  }
  return fetch(url, {credentials: 'include'}).then(() => undefined);
}
