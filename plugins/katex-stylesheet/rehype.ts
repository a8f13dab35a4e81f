/**
 * Links the KaTeX stylesheet only from the pages that have math.
 *
 * Runs after rehype-katex. When the page's tree holds KaTeX output, it puts
 * `<link rel="stylesheet" precedence="katex" …/>` first in the page. With a
 * `precedence`, React 19 treats the link as a stylesheet resource:
 * - the prerendered HTML has it ahead of the page's markup, so the browser
 *   applies it before it paints the content, as a stylesheet in the head;
 * - hydration leaves it where it is;
 * - on client-side navigation React adds it to `<head>` once and shows the
 *   new page only when it has loaded, so formulas never appear unstyled; it
 *   is never removed, and later pages with math reuse it.
 *
 * A `<Head>` (react-helmet-async) link was tried first: Helmet applies its
 * tag list while React hydrates in slices, so it removed the prerendered
 * link and added it again about 100 ms later, a visible reflow of every
 * formula. Pages without math never download the stylesheet or its fonts.
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

/** The stylesheet link, as MDX JSX in the hast tree. */
export function stylesheetLink({href, integrity}: KatexStylesheetOptions): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'link',
    attributes: [
      attribute('rel', 'stylesheet'),
      attribute('href', href),
      attribute('integrity', integrity),
      // Integrity checks need a CORS-mode request, even on the same origin.
      attribute('crossOrigin', 'anonymous'),
      // Makes it a React stylesheet resource (see above); the name groups it for ordering.
      attribute('precedence', 'katex'),
    ],
    children: [],
  };
}

const rehypeKatexStylesheet: Plugin<[KatexStylesheetOptions], Root> = function (options) {
  const validated = validateKatexStylesheetOptions(options);
  return (tree) => {
    if (hasMath(tree)) tree.children.unshift(stylesheetLink(validated));
  };
};

export default rehypeKatexStylesheet;
