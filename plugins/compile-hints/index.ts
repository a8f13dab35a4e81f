/**
 * Has the browser compile the entry scripts while they download.
 *
 * V8 compiles a function the first time it runs, on the main thread. The
 * entry chunks run nearly all of their functions at start-up (React, the
 * router, the theme's layout), so most of the main thread's "evaluate
 * script" task for main.js was that compilation: the longest task of every
 * page and the largest part of its Total Blocking Time. V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad` on a script's first line (Chrome and
 * Edge 136+), makes the streaming compiler, which works off the main thread
 * while the file downloads, compile every function of the file. Other
 * browsers read a comment. Only the entry chunks carry it: the other chunks
 * include code that may never run (the search modal, diagrams), and marking
 * every chunk, or the route and theme chunks, showed no clear gain when
 * measured on the doc pages.
 */
import type {Plugin} from '@docusaurus/types';

/** V8's magic comment; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts it is added to: the entry chunks' JavaScript, never their CSS. */
export const HINTED_ASSETS = /\.js$/;

/** The part of the bundler's API the plugin uses (Rspack's, or webpack's). */
interface Bundler {
  BannerPlugin: new (options: {
    banner: string;
    raw: boolean;
    entryOnly: boolean;
    test: RegExp;
    stage: number;
  }) => unknown;
  Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
}

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server bundle runs in Node.js, once per page at build time.
      if (isServer) return {};
      const bundler = currentBundler.instance as unknown as Bundler;
      return {
        plugins: [
          new bundler.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: HINTED_ASSETS,
            // After the minimizer, which drops comments, and before the
            // content hash, so the file names still name their content.
            stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ] as never,
      };
    },
  };
}
