/**
 * Expands the `{/* message-catalogue *\/}` marker of a docs page into the
 * message catalogue of that page's version (./render.ts), at build time:
 * headings and one component element per area; the entries' HTML reaches
 * the server render only (./index.ts).
 *
 * Registered in `beforeDefaultRemarkPlugins` so that Docusaurus's heading
 * and table-of-contents plugins see the h2 and h3 it adds.
 */
import type {Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';
import {
  MessageCatalogueError,
  validateMessageCatalogueOptions,
  type MessageCatalogueOptions,
} from './options';
import {catalogueNodes, componentImport} from './render';
import {catalogueRenderer} from './rendered';

export const CATALOGUE_MARKER = 'message-catalogue';

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
  const {versions, ...dirs} = validateMessageCatalogueOptions(options);
  // Data read once per build, on the first page that asks for it.
  const render = catalogueRenderer(dirs);
  return (tree, file) => {
    const index = tree.children.findIndex(isCatalogueMarker);
    if (index < 0) return;
    const version = file.path ? versionOfFile(file.path) : undefined;
    if (!version || !versions.includes(version)) {
      throw new MessageCatalogueError(
        `${file.path}: the message catalogue has no data for this page's version`,
      );
    }
    const nodes = catalogueNodes(render(version));
    tree.children.splice(index, 1, ...nodes);
    if (nodes.length > 0) tree.children.unshift(componentImport());
  };
};

export default messageCatalogueRemarkPlugin;
