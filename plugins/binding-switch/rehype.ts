/**
 * Puts the binding switch at the top of every binding page, with that page's
 * row of data/binding-topics.json as attributes:
 * `<BindingSwitch topic="MSM" current="rust" cpp="api/cpp/msm" … />`
 * (a binding without a page has no attribute). The component comes from
 * the MDX components (src/theme/MDXComponents.tsx).
 *
 * Done at build time so that each page carries its own row only: the whole
 * file (13 versions) in the browser bundle would load on every page.
 */
import path from 'node:path';
import type {Root} from 'hast';
import type {MdxJsxAttribute, MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {BINDINGS, bindingTopicOf} from '../../src/bindings/topics';

/** The version and doc id of a file under `versioned_docs/version-<v>/`, if it is one. */
export function docOfFile(file: string): {version: string; docId: string} | undefined {
  const match = /(?:^|[\\/])versioned_docs[\\/]version-([^\\/]+)[\\/](.+)\.mdx?$/.exec(file);
  if (!match) return undefined;
  return {version: match[1]!, docId: match[2]!.split(path.sep).join('/')};
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** The switch element of a doc, or undefined when the doc belongs to no binding. */
export function bindingSwitchFor(
  version: string,
  docId: string,
): MdxJsxFlowElementHast | undefined {
  const found = bindingTopicOf(version, docId);
  if (!found) return undefined;
  const targets = BINDINGS.flatMap((binding) => {
    const id = found.row[binding];
    return id ? [attribute(binding, id)] : [];
  });
  return {
    type: 'mdxJsxFlowElement',
    name: 'BindingSwitch',
    attributes: [
      attribute('topic', found.row.topic),
      attribute('current', found.binding),
      ...targets,
    ],
    children: [],
  };
}

const bindingSwitchRehypePlugin: Plugin<[], Root> = () => (tree, file) => {
  const doc = file.path ? docOfFile(file.path) : undefined;
  const element = doc && bindingSwitchFor(doc.version, doc.docId);
  if (element) tree.children.unshift(element);
};

export default bindingSwitchRehypePlugin;
