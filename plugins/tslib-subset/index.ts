/**
 * Keeps the whole of tslib out of every page's first load.
 *
 * @docusaurus/utils-common, which every page loads, is compiled with
 * `importHelpers` and calls one tslib helper, `__importDefault`. Its
 * `require("tslib")` pulls in all of tslib (about 4 KB of gzip JavaScript),
 * which the bundler cannot trim from a CommonJS module. In the client build
 * that one request is served by ./import-default.js instead, tslib's own
 * definition of the helper. The unit test checks that the helpers the package
 * calls are all there, so an upgrade that calls another one fails there, not
 * in the browser.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The packages whose `tslib` requests are replaced. */
export const ISSUERS = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

export const HELPERS_MODULE = path.join(__dirname, 'import-default.js');

/** The part of the bundler's resolve data the replacement reads and sets. */
export interface ResolveData {
  request: string;
  contextInfo: {issuer: string};
}

/** Points a `tslib` request of ISSUERS at HELPERS_MODULE. */
export function replaceTslibRequest(resolveData: ResolveData): void {
  if (ISSUERS.test(resolveData.contextInfo.issuer)) resolveData.request = HELPERS_MODULE;
}

export default function tslibSubsetPlugin(): Plugin {
  return {
    name: 'tslib-subset',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server bundle is never downloaded.
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^tslib$/,
            replaceTslibRequest as never,
          ),
        ],
      };
    },
  };
}
