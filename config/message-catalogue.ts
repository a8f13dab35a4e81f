/**
 * The message catalogue on the FAQ page of each docs version from 3.0.0
 * (plugins/message-catalogue): the page holds the marker
 * `{/* message-catalogue *\/}`, which the remark plugin turns into the
 * catalogue's headings and areas, and the Docusaurus plugin provides the
 * entries' HTML (server bundle) and the browser's copies (assets).
 */
import type {PluginConfig} from '@docusaurus/types';
import type {Pluggable} from 'unified';
import {MESSAGE_VERSIONS} from '../src/messages/data';
import messageCatalogueRemarkPlugin from '../plugins/message-catalogue/remark';
import type {MessageCatalogueOptions} from '../plugins/message-catalogue/options';

export const MESSAGE_CATALOGUE_PLUGIN = './plugins/message-catalogue/index.ts';

/** The options for the versions being built; null when none of them has a catalogue. */
export function messageCatalogueOptions(
  builtVersions: readonly {name: string}[],
): Pick<MessageCatalogueOptions, 'versions'> | null {
  const built = new Set(builtVersions.map((v) => v.name));
  const versions = MESSAGE_VERSIONS.filter((version) => built.has(version));
  return versions.length > 0 ? {versions} : null;
}

/**
 * The remark plugin for the docs plugin's `beforeDefaultRemarkPlugins` (ahead of its heading
 * and TOC plugins) and the Docusaurus plugin, with the same options; none when no built
 * version has a catalogue.
 */
export function messageCatalogueConfig(builtVersions: readonly {name: string}[]): {
  remarkPlugins: Pluggable[];
  plugins: PluginConfig[];
} {
  const options = messageCatalogueOptions(builtVersions);
  return options
    ? {
        remarkPlugins: [[messageCatalogueRemarkPlugin, options]],
        plugins: [[MESSAGE_CATALOGUE_PLUGIN, {...options}]],
      }
    : {remarkPlugins: [], plugins: []};
}
