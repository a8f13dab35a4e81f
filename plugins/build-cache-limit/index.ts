/**
 * Keeps the bundler's persistent cache under a size limit.
 *
 * Rspack's persistent cache (`future.faster.rspackPersistentCache`) writes
 * one folder per build configuration under `node_modules/.cache/rspack` and
 * never removes one: every change of versions built, of test or production
 * build, or of a dependency adds a folder of 100-400 MB, which grew to
 * 7.7 GB on a maintainer's machine. Before and after each build this plugin
 * keeps the most recently used folders within `maxBytes` (the newest
 * `keepNewest` always, so the current build keeps its cache) and deletes
 * the rest. `npm run clear` still removes it all.
 *
 * It also makes every local plugin's files build dependencies of that cache
 * (./dependencies.ts), so a change to a plugin evicts it.
 */
import {readdir, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {localPluginFiles, persistentCacheDependencies} from './dependencies';

export interface BuildCacheLimitOptions {
  /** The cache folder, relative to the site. */
  cacheDir: string;
  maxBytes: number;
  keepNewest: number;
}

const optionsSchema = Joi.object<BuildCacheLimitOptions>({
  cacheDir: Joi.string().default('node_modules/.cache/rspack'),
  maxBytes: Joi.number()
    .integer()
    .min(0)
    .default(1.5 * 1024 ** 3),
  keepNewest: Joi.number().integer().min(0).default(2),
});

interface CacheEntry {
  dir: string;
  bytes: number;
  /** Last write anywhere inside. */
  usedMs: number;
}

async function measure(dir: string): Promise<Omit<CacheEntry, 'dir'>> {
  let bytes = 0;
  let usedMs = (await stat(dir)).mtimeMs;
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
    if (!info) continue;
    if (entry.isFile()) bytes += info.size;
    usedMs = Math.max(usedMs, info.mtimeMs);
  }
  return {bytes, usedMs};
}

/** Which cache folders to delete: all but the newest that fit in the limit. */
export function foldersToDelete(
  entries: readonly CacheEntry[],
  {maxBytes, keepNewest}: Pick<BuildCacheLimitOptions, 'maxBytes' | 'keepNewest'>,
): CacheEntry[] {
  const newestFirst = [...entries].sort((a, b) => b.usedMs - a.usedMs);
  let total = 0;
  return newestFirst.filter((entry, index) => {
    total += entry.bytes;
    return index >= keepNewest && total > maxBytes;
  });
}

/** Deletes cache folders over the limit; returns the bytes freed. */
export async function limitCache(
  cacheDir: string,
  options: Pick<BuildCacheLimitOptions, 'maxBytes' | 'keepNewest'>,
): Promise<number> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  const entries: CacheEntry[] = [];
  for (const name of names) {
    // Rspack's own scratch folder.
    if (name.startsWith('.')) continue;
    const dir = path.join(cacheDir, name);
    if (!(await stat(dir)).isDirectory()) continue;
    entries.push({dir, ...(await measure(dir))});
  }
  const doomed = foldersToDelete(entries, options);
  await Promise.all(doomed.map(({dir}) => rm(dir, {recursive: true, force: true})));
  return doomed.reduce((sum, entry) => sum + entry.bytes, 0);
}

export default function buildCacheLimitPlugin(
  context: LoadContext,
  options: BuildCacheLimitOptions,
): Plugin {
  const cacheDir = path.resolve(context.siteDir, options.cacheDir);
  // Listed once: configureWebpack runs for the client and the server bundle.
  const pluginFiles = localPluginFiles(path.dirname(__dirname));
  const limit = async () => {
    const freed = await limitCache(cacheDir, options);
    if (freed > 0) {
      console.log(`[build-cache-limit] removed ${(freed / 1024 ** 2).toFixed(0)} MB of old cache`);
    }
  };
  return {
    name: 'build-cache-limit',
    loadContent: limit,
    postBuild: limit,
    configureWebpack(_config, _isServer, {currentBundler}) {
      return persistentCacheDependencies(currentBundler.name, pluginFiles);
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  Partial<BuildCacheLimitOptions>,
  BuildCacheLimitOptions
>): BuildCacheLimitOptions {
  return validate(optionsSchema, options);
}
