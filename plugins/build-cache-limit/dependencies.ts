/**
 * Files whose changes must evict the bundler's persistent cache.
 *
 * Docusaurus names the site config and its own webpack setup as the cache's
 * build dependencies, but not the local plugins: plugins are given to the
 * config as paths, so the bundler never sees their code. Yet they add
 * loaders, replace modules and transform Markdown, and a change to them was
 * ignored by the next build, which reused the modules it had cached. So the
 * build-cache-limit plugin (./index.ts) names every local plugin's source
 * files as build dependencies too.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** The local plugins' source files under `pluginsDir`, tests left out. */
export function localPluginFiles(pluginsDir: string): string[] {
  return readdirSync(pluginsDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(ts|js)$/.test(entry.name))
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function persistentCacheDependencies(bundlerName: string, files: readonly string[]) {
  // The shape Docusaurus gives Rspack's persistent cache (core, webpack/base.js).
  return bundlerName === 'rspack'
    ? {experiments: {cache: {type: 'persistent' as const, buildDependencies: [...files]}}}
    : {cache: {type: 'filesystem' as const, buildDependencies: {plugins: [...files]}}};
}
