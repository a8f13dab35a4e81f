/** Search in real Chromium: the DocSearch modal and /search over the embedded index. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {newPage, siteUrl, siteBrowserForFile, waitForHydration} from '../support/site';

const {browser: currentBrowser, open} = siteBrowserForFile();

const input = (page: Page) => page.locator('.DocSearch-Input');

/**
 * Presses a shortcut until the modal is open: the keyboard listener is
 * attached by an effect that may run just after hydration is flagged.
 */
async function openWithKey(page: Page, key: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.keyboard.press(key);
    if (await input(page).isVisible()) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`${key} did not open the search modal`);
}

/** Types a query as a user would: unlike fill(), typing respects the input's maxlength. */
async function searchFor(page: Page, query: string) {
  if (!(await input(page).isVisible())) await openWithKey(page, 'Control+k');
  await input(page).fill('');
  await page.keyboard.insertText(query);
}

/** URLs of the hits the modal shows once results have arrived. */
async function hitUrls(page: Page): Promise<string[]> {
  await page.locator('.DocSearch-Hit a').first().waitFor();
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

describe('search modal', () => {
  test('Ctrl+K and / open it, Escape closes it, and the input holds at most 64 characters', async () => {
    const {context, page} = await open('/setup');
    await openWithKey(page, 'Control+k');
    assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
    assert.equal(await input(page).getAttribute('maxlength'), '64');
    await page.keyboard.press('Escape');
    await input(page).waitFor({state: 'detached'});
    await page.locator('body').click({position: {x: 5, y: 300}});
    await openWithKey(page, '/');
    await page.keyboard.insertText('x'.repeat(80));
    assert.equal((await input(page).inputValue()).length, 64);
    await context.close();
  });

  test('on a 4.0.0 page it returns only 4.0.0 results (and site pages)', async () => {
    const {context, page} = await open('/api/cpp/msm');
    await searchFor(page, 'msm');
    const urls = await hitUrls(page);
    assert.ok(urls.length > 0);
    for (const url of urls) assert.ok(!/^\/\d+\.\d+\.\d+/.test(url), url);
    await context.close();
  });

  test('on a 3.8.0 page it returns only 3.8.0 results (and site pages)', async () => {
    const {context, page} = await open('/3.8.0/icicle/rust-bindings/msm');
    await searchFor(page, 'msm');
    const urls = await hitUrls(page);
    assert.ok(urls.length > 0);
    for (const url of urls) assert.ok(/^\/(3\.8\.0|blog)(\/|$)/.test(url), url);
    await context.close();
  });

  for (const [width, words] of [
    [1280, 10],
    [768, 5],
  ] as const) {
    test(`snippets are at most ${words} words at ${width}px`, async () => {
      const {context, page} = await open('/api/cpp/msm', {viewport: {width, height: 800}});
      await searchFor(page, 'window size');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const snippets = await page.locator('.DocSearch-Hit-title').allInnerTexts();
      const lengths = snippets.map((text) => text.trim().split(/\s+/).length);
      assert.ok(
        lengths.some((length) => length === words),
        lengths.join(' '),
      );
      assert.ok(
        lengths.every((length) => length <= words),
        lengths.join(' '),
      );
      await context.close();
    });
  }

  test('shows the no-results text with the query, and the feedback link', async () => {
    const {context, page} = await open('/');
    await searchFor(page, 'qqzzxxwv');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    assert.match(await screen.innerText(), /No results for "qqzzxxwv"/);
    assert.match(await screen.innerText(), /Believe this query should return results\?/);
    await context.close();
  });

  test('shows the error text when the index cannot be loaded, and the page keeps working', async () => {
    const {context, page} = await newPage(currentBrowser());
    await page.route('**/search-index/*.*.json', (route) => route.abort('failed'));
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await searchFor(page, 'ntt');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    assert.match(await screen.innerText(), /Unable to fetch results/);
    assert.match(await screen.innerText(), /You might want to check your network connection\./);
    await page.keyboard.press('Escape');
    await page.locator('.navbar__item', {hasText: 'API'}).first().click();
    await page.waitForURL((url) => url.pathname === '/apioverview');
    await context.close();
  });

  test('recent searches and favourites persist across reloads', async () => {
    const {context, page} = await open('/');
    await openWithKey(page, 'Control+k');
    assert.match(await page.locator('.DocSearch-Modal').innerText(), /No recent searches/);
    await searchFor(page, 'merkle');
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.reload();
    await waitForHydration(page);
    await openWithKey(page, 'Control+k');
    const recent = page.locator('.DocSearch-Hit', {hasText: /Merkle/}).first();
    await recent.waitFor();
    await recent.locator('.DocSearch-Hit-action-button[title="Save this search"]').click();
    await page.reload();
    await waitForHydration(page);
    await openWithKey(page, 'Control+k');
    await page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).waitFor();
    await context.close();
  });
});

describe('/search page', () => {
  test('/search?q=ntt lists results', async () => {
    const {context, page} = await open('/search?q=ntt');
    const results = page.locator('main article h2 a');
    await results.first().waitFor();
    assert.ok((await results.count()) > 0);
    assert.match(await page.locator('h1').first().innerText(), /Search results for "ntt"/);
    await context.close();
  });
});

describe('hostile queries', () => {
  const hostile = [
    '<script>window.__pwned=1</script>',
    '"><img src=x onerror="window.__pwned=1">',
    "' onmouseover='window.__pwned=1",
    '<svg/onload=window.__pwned=1>',
    'x'.repeat(500),
  ];

  test('are shown as text in the modal and never run', async () => {
    const {context, page} = await open('/');
    for (const query of hostile) {
      await searchFor(page, query);
      await page.waitForTimeout(150);
      const shown = await input(page).inputValue();
      assert.equal(shown, query.slice(0, 64));
    }
    assert.equal(await page.evaluate(() => (window as {__pwned?: number}).__pwned), undefined);
    await context.close();
  });

  test('are shown as text on /search and never run', async () => {
    for (const query of hostile) {
      const {context, page} = await open(`/search?q=${encodeURIComponent(query)}`);
      await page.locator('h1').first().waitFor();
      assert.equal(await page.locator('main img, main svg[onload]').count(), 0);
      assert.equal(await page.evaluate(() => (window as {__pwned?: number}).__pwned), undefined);
      await context.close();
    }
  });
});
