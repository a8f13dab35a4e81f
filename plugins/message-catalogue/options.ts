/**
 * The options the catalogue's remark plugin (./remark.ts) and Docusaurus
 * plugin (./index.ts) share: where the data is and which versions have it.
 */
import path from 'node:path';
import {ENTRIES_DIR} from '../../src/messages/catalogue';
import {MESSAGES_DIR} from '../../src/messages/data';

export interface MessageCatalogueOptions {
  /** Folder of `<version>.json` files written by `npm run messages:extract` (default: data/messages). */
  messagesDir: string;
  /** Folder of `<area>.yml` entry files (default: data/messages/entries). */
  entriesDir: string;
  /** Docs versions whose pages may hold the marker (those built, from 3.0.0). */
  versions: string[];
}

export class MessageCatalogueError extends Error {
  override name = 'MessageCatalogueError';
}

export function validateMessageCatalogueOptions(options: unknown): MessageCatalogueOptions {
  // The folders default to the project's data: the site config, which the
  // browser bundle carries, then names no path of the build machine.
  const {
    messagesDir = MESSAGES_DIR,
    entriesDir = ENTRIES_DIR,
    versions,
  } = (options ?? {}) as Partial<Record<string, unknown>>;
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
