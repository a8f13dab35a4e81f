/**
 * First-load JavaScript per page type against its ceiling (config/budgets.ts).
 * Not a timed test: it adds up the gzip sizes of the scripts each page loads
 * until it has hydrated, so the result depends on the build, not the machine.
 * Also checks that entry scripts wait for the parsed document (config/ssr-template.ts)
 * and are compiled as they download (plugins/compile-hints).
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  FIRST_LOAD_JS_CEILING_KB,
  FIRST_LOAD_JS_TARGET_KB,
  PAGE_TYPES,
  type PageType,
} from '../../config/budgets';
import {COMPILE_HINT} from '../../plugins/compile-hints';
import {buildDir, builtHtml} from '../../tooling/build';
import {measureFirstLoad} from '../../tooling/first-load';
import {siteBrowserForFile, siteUrl} from '../support/site';

const {browser, open} = siteBrowserForFile();

for (const [type, route] of Object.entries(PAGE_TYPES) as [PageType, string][]) {
  test(`first-load JavaScript of the ${type} (${route}) stays within its ceiling`, async () => {
    const measured = await measureFirstLoad(browser(), siteUrl('/'), buildDir, route);
    const ceiling = FIRST_LOAD_JS_CEILING_KB[type];
    console.log(
      `${type}: ${measured.jsKb.toFixed(1)} KB JS, ${measured.cssKb.toFixed(1)} KB CSS ` +
        `(ceiling ${ceiling} KB, target ${FIRST_LOAD_JS_TARGET_KB} KB)`,
    );
    assert.ok(
      measured.jsKb <= ceiling,
      `${route} loads ${measured.jsKb.toFixed(1)} KB of JavaScript (gzip), over its ceiling of ` +
        `${ceiling} KB:\n  ${measured.scripts.join('\n  ')}`,
    );
  });
}

test('entry scripts are not fetched by the parser but after the document is parsed (config/ssr-template.ts)', async () => {
  const html = builtHtml(PAGE_TYPES['API page (4.0.0, C++)']);
  assert.doesNotMatch(
    html,
    /<script[^>]* src="\/assets\/js\//,
    'an entry script the parser would fetch',
  );
  const {context, page} = await open(PAGE_TYPES['API page (4.0.0, C++)']);
  try {
    // Paint timing reports when a frame reached the screen, after the loader's
    // frame callback has run, so the document's parsing is the point compared.
    const timings = await page.evaluate(() => ({
      parsed: performance
        .getEntriesByType('navigation')
        .map((entry) => (entry as PerformanceNavigationTiming).domContentLoadedEventEnd)[0],
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~)?main\./.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    assert.equal(timings.scripts.length, 2, 'runtime and main entry scripts');
    for (const start of timings.scripts) assert.ok(start >= timings.parsed!);
  } finally {
    await context.close();
  }
});

test('the entry scripts, and only they, ask to be compiled while they download (plugins/compile-hints)', () => {
  const html = builtHtml('/');
  const entries = [...html.matchAll(/src-after-paint="\/(assets\/js\/[^"]+)"/g)].map(
    ([, file]) => file!,
  );
  assert.deepEqual(
    entries.map((file) => path.basename(file).replace(/\.[0-9a-f]+\.js$/, '')),
    ['runtime~main', 'main'],
  );
  const firstLine = (file: string) =>
    readFileSync(path.join(buildDir, file), 'utf8').split('\n', 1)[0];
  for (const file of entries) assert.equal(firstLine(file), COMPILE_HINT, file);

  const jsDir = path.join(buildDir, 'assets', 'js');
  const hinted = readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => firstLine(path.join('assets', 'js', name)) === COMPILE_HINT);
  assert.deepEqual(hinted.sort(), entries.map((file) => path.basename(file)).sort());
  const cssDir = path.join(buildDir, 'assets', 'css');
  for (const name of readdirSync(cssDir).filter((file) => file.endsWith('.css'))) {
    assert.ok(!readFileSync(path.join(cssDir, name), 'utf8').includes(COMPILE_HINT), name);
  }
});
