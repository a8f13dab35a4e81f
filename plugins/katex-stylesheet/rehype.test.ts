import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import rehypeKatexStylesheet, {
  KatexStylesheetError,
  stylesheetLink,
  validateKatexStylesheetOptions,
} from './rehype';

const options = {href: '/katex/katex.min.css', integrity: 'sha384-AbC+/9=='};

const span = (className: string[], text: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: {className},
  children: [{type: 'text', value: text}],
});

/** A page as rehype-katex leaves it: formulas are wrapped in `.katex` (inside `.katex-display` for display math). */
function page(...content: Element[]): Root {
  return {
    type: 'root',
    children: [{type: 'element', tagName: 'p', properties: {}, children: content}],
  };
}

function run(tree: Root): Root {
  const transform = rehypeKatexStylesheet.call(undefined as never, options);
  (transform as (tree: Root) => void)(tree);
  return tree;
}

const links = (tree: Root) =>
  tree.children.filter(
    (node): node is MdxJsxFlowElementHast =>
      node.type === 'mdxJsxFlowElement' && node.name === 'link',
  );

test('a page with inline math gets one stylesheet link, ahead of its content', () => {
  const tree = run(page(span(['katex'], 'x'), span(['katex'], 'y')));
  assert.equal(links(tree).length, 1);
  const link = links(tree)[0]!;
  assert.equal(tree.children[0], link);
  assert.deepEqual(link, stylesheetLink(options));
  const attributes = Object.fromEntries(
    link.attributes.map((a) => ('name' in a ? [a.name, a.value] : ['', ''])),
  );
  assert.deepEqual(attributes, {
    rel: 'stylesheet',
    href: '/katex/katex.min.css',
    integrity: 'sha384-AbC+/9==',
    crossOrigin: 'anonymous',
    precedence: 'katex',
  });
});

test('display math counts too', () => {
  const display: Element = {...span(['katex-display'], ''), children: [span(['katex'], 'x')]};
  assert.equal(links(run(page(display))).length, 1);
});

test('a page without math links nothing', () => {
  const tree = run(page(span(['token', 'keyword'], 'int'), span(['katex-like'], '$5')));
  assert.equal(links(tree).length, 0);
});

test('options are validated', () => {
  assert.deepEqual(validateKatexStylesheetOptions(options), options);
  assert.throws(
    () => validateKatexStylesheetOptions({...options, href: 'katex.min.css'}),
    KatexStylesheetError,
  );
  assert.throws(
    () => validateKatexStylesheetOptions({...options, integrity: 'md5-abc'}),
    KatexStylesheetError,
  );
  assert.throws(() => validateKatexStylesheetOptions(undefined), KatexStylesheetError);
});
