/**
 * Smaller route data in the entry bundle, where it costs every page.
 *
 * With 13 versions the site has about 700 routes and 770 chunks, and
 * Docusaurus puts data for all of them in every page's first load: the
 * route registry (in main.js) and the chunk maps of the bundler runtime.
 * Three client-only changes cut about 11 KB of gzip JavaScript and some
 * start-up work from it, without changing what is loaded when:
 *
 * - The registry keeps its loaders and weak module ids but not the module
 *   paths, which only the server render reads (./registry-loader.js).
 * - Chunks are identified by name (`optimization.chunkIds: 'named'`). Route
 *   chunks are already named by Docusaurus (a hash of their route data), so
 *   the runtime needs no chunk id to name map, and Docusaurus's map from
 *   names to ids for prefetching (`__webpack_require__.gca`) is written
 *   without its entries that map a name to itself (./chunk-asset.ts).
 *   Shared chunks take names from their modules' paths.
 * - The route table makes each route's loadable component when the route is
 *   first used, not all ~700 of them while the entry bundle starts
 *   (./routes-loader.js).
 *
 * A framework patch (config/framework-patches.ts), in three parts with a
 * guard each: the loaders fail on a registry or route table of another shape
 * (`client-route-data/registry`, `client-route-data/routes`), and core's
 * chunk asset plugin is pinned and must be found to be replaced
 * (`client-route-data/chunk-asset`).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {guardChunkAsset, replaceCoreChunkAssetPlugin} from './chunk-asset';

/** Docusaurus's generated registry of route chunks. */
export const REGISTRY_MODULE = /[\\/]\.docusaurus[\\/]registry\.js$/;

export const REGISTRY_LOADER = path.join(__dirname, 'registry-loader.js');

/** Docusaurus's generated route table. */
export const ROUTES_MODULE = /[\\/]\.docusaurus[\\/]routes\.js$/;

export const ROUTES_LOADER = path.join(__dirname, 'routes-loader.js');

export default function clientRouteDataPlugin(): Plugin {
  guardChunkAsset();
  return {
    name: 'client-route-data',
    configureWebpack(config, isServer) {
      // The server render needs the registry's module paths.
      if (isServer) return {};
      // A plugin cannot be taken out by merging configurations: replaced in place.
      replaceCoreChunkAssetPlugin((config.plugins ??= []));
      return {
        optimization: {chunkIds: 'named'},
        module: {
          rules: [
            {test: REGISTRY_MODULE, use: [REGISTRY_LOADER]},
            {test: ROUTES_MODULE, use: [ROUTES_LOADER]},
          ],
        },
      };
    },
  };
}
