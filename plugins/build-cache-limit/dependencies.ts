/**
 * Files whose changes must evict the bundler's persistent cache.
 *
 * Docusaurus names the site config and its own webpack setup as the cache's
 * build dependencies, but not the local plugins: plugins are given to the
 * config as paths, so the bundler never sees their code. A plugin that
 * adds a loader or rewrites modules lists its files here; otherwise a change
 * to them is ignored by the next build, which reuses the modules it cached.
 */
export function persistentCacheDependencies(bundlerName: string, files: readonly string[]) {
  // The shape Docusaurus gives Rspack's persistent cache (core, webpack/base.js).
  return bundlerName === 'rspack'
    ? {experiments: {cache: {type: 'persistent' as const, buildDependencies: [...files]}}}
    : {cache: {type: 'filesystem' as const, buildDependencies: {plugins: [...files]}}};
}
