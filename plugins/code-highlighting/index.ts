/**
 * Keeps the Prism highlighter out of the browser bundle.
 *
 * Code is highlighted at build time (./rehype.ts), but @docusaurus/theme-classic
 * still registers a client module that loads prism-react-renderer and the
 * configured Prism languages on every page: about 25 KB of gzip JavaScript in
 * the first bundle. This plugin swaps that module for an empty one. The site's
 * `@theme/CodeBlock` (src/theme/CodeBlock) does not import Prism either, so no
 * page downloads it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The client module of theme-classic that fills Prism with languages. */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export const EMPTY_CLIENT_MODULE = path.join(__dirname, 'empty-client-module.js');

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            EMPTY_CLIENT_MODULE,
          ),
        ],
      };
    },
  };
}
