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
 *
 * A framework patch (config/framework-patches.ts) on the bundler rather than
 * Docusaurus. Guard: the bundler must have the banner plugin and the asset
 * stage this patch uses, and once the assets are final every entry script
 * must start with the hint (a stage that moved, or a step that writes before
 * it, would otherwise leave the comment inert without a word).
 */
import type {Plugin} from '@docusaurus/types';
import {FrameworkPatchError} from '../../config/framework-patch-guard';

export const COMPILE_HINTS_PATCH = 'compile-hints';

/** Whose code the guard's failures point at. */
const BUNDLER = 'Rspack';

/** V8's magic comment; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts it is added to: the entry chunks' JavaScript, never their CSS. */
export const HINTED_ASSETS = /\.js$/;

/** The part of the bundler's API the plugin uses (Rspack's, or webpack's). */
export interface Bundler {
  BannerPlugin: new (options: {
    banner: string;
    raw: boolean;
    entryOnly: boolean;
    test: RegExp;
    stage: number;
  }) => unknown;
  Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number; PROCESS_ASSETS_STAGE_REPORT: number};
}

/** The parts of a compilation the check reads. */
interface Compilation {
  chunks: Iterable<{canBeInitial(): boolean; files: Iterable<string>}>;
  getAsset(name: string): {source: {source(): string | Buffer}} | void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
}

interface Compiler {
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
}

/** Fails the build unless the bundler has what the patch uses. */
export function guardBundler(bundler: Partial<Bundler>): Bundler {
  const stages: Partial<Bundler['Compilation']> = bundler.Compilation ?? {};
  const missing = [
    typeof bundler.BannerPlugin === 'function' ? '' : 'BannerPlugin',
    Number.isFinite(stages.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE)
      ? ''
      : 'Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE',
    Number.isFinite(stages.PROCESS_ASSETS_STAGE_REPORT)
      ? ''
      : 'Compilation.PROCESS_ASSETS_STAGE_REPORT',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new FrameworkPatchError(
      COMPILE_HINTS_PATCH,
      `the bundler API this patch uses was not found (${missing.join(', ')})`,
      BUNDLER,
    );
  }
  return bundler as Bundler;
}

/** Fails the build unless there are entry scripts and each starts with the hint on a line of its own. */
export function checkEntryScripts(scripts: ReadonlyMap<string, string>): void {
  if (scripts.size === 0) {
    throw new FrameworkPatchError(
      COMPILE_HINTS_PATCH,
      'no entry script was found to check for the compile hint',
      BUNDLER,
    );
  }
  const unhinted = [...scripts]
    .filter(([, source]) => !source.startsWith(`${COMPILE_HINT}\n`))
    .map(([name]) => name);
  if (unhinted.length > 0) {
    throw new FrameworkPatchError(
      COMPILE_HINTS_PATCH,
      `the entry scripts ${unhinted.join(', ')} do not start with the compile hint this patch adds`,
      BUNDLER,
    );
  }
}

/** Checks the entry scripts once the assets are final (the report stage, after every change). */
class CompileHintCheckPlugin {
  constructor(private readonly reportStage: number) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(COMPILE_HINTS_PATCH, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: COMPILE_HINTS_PATCH, stage: this.reportStage},
        () => {
          const scripts = new Map<string, string>();
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              const asset = HINTED_ASSETS.test(file) && compilation.getAsset(file);
              if (asset) scripts.set(file, String(asset.source.source()));
            }
          }
          checkEntryScripts(scripts);
        },
      );
    });
  }
}

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server bundle runs in Node.js, once per page at build time.
      if (isServer) return {};
      const bundler = guardBundler(currentBundler.instance as unknown as Partial<Bundler>);
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
          new CompileHintCheckPlugin(bundler.Compilation.PROCESS_ASSETS_STAGE_REPORT),
        ] as never,
      };
    },
  };
}
