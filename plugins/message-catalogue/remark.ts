/**
 * Expands the `{/* message-catalogue *\/}` marker of a docs page into the
 * message catalogue of that page's version (see render.ts), at build time:
 * the page carries the rendered Markdown only, no catalogue data.
 *
 * Registered in `beforeDefaultRemarkPlugins` so that Docusaurus's heading
 * and table-of-contents plugins see the h2 and h3 it adds.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';
import {loadCatalogue, type CatalogueEntry} from '../../src/messages/catalogue';
import {loadVersionMessages, type VersionMessages} from '../../src/messages/data';
import {catalogueNodes} from './render';

export const CATALOGUE_MARKER = 'message-catalogue';

export interface MessageCatalogueOptions {
  /** Folder of `<version>.json` files written by `npm run messages:extract`. */
  messagesDir: string;
  /** Folder of `<area>.yml` entry files. */
  entriesDir: string;
  /** Docs versions whose pages may hold the marker. */
  versions: string[];
}

export class MessageCatalogueError extends Error {
  override name = 'MessageCatalogueError';
}

export function validateMessageCatalogueOptions(options: unknown): MessageCatalogueOptions {
  const {messagesDir, entriesDir, versions} = (options ?? {}) as Partial<Record<string, unknown>>;
  for (const [name, dir] of Object.entries({messagesDir, entriesDir})) {
    if (typeof dir !== 'string' || !path.isAbsolute(dir)) {
      throw new MessageCatalogueError(`${name} must be an absolute path`);
    }
  }
  if (
    !Array.isArray(versions) ||
    versions.length === 0 ||
    !versions.every((v) => typeof v === 'string' && /^\d+\.\d+\.\d+$/.test(v))
  ) {
    throw new MessageCatalogueError('versions must be a non-empty list of X.Y.Z versions');
  }
  return {messagesDir: messagesDir as string, entriesDir: entriesDir as string, versions};
}

/** The docs version of a file under `versioned_docs/version-<v>/`. */
export function versionOfFile(file: string): string | undefined {
  return /(?:^|[\\/])versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(file)?.[1];
}

/** Whether a node is the marker: an MDX expression holding only the comment `message-catalogue`. */
export function isCatalogueMarker(node: RootContent): boolean {
  return (
    node.type === 'mdxFlowExpression' &&
    node.value.replace(/^\s*\/\*|\*\/\s*$/g, '').trim() === CATALOGUE_MARKER
  );
}

const messageCatalogueRemarkPlugin: Plugin<[MessageCatalogueOptions], Root> = function (options) {
  const {messagesDir, entriesDir, versions} = validateMessageCatalogueOptions(options);
  // Loaded once per build, on the first page that asks for it.
  let entries: CatalogueEntry[] | undefined;
  const dataOf = new Map<string, VersionMessages>();
  return (tree, file) => {
    const index = tree.children.findIndex(isCatalogueMarker);
    if (index < 0) return;
    const version = file.path ? versionOfFile(file.path) : undefined;
    if (!version || !versions.includes(version)) {
      throw new MessageCatalogueError(
        `${file.path}: the message catalogue has no data for this page's version`,
      );
    }
    entries ??= loadCatalogue(entriesDir);
    if (!dataOf.has(version)) dataOf.set(version, loadVersionMessages(version, messagesDir));
    tree.children.splice(index, 1, ...catalogueNodes(dataOf.get(version)!, entries));
  };
};

export default messageCatalogueRemarkPlugin;
