/**
 * The message catalogue on the FAQ pages (plugins/message-catalogue): its
 * entries are in the prerendered HTML, stay there through hydration with no
 * error, are not in the page's JavaScript, and appear after client-side
 * navigation, where a `#msg-…` hash scrolls to its entry.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import type {Page} from 'playwright-core';
import {docsVersions, type DocsVersion} from '../../config/versions';
import {renderVersion} from '../../plugins/message-catalogue/rendered';
import {ENTRIES_DIR, loadCatalogue} from '../../src/messages/catalogue';
import {loadVersionMessages, MESSAGE_VERSIONS} from '../../src/messages/data';
import {buildDir, builtHtml, htmlFileFor} from '../../tooling/build';
import {newPage, siteBrowserForFile, siteUrl, waitForHydration} from '../support/site';

const {browser} = siteBrowserForFile();

const faqRoute = (version: DocsVersion) =>
  `${version.routePrefix}/${version.layout === 'start-api' ? 'start/integration-&-support' : 'icicle'}/faq_and_troubleshooting`;

const LATEST_FAQ = faqRoute(docsVersions[0]!);
/** A page in the FAQ's sidebar category, whose sidebar links to it. */
const NEIGHBOUR = '/start/integration-&-support/migrate_from_v3';
const ENTRY_HEADINGS = '[class*="area"] > h4[id^="msg-"]';
const ASSET = /\/assets\/messages\/\d+\.\d+\.\d+\.[0-9a-f]{10}\.json$/;

const entries = loadCatalogue(ENTRIES_DIR);
const rendered = (version: string) => renderVersion(loadVersionMessages(version), entries);

/** Console errors (hydration errors among them) and uncaught errors of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** A sentence of the latest FAQ's last entry, as the reader sees it. */
function entrySentence(): string {
  const html = rendered(docsVersions[0]!.name).html;
  const areas = Object.values(html);
  const text = load(areas.at(-1)!.html)('p').eq(1).text();
  const sentence = text.replace(/^When: /, '').slice(0, 60);
  assert.ok(sentence.length >= 30, `a sentence to look for: ${JSON.stringify(text)}`);
  return sentence;
}

describe('prerendered catalogue', () => {
  const built = docsVersions.filter(
    (v) => MESSAGE_VERSIONS.includes(v.name) && existsSync(htmlFileFor(faqRoute(v))),
  );
  test('the latest FAQ page is built', () => {
    assert.ok(built.some((v) => v.name === docsVersions[0]!.name));
  });
  for (const version of built) {
    test(`${faqRoute(version)} holds every entry of ${version.name} under its area's h3`, () => {
      const expected = rendered(version.name);
      const $ = load(builtHtml(faqRoute(version)));
      assert.deepEqual(
        $('h3[id^="messages-"]')
          .map((_, h) => $(h).attr('id'))
          .get(),
        expected.areas.map((area) => `messages-${area}`),
      );
      for (const area of expected.areas) {
        const ids = $(`h3#messages-${area}`)
          .next()
          .children('h4')
          .map((_, h) => $(h).attr('id'))
          .get();
        assert.deepEqual(ids, expected.html[area]!.ids, area);
      }
    });
  }
});

describe('the latest FAQ page', () => {
  test('has its entries without JavaScript', async () => {
    const {context, page} = await newPage(browser(), {javaScriptEnabled: false});
    await page.goto(siteUrl(LATEST_FAQ));
    assert.ok((await page.locator(ENTRY_HEADINGS).count()) > 0);
    assert.equal(await page.locator('#msg-code-invalid-device').count(), 1);
    await context.close();
  });

  test('keeps its entries through hydration, with no error and no fetch, and its scripts do not hold them', async () => {
    const {context, page} = await newPage(browser());
    const errors = watchErrors(page);
    const scripts: string[] = [];
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(url.pathname);
      if (ASSET.test(url.pathname)) fetched.push(url.pathname);
    });
    await page.goto(siteUrl(LATEST_FAQ));
    const before = await page.locator(ENTRY_HEADINGS).count();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    assert.ok(before > 0);
    assert.equal(await page.locator(ENTRY_HEADINGS).count(), before);
    assert.deepEqual(errors, [], 'no hydration error (#418) or other error');
    assert.deepEqual(fetched, [], 'prerendered entries need no fetch');

    const sentence = entrySentence();
    assert.ok(load(builtHtml(LATEST_FAQ))('article').text().includes(sentence), sentence);
    assert.ok(scripts.length > 2);
    for (const script of scripts) {
      const file = path.join(buildDir, decodeURIComponent(script));
      assert.ok(!readFileSync(file, 'utf8').includes(sentence), `${script} holds entry text`);
    }
    await context.close();
  });

  test('shows its entries after client-side navigation from another page', async () => {
    const {context, page} = await newPage(browser());
    const errors = watchErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (ASSET.test(url.pathname)) fetched.push(url.pathname);
    });
    await page.goto(siteUrl(NEIGHBOUR));
    await waitForHydration(page);
    await page.locator(`nav.menu a[href="${LATEST_FAQ}"]`).first().click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === LATEST_FAQ);
    await page.locator('#msg-code-invalid-device').waitFor();
    assert.equal(
      await page.locator(ENTRY_HEADINGS).count(),
      Object.values(rendered(docsVersions[0]!.name).html).flatMap((a) => a!.ids).length,
    );
    assert.equal(new Set(fetched).size, 1, `one file for the page: ${fetched.join(', ')}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('scrolls to the entry a #msg- hash names after client-side navigation', async () => {
    const {context, page} = await newPage(browser());
    const errors = watchErrors(page);
    await page.goto(siteUrl(NEIGHBOUR));
    await waitForHydration(page);
    // The last entry of the page: far below the first screen.
    const ids = Object.values(rendered(docsVersions[0]!.name).html).flatMap((a) => a!.ids);
    const target = ids.at(-1)!;
    // A router navigation, as a Link to the anchor makes.
    await page.evaluate((href) => {
      window.history.pushState(null, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${LATEST_FAQ}#${target}`);
    const heading = page.locator(`#${target}`);
    await heading.waitFor();
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    }, target);
    const {top, navbar} = await heading.evaluate((h) => ({
      top: h.getBoundingClientRect().top,
      navbar: document.querySelector('nav.navbar')!.getBoundingClientRect().bottom,
    }));
    assert.ok(top >= navbar, `the heading (top ${top}) is below the sticky navbar (${navbar})`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
