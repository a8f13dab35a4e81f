/**
 * Keeps the whole of tslib out of every page's first load.
 *
 * @docusaurus/utils-common, which every page loads, is compiled with
 * `importHelpers` and calls one tslib helper, `__importDefault`. Its
 * `require("tslib")` pulls in all of tslib (about 4 KB of gzip JavaScript),
 * which the bundler cannot trim from a CommonJS module. In the client build
 * that one request is served by ./import-default.js instead, tslib's own
 * definition of the helper.
 *
 * A framework patch (config/framework-patches.ts). Guard: when the build
 * loads it, the package must still require tslib and call no helper that
 * ./import-default.js lacks, so an upgrade that drops tslib (the patch would
 * do nothing) or calls another helper (the browser would fail) stops the
 * build.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  FrameworkPatchError,
  frameworkFilePath,
  requireCode,
} from '../../config/framework-patch-guard';

export const TSLIB_SUBSET_PATCH = 'tslib-subset';

/** The package whose compiled files are checked, and their folder in it. */
const ISSUER_LIB = '@docusaurus/utils-common/lib';

/** The packages whose `tslib` requests are replaced. */
export const ISSUERS = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

export const HELPERS_MODULE = path.join(__dirname, 'import-default.js');

/** The part of the bundler's resolve data the replacement reads and sets. */
export interface ResolveData {
  request: string;
  contextInfo: {issuer: string};
}

/** The tslib helpers ./import-default.js defines. */
export function providedHelpers(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return Object.keys(require(HELPERS_MODULE) as Record<string, unknown>);
}

/** The compiled files of the package, by name (the build reads the installed ones). */
export function installedIssuerFiles(): Record<string, string> {
  const libDir = frameworkFilePath(ISSUER_LIB);
  if (!libDir || !ISSUERS.test(libDir + path.sep)) {
    throw new FrameworkPatchError(TSLIB_SUBSET_PATCH, `${ISSUER_LIB} was not found`);
  }
  return Object.fromEntries(
    readdirSync(libDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(path.join(libDir, name), 'utf8')]),
  );
}

/** The tslib helpers the package's files call (`tslib_1.__importDefault(…)`). */
export function calledHelpers(files: Readonly<Record<string, string>>): string[] {
  const called = new Set<string>();
  for (const source of Object.values(files)) {
    for (const [, helper] of source.matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(helper!);
  }
  return [...called].sort();
}

/** Fails the build unless the package requires tslib and calls only helpers the subset has. */
export function guardTslibSubset(
  files: Readonly<Record<string, string>> = installedIssuerFiles(),
  provided: readonly string[] = providedHelpers(),
): void {
  requireCode(TSLIB_SUBSET_PATCH, ISSUER_LIB, Object.values(files).join('\n'), {
    'a require("tslib") to replace': /\brequire\("tslib"\)/,
  });
  const missing = calledHelpers(files).filter((helper) => !provided.includes(helper));
  if (missing.length > 0) {
    throw new FrameworkPatchError(
      TSLIB_SUBSET_PATCH,
      `${ISSUER_LIB} calls tslib helpers this patch does not provide (${missing.join(', ')})`,
    );
  }
}

/** Points a `tslib` request of ISSUERS at HELPERS_MODULE. */
export function replaceTslibRequest(resolveData: ResolveData): void {
  if (ISSUERS.test(resolveData.contextInfo.issuer)) resolveData.request = HELPERS_MODULE;
}

export default function tslibSubsetPlugin(): Plugin {
  guardTslibSubset();
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
