/**
 * Guards the adaptations of DocSearch's DOM (src/theme/SearchBar/docsearch-dom.ts)
 * against a DocSearch upgrade, without a build: the installed DocSearch is the
 * release they were written against, every DocSearch class name they rely on
 * is in its shipped code, and styles.css mirrors each selected-result rule of
 * DocSearch's stylesheet. A failure names the adaptation. The same
 * adaptations are checked in Chromium by test/site/docsearch-dom.test.ts.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {ADAPTATIONS, DOCSEARCH_VERSION} from '../../src/theme/SearchBar/docsearch-dom';

const searchBarDir = path.resolve(__dirname, '..', '..', 'src', 'theme', 'SearchBar');
/** The modules the theme loads: `@docsearch/react/modal`, `/button` and `/style`. */
const modalFile = require.resolve('@docsearch/react/modal');
const buttonFile = require.resolve('@docsearch/react/button');
const cssFile = require.resolve('@docsearch/css');

const read = (file: string) => readFileSync(file, 'utf8');
const shippedJs = read(modalFile) + read(buttonFile);
const shippedCss = read(cssFile);
const ourCss = read(path.join(searchBarDir, 'styles.css')).replace(/\/\*[\s\S]*?\*\//g, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A class name as a whole token (not the start of a longer class name). */
const hasClass = (code: string, name: string) =>
  new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`).test(code);
const DOCSEARCH_CLASS = /(?<![\w-])DocSearch-[A-Za-z][\w-]*/g;

test(`the installed DocSearch is ${DOCSEARCH_VERSION}, the release the adaptations were written against`, () => {
  for (const file of [modalFile, cssFile]) {
    const manifest = path.join(
      file.replace(/([\\/]@docsearch[\\/][^\\/]+)[\\/].*$/, '$1'),
      'package.json',
    );
    const {name, version} = JSON.parse(read(manifest)) as {name: string; version: string};
    assert.equal(
      version,
      DOCSEARCH_VERSION,
      `${name} is ${version}: check each adaptation of src/theme/SearchBar/docsearch-dom.ts ` +
        `(maintainers/search-ui.md), then set DOCSEARCH_VERSION to ${version}`,
    );
  }
});

test('every DocSearch class name an adaptation relies on is in DocSearch’s shipped code', () => {
  const missing = ADAPTATIONS.flatMap(({name, classes}) =>
    classes.filter((cls) => !hasClass(shippedJs, cls)).map((cls) => `${name}: .${cls}`),
  );
  assert.deepEqual(missing, [], 'adaptations whose DocSearch elements are gone');
});

test('the SearchBar wrapper names no DocSearch class outside the adaptations’ list', () => {
  const listed = new Set(ADAPTATIONS.flatMap(({classes}) => classes));
  const unlisted = readdirSync(searchBarDir)
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...read(path.join(searchBarDir, file)).matchAll(DOCSEARCH_CLASS)]
        .map(([cls]) => cls)
        .filter((cls) => !listed.has(cls))
        .map((cls) => `${file}: ${cls}`),
    );
  assert.deepEqual([...new Set(unlisted)], [], 'list them in ADAPTATIONS (docsearch-dom.ts)');
});

test('every DocSearch class and variable styles.css uses is in DocSearch’s shipped code', () => {
  const classes = [...new Set([...ourCss.matchAll(DOCSEARCH_CLASS)].map(([cls]) => cls))];
  const variables = [...new Set([...ourCss.matchAll(/--docsearch-[\w-]+/g)].map(([name]) => name))];
  const missing = [
    ...classes.filter((cls) => !hasClass(shippedJs, cls) && !hasClass(shippedCss, cls)),
    ...variables.filter((name) => !shippedCss.includes(`${name}:`)),
  ];
  assert.deepEqual(missing, [], 'styles.css relies on these; DocSearch no longer has them');
});

/** Splits a selector list at its top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)].map((part) => part.replace(/\s+/g, ' ').trim());
}

/**
 * The selected-result rules of a stylesheet as "target { declaration }"
 * lines, where the target is what the rule styles inside the selected
 * result (`a` for the result link itself).
 */
function selectedResultRules(css: string, selected: RegExp): string[] {
  const lines = new Set<string>();
  for (const [, selectorList, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = body!
      .split(';')
      .map((declaration) => declaration.replace(/\s*:\s*/, ':').trim())
      .filter(Boolean);
    for (const selector of splitSelectors(selectorList!)) {
      const match = selected.exec(selector);
      if (!match || /AskAI|Conversation-History/.test(selector)) continue;
      const rest = selector.slice(match.index + match[0].length).trim();
      const inner = /^:is\((.*)\)$/.exec(rest);
      for (const target of inner ? splitSelectors(inner[1]!) : [rest]) {
        for (const declaration of declarations) lines.add(`${target || 'a'} { ${declaration} }`);
      }
    }
  }
  return [...lines].sort();
}

test('styles.css gives the selected result link every style DocSearch gives the selected item', () => {
  // DocSearch styles `.DocSearch-Hit[aria-selected=true] X`; the state is on
  // the link (result option), so styles.css styles `.DocSearch-Hit a[aria-selected='true'] X`.
  const theirs = selectedResultRules(shippedCss, /\.DocSearch-Hit\[aria-selected=["']?true["']?\]/);
  const ours = selectedResultRules(ourCss, /\.DocSearch-Hit a\[aria-selected=["']?true["']?\]/);
  assert.ok(theirs.length > 0, 'result option: DocSearch has no selected-item rules any more');
  assert.deepEqual(ours, theirs, 'result option: the mirrored selected-item rules differ');
});
