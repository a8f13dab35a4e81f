/**
 * The catalogue of one docs version as the build ships it: the areas it
 * shows (the page's h3s), each area's entries as HTML (for the server
 * render), and the same HTML as one JSON file under `assets/messages/`
 * with a content hash in its name (for the browser, which fetches it only
 * when the page was not prerendered: client-side navigation, dev server).
 *
 * The remark plugin names that file in the page and the Docusaurus plugin
 * emits it; both compute it here, from the same data, so the names agree.
 */
import {createHash} from 'node:crypto';
import type {MessageArea} from '../../src/messages/areas';
import {loadCatalogue, type CatalogueEntry} from '../../src/messages/catalogue';
import {loadVersionMessages, type VersionMessages} from '../../src/messages/data';
import {versionHtml, type VersionHtml} from './html';
import type {MessageCatalogueOptions} from './options';
import {shownAreas} from './select';

/** Where the browser's copies go in the build (under assets/: cached as immutable by nginx). */
export const ASSET_DIR = 'assets/messages';

/** Hex digits of the content hash in a file name, as the search shards have. */
const HASH_LENGTH = 10;

/** What the browser fetches: area → its entries' HTML. */
export type BrowserCatalogue = Partial<Record<MessageArea, string>>;

export interface RenderedVersion {
  version: string;
  /** The areas shown, in order. */
  areas: MessageArea[];
  html: VersionHtml;
  /** The browser's copy: its path under the build's output folder, and its text. */
  asset: {file: string; content: string};
}

export function assetOf(version: string, html: VersionHtml): RenderedVersion['asset'] {
  const browser: BrowserCatalogue = Object.fromEntries(
    Object.entries(html).map(([area, {html: text}]) => [area, text]),
  );
  const content = JSON.stringify(browser);
  const hash = createHash('sha256').update(content).digest('hex').slice(0, HASH_LENGTH);
  return {file: `${ASSET_DIR}/${version}.${hash}.json`, content};
}

export function renderVersion(
  data: VersionMessages,
  entries: readonly CatalogueEntry[],
): RenderedVersion {
  const areas = shownAreas(data, entries);
  const html = versionHtml(areas, data.version);
  return {
    version: data.version,
    areas: areas.map(({area}) => area),
    html,
    asset: assetOf(data.version, html),
  };
}

/**
 * Renders versions on demand, each once, from data read once: one renderer
 * per build (a plugin instance), so a later build reads the files anew.
 */
export function catalogueRenderer({
  messagesDir,
  entriesDir,
}: Pick<MessageCatalogueOptions, 'messagesDir' | 'entriesDir'>): (
  version: string,
) => RenderedVersion {
  let entries: CatalogueEntry[] | undefined;
  const rendered = new Map<string, RenderedVersion>();
  return (version) => {
    entries ??= loadCatalogue(entriesDir);
    let result = rendered.get(version);
    if (!result) {
      result = renderVersion(loadVersionMessages(version, messagesDir), entries);
      rendered.set(version, result);
    }
    return result;
  };
}
