/**
 * The message catalogue on the FAQ page of each docs version from 3.0.0
 * (plugins/message-catalogue): the page holds the marker
 * `{/* message-catalogue *\/}`, which becomes the catalogue of that version.
 */
import {ENTRIES_DIR} from '../src/messages/catalogue';
import {MESSAGE_VERSIONS, MESSAGES_DIR} from '../src/messages/data';
import messageCatalogueRemarkPlugin, {
  type MessageCatalogueOptions,
} from '../plugins/message-catalogue/remark';

export const messageCatalogueOptions = {
  messagesDir: MESSAGES_DIR,
  entriesDir: ENTRIES_DIR,
  versions: [...MESSAGE_VERSIONS],
} satisfies MessageCatalogueOptions;

/** The entry for the docs plugin's `beforeDefaultRemarkPlugins`, ahead of its heading and TOC plugins. */
export const messageCatalogueRemarkPluginEntry = [
  messageCatalogueRemarkPlugin,
  messageCatalogueOptions,
] as const;
