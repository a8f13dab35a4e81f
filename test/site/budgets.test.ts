/**
 * First-load JavaScript per page type against its ceiling (config/budgets.ts).
 * Not a timed test: it adds up the gzip sizes of the scripts each page loads
 * until it has hydrated, so the result depends on the build, not the machine.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  FIRST_LOAD_JS_CEILING_KB,
  FIRST_LOAD_JS_TARGET_KB,
  PAGE_TYPES,
  type PageType,
} from '../../config/budgets';
import {buildDir} from '../support/build';
import {measureFirstLoad} from '../support/first-load';
import {siteBrowserForFile, siteUrl} from '../support/site';

const {browser} = siteBrowserForFile();

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
