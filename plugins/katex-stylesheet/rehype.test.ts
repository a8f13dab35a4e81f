import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import rehypeKatexStylesheet, {
  KatexStylesheetError,
  stylesheetHead,
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

const heads = (tree: Root) =>
  tree.children.filter(
    (node): node is MdxJsxFlowElementHast =>
      node.type === 'mdxJsxFlowElement' && node.name === 'Head',
  );

test('a page with inline math gets one Head with the stylesheet link', () => {
  const tree = run(page(span(['katex'], 'x'), span(['katex'], 'y')));
  assert.equal(heads(tree).length, 1);
  const link = heads(tree)[0]!.children[0] as MdxJsxFlowElementHast;
  assert.equal(link.name, 'link');
  const attributes = Object.fromEntries(
    link.attributes.map((a) => ('name' in a ? [a.name, a.value] : ['', ''])),
  );
  assert.deepEqual(attributes, {
    rel: 'stylesheet',
    href: '/katex/katex.min.css',
    integrity: 'sha384-AbC+/9==',
    crossOrigin: 'anonymous',
  });
});

test('display math counts too', () => {
  const display: Element = {...span(['katex-display'], ''), children: [span(['katex'], 'x')]};
  assert.equal(heads(run(page(display))).length, 1);
});

test('a page without math links nothing', () => {
  const tree = run(page(span(['token', 'keyword'], 'int'), span(['katex-like'], '$5')));
  assert.equal(heads(tree).length, 0);
});

test('the link is one Head element appended once', () => {
  const head = stylesheetHead(options);
  assert.equal(head.name, 'Head');
  assert.equal(head.children.length, 1);
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
