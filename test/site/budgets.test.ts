/**
 * First-load JavaScript per page type against its ceiling (config/budgets.ts).
 * Not a timed test: it adds up the gzip sizes of the scripts each page loads
 * until it has hydrated, so the result depends on the build, not the machine.
 * Also checks that entry scripts wait for the parsed document (config/ssr-template.ts).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  FIRST_LOAD_JS_CEILING_KB,
  FIRST_LOAD_JS_TARGET_KB,
  PAGE_TYPES,
  type PageType,
} from '../../config/budgets';
import {buildDir, builtHtml} from '../support/build';
import {measureFirstLoad} from '../support/first-load';
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
