/**
 * Docusaurus's `__webpack_require__.gca` ("get chunk asset"), which link
 * prefetching calls to turn a route chunk's name into its URL, written
 * without the entries that map a name to itself.
 *
 * Adapted from @docusaurus/core 3.10.x, lib/webpack/plugins/ChunkAssetPlugin.js
 * (MIT, Facebook, Inc. and its affiliates). Core's runtime module writes a
 * name-to-id map of every named chunk into the runtime every page loads.
 * Once chunks are identified by name (./index.ts) each of those entries maps
 * a name to itself: over 400 entries and 3.6 KB of gzip that change nothing.
 * No option turns the map off, so the plugin is replaced, not wrapped; the
 * function it writes is the same, and a chunk whose id differs from its
 * name still gets its entry.
 *
 * Guard: core's plugin file is pinned (CORE_PLUGIN_FILES), and the build
 * fails if the plugin is not in the client configuration to be replaced.
 */
import {
  FrameworkPatchError,
  installedFramework,
  type FrameworkReader,
  type PinnedFrameworkFiles,
  requirePinnedFiles,
} from '../../config/framework-patch-guard';

export const CHUNK_ASSET_PATCH = 'client-route-data/chunk-asset';

/** The file of the plugin replaced, as it was when this copy was made (@docusaurus/core 3.10.2). */
export const CORE_PLUGIN_FILES: PinnedFrameworkFiles = {
  '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js':
    'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
};

/** Fails the build if core's plugin changed since this copy was made. */
export function guardChunkAsset(read: FrameworkReader = installedFramework(CHUNK_ASSET_PATCH)) {
  requirePinnedFiles(CHUNK_ASSET_PATCH, CORE_PLUGIN_FILES, read);
}

/** The parts of webpack's and Rspack's shared API the runtime module uses. */
interface Bundler {
  RuntimeModule: {new (name: string, stage?: number): RuntimeModuleInstance; STAGE_ATTACH: number};
  RuntimeGlobals: {publicPath: string; getChunkScriptFilename: string};
}

interface RuntimeModuleInstance {
  chunk?: {getChunkMaps(realHash: boolean): {name: Record<string, string>}};
  fullHash: boolean;
  generate(): string;
}

interface Compilation {
  hooks: {additionalTreeRuntimeRequirements: {tap(name: string, fn: (chunk: never) => void): void}};
  addRuntimeModule(chunk: never, module: RuntimeModuleInstance): void;
}

interface Compiler {
  webpack: Bundler;
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}

/** The name of the plugin this one replaces (its class name in @docusaurus/core). */
export const CORE_PLUGIN_NAME = 'ChunkAssetPlugin';

/** The runtime code: the chunk ids that differ from their names, then the URL. */
export function chunkAssetRuntimeCode(
  chunkIdToName: Record<string, string>,
  globals: Bundler['RuntimeGlobals'],
): string {
  const renamed = Object.fromEntries(
    Object.entries(chunkIdToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
  const lookup = Object.keys(renamed).length
    ? `chunkId = ${JSON.stringify(renamed)}[chunkId]||chunkId; `
    : '';
  return `// Docusaurus function to get chunk asset
__webpack_require__.gca = function(chunkId) { ${lookup}return ${globals.publicPath} + ${globals.getChunkScriptFilename}(chunkId); };`;
}

export class CompactChunkAssetPlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        this.fullHash = true;
      }
      generate(): string {
        return chunkAssetRuntimeCode(this.chunk!.getChunkMaps(false).name, RuntimeGlobals);
      }
    }
    compiler.hooks.thisCompilation.tap(CORE_PLUGIN_NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(CORE_PLUGIN_NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}

/**
 * Puts this plugin in place of core's in a client configuration's plugin
 * list; fails the build if core's is not there (a Docusaurus upgrade renamed
 * or dropped it).
 */
export function replaceCoreChunkAssetPlugin(plugins: unknown[]): void {
  const index = plugins.findIndex(
    (plugin) =>
      typeof plugin === 'object' && plugin !== null && plugin.constructor.name === CORE_PLUGIN_NAME,
  );
  if (index < 0) {
    throw new FrameworkPatchError(
      CHUNK_ASSET_PATCH,
      `the ${CORE_PLUGIN_NAME} this patch replaces was not found in the client bundler configuration`,
    );
  }
  plugins[index] = new CompactChunkAssetPlugin();
}
