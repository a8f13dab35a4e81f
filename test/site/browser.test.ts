/** Behaviour of the built site in real Chromium. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {dropdownVersions} from '../../config/versions';
import {newPage, siteUrl, siteBrowserForFile, waitForHydration} from '../support/site';

const {browser: currentBrowser, open} = siteBrowserForFile();

function activeNavbarLabels(page: Page): Promise<string[]> {
  return page.locator('.theme-layout-navbar-left .navbar__link--active').allInnerTexts();
}

describe('navbar', () => {
  test('holds Docs, API, versions, Community, Leave Feedback, GitHub and the company logo', async () => {
    const {context, page} = await open('/setup');
    const navbar = page.locator('nav.navbar');
    await assert.doesNotReject(navbar.getByRole('link', {name: 'Docs', exact: true}).waitFor());
    assert.equal(
      await navbar.getByRole('link', {name: 'API', exact: true}).getAttribute('href'),
      '/apioverview',
    );
    assert.equal(
      await navbar.locator('.navbar__item.dropdown > .navbar__link', {hasText: '4.0.0'}).count(),
      1,
    );
    assert.equal(
      await navbar
        .locator('.navbar__item.dropdown > .navbar__link', {hasText: 'Community'})
        .count(),
      1,
    );
    const feedback = navbar.getByRole('link', {name: 'Leave Feedback'});
    assert.equal(await feedback.getAttribute('target'), '_blank');
    assert.equal(
      await navbar
        .getByRole('link', {name: 'ICICLE source repository on GitHub'})
        .getAttribute('href'),
      'https://github.com/ingonyama-zk/icicle',
    );
    assert.equal(await navbar.getByRole('link', {name: 'Ingonyama website'}).count(), 1);
    await context.close();
  });

  test('Docs is active outside /api and API is active under /api', async () => {
    const {context, page} = await open('/setup');
    assert.deepEqual(await activeNavbarLabels(page), ['Docs']);
    await page.goto(siteUrl('/apioverview'));
    await waitForHydration(page);
    assert.deepEqual(await activeNavbarLabels(page), ['API']);
    await context.close();
  });

  test('the Community dropdown links to the five community channels', async () => {
    const {context, page} = await open('/');
    const community = page.locator('.navbar__item.dropdown', {hasText: 'Community'});
    await community.hover();
    await community.locator('.dropdown__menu').waitFor({state: 'visible'});
    const labels = await community.locator('.dropdown__link').allInnerTexts();
    assert.deepEqual(labels, ['Discord', 'LinkedIn', 'X/Twitter', 'YouTube', 'Mailing List']);
    await context.close();
  });
});

describe('version dropdown', () => {
  test('lists the twelve versions, then the page of all versions', async () => {
    const {context, page} = await open('/');
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: '4.0.0'}).first();
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu').waitFor({state: 'visible'});
    const labels = await dropdown.locator('.dropdown__link').allInnerTexts();
    assert.deepEqual(labels, [...dropdownVersions.map((v) => v.name), 'All versions']);
    assert.equal(dropdownVersions.length, 12);
    await context.close();
  });

  test('navigates to the chosen version and remembers it in localStorage', async () => {
    const {context, page} = await open('/');
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: '4.0.0'}).first();
    await dropdown.hover();
    await dropdown.locator('.dropdown__link', {hasText: /^3\.8\.0$/}).click();
    await page.waitForURL(/\/3\.8\.0$/);
    // Client-side navigation: the URL changes before the new page has rendered.
    await page.locator('html.docs-version-3\\.8\\.0').waitFor({state: 'attached'});
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')),
      '3.8.0',
    );
    await context.close();
  });
});

describe('moving between versions', () => {
  async function chooseVersion(page: Page, current: string, target: string) {
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: current}).first();
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu').waitFor({state: 'visible'});
    const escaped = target.replace(/\./g, '\\.');
    await dropdown.locator('.dropdown__link', {hasText: new RegExp(`^${escaped}$`)}).click();
    await page.locator(`html.docs-version-${escaped}`).waitFor({state: 'attached'});
  }

  test('the dropdown keeps the topic from 3.8.0 to 4.0.0 across the layout change', async () => {
    const {context, page} = await open('/3.8.0/icicle/rust-bindings/msm');
    await chooseVersion(page, '3.8.0', '4.0.0');
    assert.equal(new URL(page.url()).pathname, '/api/rust-bindings/msm');
    await context.close();
  });

  test('the dropdown keeps the topic from 4.0.0 back to 3.8.0', async () => {
    const {context, page} = await open('/api/rust-bindings/msm');
    await chooseVersion(page, '4.0.0', '3.8.0');
    assert.equal(new URL(page.url()).pathname, '/3.8.0/icicle/rust-bindings/msm');
    await context.close();
  });

  test('the dropdown falls back to the version root when the topic is missing there', async () => {
    const {context, page} = await open('/api/cpp/lattice/pqc_ml_kem');
    await chooseVersion(page, '4.0.0', '3.8.0');
    assert.equal(new URL(page.url()).pathname, '/3.8.0');
    await context.close();
  });

  test('an unversioned old-layout path redirects to its 4.0.0 equivalent', async () => {
    const {context, page} = await newPage(currentBrowser());
    await page.goto(siteUrl('/icicle/rust-bindings/msm'));
    await page.waitForURL((url) => url.pathname === '/api/rust-bindings/msm');
    await waitForHydration(page);
    assert.equal(await page.locator('article h1').first().innerText(), 'MSM');
    await context.close();
  });

  test('the unmaintained banner of an older page links to the same topic in 4.0.0', async () => {
    const {context, page} = await open('/3.5.0/icicle/install_cuda_backend');
    const banner = page.locator('.theme-doc-version-banner');
    assert.match(await banner.innerText(), /no longer actively maintained/);
    const link = banner.locator('a');
    assert.equal(await link.getAttribute('href'), '/start/architecture/install_gpu_backend');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/start/architecture/install_gpu_backend');
    await context.close();
  });
});

describe('announcement bar', () => {
  test('links to the v3 to v4 migration guide and stays closed once dismissed', async () => {
    const {context, page} = await open('/');
    const bar = page.getByRole('banner').filter({hasText: 'ICICLE v4'});
    await bar.waitFor();
    assert.equal(
      await bar.getByRole('link').first().getAttribute('href'),
      '/start/integration-&-support/migrate_from_v3',
    );
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});
    const stored = await page.evaluate(() => ({
      dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
    }));
    assert.deepEqual(stored, {dismiss: 'true', id: 'icicle-v4-release'});
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.getByRole('banner').filter({hasText: 'ICICLE v4'}).count(), 0);
    await context.close();
  });

  test('a new announcement id resets an older dismissal', async () => {
    const {context, page} = await open('/');
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(
      () => localStorage.getItem('docusaurus.announcement.dismiss') === 'false',
    );
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')),
      'icicle-v4-release',
    );
    // The pre-hydration script hides the bar for the rest of this load; the next load shows it.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('banner').filter({hasText: 'ICICLE v4'}).waitFor();
    await context.close();
  });
});

describe('colour mode', () => {
  test('defaults to light even when the system prefers dark', async () => {
    const {context, page} = await open('/', {colorScheme: 'dark'});
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await context.close();
  });

  test('the switch toggles dark mode, stores it under "theme" and syncs other tabs', async () => {
    const {context, page} = await open('/');
    const otherTab = await context.newPage();
    await otherTab.goto(siteUrl('/setup'));
    await waitForHydration(otherTab);
    // The switch is disabled until the theme has mounted; click once it reports light mode.
    await page.getByRole('button', {name: /currently light mode/i}).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    // Background tabs are throttled; look at the other tab as a reader switching to it would.
    await otherTab.bringToFront();
    await otherTab.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });
});

describe('mobile navigation', () => {
  test('at 996px the navbar collapses into the mobile sidebar', async () => {
    const {context, page} = await open('/setup', {viewport: {width: 996, height: 800}});
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    assert.equal(await toggle.isVisible(), true);
    assert.equal(
      await page.locator('.navbar__items--left .navbar__link').first().isVisible(),
      false,
    );
    await toggle.click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'API', exact: true}).waitFor();
    await context.close();
  });

  test('above 996px the full navbar shows', async () => {
    const {context, page} = await open('/setup', {viewport: {width: 1100, height: 800}});
    assert.equal(
      await page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible(),
      false,
    );
    await context.close();
  });
});

describe('math stylesheet', () => {
  const katexSheetLoaded = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) =>
        sheet.href?.endsWith('/katex/katex.min.css'),
      ),
    );

  test('a page with math keeps its KaTeX stylesheet through hydration', async () => {
    const {context, page} = await newPage(currentBrowser());
    await page.addInitScript(() => {
      // Records any removal of the stylesheet link, for example by a head manager.
      const removed: string[] = [];
      Object.assign(window, {removedKatexLinks: removed});
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof HTMLLinkElement && node.href.includes('katex'))
              removed.push(node.href);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(siteUrl('/api/cpp/msm'));
    await waitForHydration(page);
    assert.equal(await katexSheetLoaded(page), true);
    assert.deepEqual(
      await page.evaluate(
        () => (window as unknown as {removedKatexLinks: string[]}).removedKatexLinks,
      ),
      [],
    );
    await context.close();
  });

  test('navigating to a page with math shows its formulas only once the stylesheet applies', async () => {
    const {context, page} = await open('/setup');
    assert.equal(await katexSheetLoaded(page), false);
    // Counts the DOM updates that show a formula while the stylesheet is missing.
    await page.evaluate(() => {
      const state = {unstyled: 0};
      Object.assign(window, {katexState: state});
      new MutationObserver(() => {
        const sheet = Array.from(document.styleSheets).some((s) =>
          s.href?.endsWith('/katex/katex.min.css'),
        );
        if (document.querySelector('.katex') && !sheet) state.unstyled++;
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.locator('a[href="/apioverview"]').first().click();
    await page.locator('.katex').first().waitFor();
    assert.equal(await katexSheetLoaded(page), true);
    assert.equal(
      await page.evaluate(
        () => (window as unknown as {katexState: {unstyled: number}}).katexState.unstyled,
      ),
      0,
    );
    const position = await page
      .locator('.katex .katex-mathml')
      .first()
      .evaluate((element) => getComputedStyle(element).position);
    assert.equal(position, 'absolute');
    await context.close();
  });
});

describe('error pages', () => {
  test('an unknown path shows the not-found page with a 404 status', async () => {
    const {context, page} = await newPage(currentBrowser());
    const response = await page.goto(siteUrl('/this/page/does/not/exist'));
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
    await context.close();
  });

  test('a page that throws shows the crash page with Try again', async () => {
    const {context, page} = await newPage(currentBrowser());
    await page.goto(siteUrl('/__tests__/crash'));
    await page.getByRole('heading', {name: 'This page crashed.'}).waitFor();
    await page.getByRole('button', {name: 'Try again'}).waitFor();
    await context.close();
  });
});

describe('clean pages', () => {
  const samplePages = [
    '/',
    '/setup',
    '/start/architecture/arch_overview',
    '/start/programmers_guide/rust',
    '/apioverview',
    '/3.9.0',
    '/3.8.0',
    '/2.8.0',
    '/1.10.1',
    '/versions',
    '/blog',
  ];
  for (const pathname of samplePages) {
    test(`${pathname} logs no console error and requests no other host`, async () => {
      const {context, page} = await newPage(currentBrowser());
      const errors: string[] = [];
      const foreignRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') {
          foreignRequests.push(request.url());
        }
      });
      const response = await page.goto(siteUrl(pathname), {waitUntil: 'networkidle'});
      assert.equal(response?.status(), 200);
      await waitForHydration(page);
      assert.deepEqual(errors, []);
      assert.deepEqual(foreignRequests, []);
      await context.close();
    });
  }
});
