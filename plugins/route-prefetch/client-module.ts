/**
 * Client module: the site's link prefetching in place of the framework's,
 * installed once the app has rendered. A prefetch that costs less
 * (./route-prefetch.ts) runs in idle time (./idle-prefetch.ts); hover
 * preloading stays the framework's, and a route it preloads is not
 * prefetched again.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import type {ClientModule} from '@docusaurus/types';
import {idlePrefetch, scheduleIdle} from './idle-prefetch';
import {createRoutePrefetch, fetchFileInBackground} from './route-prefetch';

/** The bundler runtime's chunk URL function, written by Docusaurus (plugins/client-route-data). */
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

let installed = false;

const clientModule: ClientModule = {
  // The first call comes during hydration, before any link is reported in view.
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    const framework = window.docusaurus;
    const routePrefetch = createRoutePrefetch({
      matchedRoutePaths: (location) =>
        matchRoutes(routes, location).map(({route}) => String(route.path)),
      routesChunkNames,
      chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
      fetchFile: fetchFileInBackground,
      isSlowConnection: () => {
        const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
        return !!(connection?.effectiveType?.includes('2g') || connection?.saveData);
      },
    });
    window.docusaurus = Object.freeze({
      prefetch: idlePrefetch(routePrefetch.prefetch, scheduleIdle),
      preload: (location: string) => {
        routePrefetch.markPreloaded(location);
        return framework.preload(location);
      },
    });
  },
};

export default clientModule;
