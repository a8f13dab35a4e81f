import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import rehypeCodeHighlighting, {CodeHighlightingError} from './rehype';

const options = {languages: ['bash', 'cpp', 'rust']};

/** A Markdown fence as MDX hands it to rehype plugins. */
function fence(code: string, language?: string, metastring?: string): Root {
  const properties: Element['properties'] = {};
  if (language) properties.className = [`language-${language}`];
  if (metastring) properties.metastring = metastring;
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        position: {start: {line: 7, column: 1}, end: {line: 9, column: 4}},
        children: [
          {type: 'element', tagName: 'code', properties, children: [{type: 'text', value: code}]},
        ],
      },
    ],
  };
}

function highlight(tree: Root, languages = options.languages): Element {
  const transform = rehypeCodeHighlighting.call(undefined as never, {languages});
  (transform as (tree: Root, file: {path: string}) => void)(tree, {path: 'docs/page.md'});
  const pre = tree.children[0] as Element;
  return pre.children[0] as Element;
}

test('highlights a configured language and keeps the text for copying', () => {
  const code = highlight(fence('int main() { return 0; }\n', 'cpp'));
  assert.match(String(code.properties.highlightedHtml), /<span class="token keyword">int<\/span>/);
  assert.match(String(code.properties.highlightedHtml), /<span class="token number">0<\/span>/);
  assert.deepEqual(code.children, [{type: 'text', value: 'int main() { return 0; }\n'}]);
});

test('drops the trailing newline of the fence from the markup', () => {
  const code = highlight(fence('cargo build\n', 'bash'));
  assert.doesNotMatch(String(code.properties.highlightedHtml), /\n$/);
});

test('escapes text blocks and blocks without a language', () => {
  for (const language of ['text', undefined]) {
    const code = highlight(fence('<script>&amp;</script>\n', language));
    assert.equal(code.properties.highlightedHtml, '&lt;script&gt;&amp;amp;&lt;/script&gt;');
  }
});

test('escapes markup inside highlighted code', () => {
  const code = highlight(fence('std::vector<int> v; // <b>\n', 'cpp'));
  assert.doesNotMatch(String(code.properties.highlightedHtml), /<b>|<int>/);
});

test('accepts the aliases of a configured language', () => {
  const code = highlight(fence('echo hi\n', 'sh'));
  assert.match(String(code.properties.highlightedHtml), /token/);
});

test('fails the build on a language that is not configured, naming the file and line', () => {
  assert.throws(
    () => highlight(fence('x = 1\n', 'python')),
    (error: Error) =>
      error instanceof CodeHighlightingError && /docs\/page\.md:7: .*"python"/.test(error.message),
  );
});

test('rejects languages Prism happens to have loaded but the site did not ask for', () => {
  // cpp loads c and clike; Prism ships javascript.
  for (const language of ['c', 'clike', 'javascript']) {
    assert.throws(() => highlight(fence('x\n', language)), CodeHighlightingError);
  }
});

test('rejects line highlighting, line numbers and highlight comments', () => {
  assert.throws(() => highlight(fence('a\nb\n', 'bash', '{1}')), /not supported/);
  assert.throws(() => highlight(fence('a\n', 'bash', 'showLineNumbers')), /not supported/);
  assert.throws(() => highlight(fence('# highlight-next-line\na\n', 'bash')), /not supported/);
});

test('allows a title', () => {
  const code = highlight(fence('a\n', 'bash', 'title="build.sh"'));
  assert.equal(typeof code.properties.highlightedHtml, 'string');
});

test('leaves code with element children alone', () => {
  const tree = fence('x\n', 'cpp');
  const code = (tree.children[0] as Element).children[0] as Element;
  code.children = [{type: 'element', tagName: 'b', properties: {}, children: []}];
  assert.equal(highlight(tree).properties.highlightedHtml, undefined);
});

test('rejects a language Prism does not have when the plugin is set up', () => {
  assert.throws(
    () => highlight(fence('a\n', 'bash'), ['bash', 'no-such-language']),
    /no-such-language/,
  );
});
