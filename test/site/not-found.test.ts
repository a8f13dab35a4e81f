/**
 * Not-found pages under `npm run serve`, which answers every unknown path
 * with the root `404.html` as GitHub Pages and plain file servers do: the
 * page hydrates with no error (React #418 when the first client render
 * differs from the prerendered one), then the navbar follows the path.
 * nginx, which sends each version's own not-found page, is tested in
 * nginx.test.ts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {dropdownVersions, latestVersion} from '../../config/versions';
import {buildDir} from '../../tooling/build';
import {newPage, siteBrowserForFile, siteUrl, waitForHydration} from '../support/site';

const {browser: currentBrowser} = siteBrowserForFile();
const latest = latestVersion.name;

/** Console errors and page errors of a page, its own 404 status left out. */
function watchErrors(page: Page, notFoundUrls: () => string[]): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs a not-found document's status; the page did nothing wrong.
    const ownStatus =
      notFoundUrls().includes(message.location().url) &&
      /Failed to load resource/.test(message.text());
    if (!ownStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/**
 * Waits up to 5 s for `selector`'s text to be `expected` (the navbar renders
 * the reader's path just after hydration), then returns the text it has.
 */
async function textOnceSettled(
  page: Page,
  selector: string,
  expected: string,
): Promise<string | undefined> {
  await page
    .waitForFunction(
      ([target, text]) => document.querySelector(target)?.textContent?.trim() === text,
      [selector, expected] as const,
      {timeout: 5_000},
    )
    .catch(() => undefined);
  return (await page.locator(selector).first().textContent())?.trim();
}

const DROPDOWN = '.navbar__item.dropdown > .navbar__link';
const ACTIVE_NAVBAR_LINK = '.theme-layout-navbar-left .navbar__link--active';

const dropdownText = (page: Page, version: string) => textOnceSettled(page, DROPDOWN, version);

/** The version the dropdown names on a page of `versionName`: an archived one is not listed. */
function dropdownVersionFor(versionName: string): string {
  return dropdownVersions.some((v) => v.name === versionName) ? versionName : latest;
}

const rootNotFound = readFileSync(path.join(buildDir, '404.html'), 'utf8');

describe('not-found pages under npm run serve', () => {
  const cases = [
    {pathname: '/nope', version: latest},
    {pathname: '/3.9.0/nope', version: '3.9.0'},
    {pathname: '/1.10.1/nope', version: '1.10.1'},
  ];
  for (const {pathname, version} of cases) {
    test(`${pathname}: status 404, the root 404.html, hydrated with no error, ${dropdownVersionFor(version)} in the dropdown`, async () => {
      const {context, page} = await newPage(currentBrowser());
      const errors = watchErrors(page, () => [siteUrl(pathname)]);
      try {
        const response = await page.goto(siteUrl(pathname));
        assert.equal(response?.status(), 404);
        assert.equal(await response?.text(), rootNotFound, 'the host sends the root 404.html');
        await waitForHydration(page);
        await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
        assert.equal(
          await dropdownText(page, dropdownVersionFor(version)),
          dropdownVersionFor(version),
        );
        await page.waitForLoadState('networkidle');
        assert.deepEqual(errors, [], 'no hydration error (#418) or other error');
      } finally {
        await context.close();
      }
    });
  }

  test('/api/nope: once hydrated, API is the active navbar link, not Docs as prerendered', async () => {
    const {context, page} = await newPage(currentBrowser());
    const errors = watchErrors(page, () => [siteUrl('/api/nope')]);
    try {
      const response = await page.goto(siteUrl('/api/nope'));
      assert.equal(response?.status(), 404);
      await waitForHydration(page);
      await textOnceSettled(page, ACTIVE_NAVBAR_LINK, 'API');
      assert.deepEqual(await page.locator(ACTIVE_NAVBAR_LINK).allInnerTexts(), ['API']);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("a client-side navigation to an unknown link shows the not-found page with the path's version", async () => {
    const {context, page} = await newPage(currentBrowser());
    const errors = watchErrors(page, () => []);
    try {
      await page.goto(siteUrl('/3.9.0'));
      await waitForHydration(page);
      assert.equal(await dropdownText(page, '3.9.0'), '3.9.0');
      // Gone if a document loads: the navigations below must stay in the app.
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      // The router follows the history as it does for back and forward: no document load.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/3.9.0/nope');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
      assert.equal(await dropdownText(page, '3.9.0'), '3.9.0');
      await page.evaluate(() => {
        window.history.pushState(null, '', '/nope');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      assert.equal(await dropdownText(page, latest), latest);
      await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
      assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'a document loaded');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
