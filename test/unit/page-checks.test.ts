import assert from 'node:assert/strict';
import {test} from 'node:test';
import {load} from 'cheerio';
import {codeBlockLanguages, proseWordCount} from '../../src/content/page-checks';

const page = (body: string) =>
  load(`<article><div class="theme-doc-markdown markdown">${body}</div></article>`);

test('counts prose words, leaving out code, diagrams and formulas', () => {
  const $ = page(
    '<h2>Load the backend</h2><p>Call the loader once per process, then pick a device.</p>' +
      '<div class="language-rust theme-code-block"><pre><code>let words = not_counted();</code></pre></div>' +
      '<p>Inline <code>code_is_skipped</code> and <span class="katex">x^2</span> too.</p>' +
      '<div class="docusaurus-mermaid-container"><svg><text>Diagram label</text></svg></div>',
  );
  assert.equal(proseWordCount($), 3 + 10 + 3);
});

test('reports each code block language and null for a fence without one', () => {
  const $ = page(
    '<div class="language-go codeBlockContainer_x theme-code-block"></div>' +
      '<div class="codeBlockContainer_x theme-code-block"></div>',
  );
  assert.deepEqual(codeBlockLanguages($), ['go', null]);
});
