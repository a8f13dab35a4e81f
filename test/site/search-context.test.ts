/**
 * Search that knows where the reader stands, in real Chromium: the binding
 * of the page the modal opens on, a pasted message finding its entry, and
 * "not in this version" for a feature the page's version lacks.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {openSearchWithKey, searchInput, siteBrowserForFile} from '../support/site';

const {open} = siteBrowserForFile();

/**
 * Types a query into the modal and returns the first hit's address once it
 * is `expected`, or the hits shown when it does not become so: results of
 * the query's first letters may come first.
 */
async function firstHitFor(page: Page, query: string, expected: string): Promise<string[]> {
  await openSearchWithKey(page, 'Control+k');
  await searchInput(page).fill('');
  await page.keyboard.insertText(query);
  const hrefs = () =>
    page.locator('.DocSearch-Hit a[href]').evaluateAll((links) =>
      links.map((link) => {
        const url = new URL(link.getAttribute('href') ?? '', location.href);
        return `${url.pathname}${url.hash}`;
      }),
    );
  await page
    .waitForFunction(
      (want) => {
        const link = document.querySelector('.DocSearch-Hit a[href]');
        if (!link) return false;
        const url = new URL(link.getAttribute('href') ?? '', location.href);
        return `${url.pathname}${url.hash}` === want;
      },
      expected,
      {timeout: 15_000},
    )
    .catch(() => undefined);
  return hrefs();
}

describe('search from where the reader stands', () => {
  test("a query that names no binding ranks the page's binding first", async () => {
    for (const [from, expected] of [
      ['/api/golang-bindings/msm', '/api/golang-bindings/ntt'],
      ['/api/rust-bindings/msm', '/api/rust-bindings/ntt'],
    ] as const) {
      const {context, page} = await open(from);
      const hits = await firstHitFor(page, 'ntt', expected);
      assert.equal(hits[0], expected, `from ${from}: ${hits.join(', ')}`);
      await context.close();
    }
  });

  test('a pasted message with its values opens on the entry that explains it', async () => {
    const {context, page} = await open('/setup');
    const expected =
      '/start/integration-&-support/faq_and_troubleshooting#msg-ntt-size-exceeds-domain';
    const hits = await firstHitFor(
      page,
      'Size is too large for domain. size = 4096, domain_max_size = 1024',
      expected,
    );
    assert.equal(hits[0], expected, hits.join(', '));
    await context.close();
  });

  test("a feature of later versions is shown as not in the page's version, with a link to it", async () => {
    const {context, page} = await open('/3.0.0/icicle/getting_started');
    const hits = await firstHitFor(page, 'fri', '/3.7.0/icicle/primitives/fri');
    assert.equal(hits[0], '/3.7.0/icicle/primitives/fri', hits.join(', '));
    const group = await page.locator('.DocSearch-Hit-source').first().innerText();
    assert.equal(group, 'Not in 3.0.0');
    const title = await page.locator('.DocSearch-Hit').first().innerText();
    assert.match(title, /“fri” is documented from 3\.7\.0/);
    await context.close();
  });
});
