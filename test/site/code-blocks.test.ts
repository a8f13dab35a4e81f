/**
 * Code blocks are highlighted at build time (plugins/code-highlighting):
 * tokens are in the HTML, no script carries Prism, and the blocks still copy,
 * wrap and follow the colour mode in the browser.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {load} from 'cheerio';
import {buildDir, builtHtml} from '../../tooling/build';
import {siteBrowserForFile} from '../support/site';

const {open} = siteBrowserForFile();

const API_PAGE = '/api/cpp/msm';

/** Strings only Prism's core and prism-react-renderer contain, minified or not. */
const PRISM_MARKERS = ['disableWorkerMessageHandler', 'token-line'];

test('the HTML of a page carries the highlighted tokens', () => {
  const $ = load(builtHtml(API_PAGE));
  const blocks = $('.theme-code-block.language-cpp pre.prism-code code');
  assert.ok(blocks.length > 0, 'no C++ code block');
  assert.ok(blocks.first().find('span.token.keyword').length > 0, 'no keyword token');
});

test('no script of the build contains Prism', () => {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const withPrism = readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const source = readFileSync(path.join(jsDir, file), 'utf8');
      return PRISM_MARKERS.some((marker) => source.includes(marker));
    });
  assert.deepEqual(withPrism, []);
});

test('the copy button copies the code as written', async () => {
  const {context, page} = await open(API_PAGE, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    const block = page.locator('.theme-code-block.language-cpp').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await block.getByRole('button', {name: 'Copied'}).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, (await block.locator('pre').innerText()).replace(/\n$/, ''));
    assert.match(copied, /#include/);
  } finally {
    await context.close();
  }
});

test('tokens take the colours of the colour mode without a re-render', async () => {
  const {context, page} = await open(API_PAGE);
  try {
    const keyword = page.locator('.theme-code-block.language-cpp .token.keyword').first();
    const colour = () => keyword.evaluate((element) => getComputedStyle(element).color);
    const light = await colour();
    await keyword.evaluate((element) => element.setAttribute('data-before-switch', ''));
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.notEqual(await colour(), light);
    // The same element: the block was not rendered again.
    assert.equal(await keyword.getAttribute('data-before-switch'), '');
  } finally {
    await context.close();
  }
});
