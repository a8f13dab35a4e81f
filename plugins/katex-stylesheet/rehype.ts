/**
 * Links the KaTeX stylesheet only from the pages that have math.
 *
 * Runs after rehype-katex. When the page's tree holds KaTeX output, it
 * appends `<Head><link rel="stylesheet" …/></Head>` to the page: MDX resolves
 * `Head` from the theme's MDX components (`@docusaurus/Head`), so the link is
 * in the prerendered `<head>` of that page and is added on client-side
 * navigation to it. Pages without math never download the stylesheet or its
 * fonts.
 */
import type {Element, Root} from 'hast';
import type {MdxJsxAttribute, MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {EXIT, visit} from 'unist-util-visit';

export interface KatexStylesheetOptions {
  /** Site-absolute URL of katex.min.css. */
  href: string;
  /** Subresource Integrity hash of that file (`sha384-…`). */
  integrity: string;
}

const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

export class KatexStylesheetError extends Error {
  override name = 'KatexStylesheetError';
}

export function validateKatexStylesheetOptions(options: unknown): KatexStylesheetOptions {
  const {href, integrity} = (options ?? {}) as Partial<Record<string, unknown>>;
  if (typeof href !== 'string' || !href.startsWith('/') || !href.endsWith('.css')) {
    throw new KatexStylesheetError(
      `href must be a site-absolute .css URL, got ${JSON.stringify(href)}.`,
    );
  }
  if (typeof integrity !== 'string' || !INTEGRITY.test(integrity)) {
    throw new KatexStylesheetError(
      `integrity must be a Subresource Integrity hash, got ${JSON.stringify(integrity)}.`,
    );
  }
  return {href, integrity};
}

/** rehype-katex wraps every formula, inline or display, in an element of class `katex`. */
function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, 'element', (node: Element) => {
    const classNames = node.properties.className;
    if (Array.isArray(classNames) && classNames.includes('katex')) {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** The `<Head>` element with the stylesheet link, as MDX JSX in the hast tree. */
export function stylesheetHead({href, integrity}: KatexStylesheetOptions): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'link',
        attributes: [
          attribute('rel', 'stylesheet'),
          attribute('href', href),
          attribute('integrity', integrity),
          // Integrity checks need a CORS-mode request, even on the same origin.
          attribute('crossOrigin', 'anonymous'),
        ],
        children: [],
      },
    ],
  };
}

const rehypeKatexStylesheet: Plugin<[KatexStylesheetOptions], Root> = function (options) {
  const validated = validateKatexStylesheetOptions(options);
  return (tree) => {
    if (hasMath(tree)) tree.children.push(stylesheetHead(validated));
  };
};

export default rehypeKatexStylesheet;
