/**
 * Ships the message catalogue's entries outside the FAQ pages' JavaScript.
 *
 * The remark plugin (./remark.ts) leaves on each FAQ page the headings and,
 * per area, a `<MessageCatalogueArea>` element
 * (src/components/MessageCatalogueArea). This plugin provides what that
 * component shows:
 *
 * - `@message-catalogue/html`: in the server bundle, a generated JSON file
 *   with every built version's entries as HTML (./html.ts), which the
 *   prerendered page holds; in the browser bundle, a stub that is `null`.
 *   As MDX the entries would ship in the page chunk (about 1 KB raw per
 *   entry) and be hydrated; as HTML React leaves them as prerendered.
 * - the same HTML per version as `assets/messages/<version>.<hash>.json`,
 *   emitted by the browser build (so `npm start` serves it too), for the
 *   pages the browser renders itself: after client-side navigation, and
 *   everywhere under the dev server.
 *
 * The page's headings and file name depend on the entries, which the
 * bundler's persistent cache does not see as an input of the page: the
 * generated JSON is made a build dependency, so a change evicts the cache.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {persistentCacheDependencies} from '../build-cache-limit/dependencies';
import type {VersionHtml} from './html';
import {validateMessageCatalogueOptions, type MessageCatalogueOptions} from './options';
import {catalogueRenderer, type RenderedVersion} from './rendered';

export const PLUGIN_NAME = 'message-catalogue';

/** The module id the component imports its prerendered HTML from. */
export const HTML_MODULE = '@message-catalogue/html';

/** What the browser bundle gets for HTML_MODULE. */
export const CLIENT_STUB = path.join(__dirname, 'client-stub.js');

/** The server bundle's data: version → area → entries' HTML and anchors. */
export type ServerCatalogue = Record<string, VersionHtml>;

export type MessageCatalogueContent = RenderedVersion[];

/** The parts of the bundler (Rspack or webpack) the asset emitter uses. */
interface Bundler {
  sources: {RawSource: new (source: string) => unknown};
  Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
}

interface Compilation {
  emitAsset(file: string, source: unknown): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
}

interface Compiler {
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
}

/** Emits each version's browser copy into the browser build's output. */
export class CatalogueAssetsPlugin {
  constructor(
    private readonly bundler: Bundler,
    private readonly versions: () => readonly RenderedVersion[],
  ) {}

  apply(compiler: Compiler): void {
    const {RawSource} = this.bundler.sources;
    const stage = this.bundler.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: PLUGIN_NAME, stage}, () => {
        for (const {asset} of this.versions()) {
          compilation.emitAsset(asset.file, new RawSource(asset.content));
        }
      });
    });
  }
}

export function serverCatalogue(content: readonly RenderedVersion[]): ServerCatalogue {
  return Object.fromEntries(content.map(({version, html}) => [version, html]));
}

export default function messageCataloguePlugin(
  _context: LoadContext,
  options: MessageCatalogueOptions,
): Plugin<MessageCatalogueContent> {
  const {versions, ...dirs} = validateMessageCatalogueOptions(options);
  let serverDataFile: string | undefined;
  let rendered: readonly RenderedVersion[] = [];
  return {
    name: PLUGIN_NAME,
    loadContent() {
      const render = catalogueRenderer(dirs);
      return versions.map(render);
    },
    async contentLoaded({content, actions}) {
      rendered = content;
      serverDataFile = await actions.createData(
        'catalogue-html.json',
        JSON.stringify(serverCatalogue(content)),
      );
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!serverDataFile)
        throw new Error(`${PLUGIN_NAME}: configureWebpack ran before contentLoaded`);
      const bundler = currentBundler.instance as unknown as Bundler;
      return {
        resolve: {alias: {[`${HTML_MODULE}$`]: isServer ? serverDataFile : CLIENT_STUB}},
        plugins: isServer ? [] : [new CatalogueAssetsPlugin(bundler, () => rendered)],
        ...persistentCacheDependencies(currentBundler.name, [serverDataFile]),
      };
    },
  };
}
