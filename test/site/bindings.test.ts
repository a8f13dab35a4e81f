/**
 * The reader's binding in real Chromium: the C++ | Rust | Go switch on
 * binding pages (links, anchors, unavailable entries, keyboard), the choice
 * remembered across pages, reloads and versions, the binding tabs of guide
 * pages following it (and `?binding=`), the version dropdown keeping the
 * binding, and search ranking the reader's binding first.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import type {Page} from 'playwright-core';
import {BINDING_STORAGE_KEY} from '../../src/bindings/labels';
import {referenceVersion} from '../../src/site-map';
import {builtHtml} from '../../tooling/build';
import {siteBrowserForFile, siteUrl, waitForHydration} from '../support/site';

const {open} = siteBrowserForFile();

function route(version: string, docId: string): string {
  const doc = referenceVersion(version).docs.find((d) => d.id === docId);
  if (!doc) throw new Error(`${docId} is not a doc of ${version}`);
  return doc.path;
}

const switchOf = (page: Page) => page.locator('nav[aria-label="Binding"]');
const BINDING_OF_LABEL: Readonly<Record<string, string>> = {'C++': 'cpp', Rust: 'rust', Go: 'go'};
const entry = (page: Page, label: string) =>
  switchOf(page).locator(`[data-binding="${BINDING_OF_LABEL[label]}"]`);
const storedBinding = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), BINDING_STORAGE_KEY);

/** Heading ids of a built page, from its prerendered HTML. */
function headingIds(pathname: string): Set<string> {
  const $ = load(builtHtml(pathname));
  return new Set(
    $('article h2[id], article h3[id]')
      .map((_, el) => $(el).attr('id'))
      .get(),
  );
}

const RUST_MSM = route('4.0.0', 'api/rust-bindings/msm');
const GO_MSM = route('4.0.0', 'api/golang-bindings/msm');
const CPP_MSM = route('4.0.0', 'api/cpp/msm');
const TABS_PAGE = route('3.8.0', 'icicle/libraries');

describe('binding switch', () => {
  test('a 4.0.0 API page links the same topic in the other bindings', async () => {
    const {context, page} = await open(RUST_MSM);
    assert.equal(await entry(page, 'Rust').getAttribute('aria-current'), 'page');
    assert.equal(await entry(page, 'C++').getAttribute('href'), CPP_MSM);
    assert.equal(await entry(page, 'Go').getAttribute('href'), GO_MSM);
    await context.close();
  });

  test('a 3.8.0 primitives page counts as C++ and links its version', async () => {
    const {context, page} = await open(route('3.8.0', 'icicle/primitives/ntt'));
    assert.equal(await entry(page, 'C++').getAttribute('aria-current'), 'page');
    assert.equal(
      await entry(page, 'Rust').getAttribute('href'),
      route('3.8.0', 'icicle/rust-bindings/ntt'),
    );
    assert.equal(
      await entry(page, 'Go').getAttribute('href'),
      route('3.8.0', 'icicle/golang-bindings/ntt'),
    );
    await context.close();
  });

  test('keeps the section anchor when the target has it, drops it when not', async () => {
    const rustIds = headingIds(RUST_MSM);
    const goIds = headingIds(GO_MSM);
    const shared = [...rustIds].find((id) => goIds.has(id));
    const rustOnly = [...rustIds].find((id) => !goIds.has(id));
    assert.ok(shared && rustOnly, 'the two MSM pages share some section ids and not others');

    const {context, page} = await open(`${RUST_MSM}#${shared}`);
    await entry(page, 'Go').click();
    await page.waitForURL((url) => url.pathname === GO_MSM);
    assert.equal(new URL(page.url()).hash, `#${shared}`);

    await page.goto(siteUrl(`${RUST_MSM}#${rustOnly}`));
    await waitForHydration(page);
    await entry(page, 'Go').click();
    await page.waitForURL((url) => url.pathname === GO_MSM && url.hash === '');
    await context.close();
  });

  test('a binding without a page is unavailable, with the reason on focus', async () => {
    const {context, page} = await open(route('4.0.0', 'api/cpp/fri'));
    const go = entry(page, 'Go');
    assert.equal(await go.getAttribute('href'), null, 'not a link');
    assert.equal(await go.getAttribute('aria-disabled'), 'true');
    const tooltip = switchOf(page).locator('[role="tooltip"]');
    assert.equal(await tooltip.textContent(), 'No Go API for FRI in 4.0.0');
    assert.equal(await tooltip.isVisible(), false);
    // Keyboard: Tab from the Rust entry reaches it and shows the reason.
    await entry(page, 'Rust').focus();
    await page.keyboard.press('Tab');
    assert.equal(await go.evaluate((el) => el === document.activeElement), true);
    await tooltip.waitFor({state: 'visible'});
    await context.close();
  });

  test('works from the keyboard: Enter on an entry opens that binding', async () => {
    const {context, page} = await open(CPP_MSM);
    await entry(page, 'Rust').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === RUST_MSM);
    assert.equal(await storedBinding(page), 'rust');
    await context.close();
  });
});

describe('remembered binding', () => {
  test('persists across reloads and versions, and tabs follow it', async () => {
    const {context, page} = await open(CPP_MSM);
    await entry(page, 'Go').click();
    await page.waitForURL((url) => url.pathname === GO_MSM);
    assert.equal(await storedBinding(page), 'go');

    await page.reload();
    await waitForHydration(page);
    assert.equal(await storedBinding(page), 'go');

    // Another page and version: the Go tab is the one shown.
    await page.goto(siteUrl(TABS_PAGE));
    await waitForHydration(page);
    const selected = page.locator('[role="tab"][aria-selected="true"]');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]')).every(
        (tab) => tab.textContent === 'Go',
      ),
    );
    assert.ok((await selected.count()) > 0);

    // A tab click is a choice too: the switch of an API page marks it.
    await page.getByRole('tab', {name: 'Rust'}).first().click();
    assert.equal(await storedBinding(page), 'rust');
    await page.goto(siteUrl(CPP_MSM));
    await waitForHydration(page);
    await page.waitForFunction(() =>
      document
        .querySelector('nav[aria-label="Binding"] a[title="Rust (your binding)"]')
        ?.textContent?.includes('Rust'),
    );
    await context.close();
  });

  test('?binding= selects the tab', async () => {
    const {context, page} = await open(`${TABS_PAGE}?binding=rust`);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]')).every(
        (tab) => tab.textContent === 'Rust',
      ),
    );
    await context.close();
  });

  test('every tab is in the prerendered page', () => {
    const $ = load(builtHtml(TABS_PAGE));
    const panels = $('[role="tabpanel"]');
    assert.ok(panels.length >= 3, 'all panels are rendered');
    assert.match(panels.text(), /CGO_LDFLAGS/, 'the Go panel is there');
    assert.match(panels.text(), /Cargo/, 'the Rust panel is there');
  });

  test('the version dropdown keeps the binding and the topic', async () => {
    const {context, page} = await open(route('4.0.0', 'api/rust-bindings/ntt'));
    const item = page.locator('.navbar .dropdown__menu a', {hasText: /^3\.8\.0$/});
    assert.equal(await item.getAttribute('href'), route('3.8.0', 'icicle/rust-bindings/ntt'));
    await context.close();
  });

  test("search ranks the reader's binding first when the query names none", async () => {
    const {context, page} = await open(GO_MSM);
    await page.evaluate((key) => localStorage.setItem(key, 'go'), BINDING_STORAGE_KEY);
    await page.goto(siteUrl('/search?q=msm'));
    await waitForHydration(page);
    const first = page.locator('main article h2 a').first();
    await first.waitFor();
    assert.equal(new URL((await first.getAttribute('href'))!, siteUrl()).pathname, GO_MSM);

    await page.goto(siteUrl('/search?q=rust%20msm'));
    await waitForHydration(page);
    await page.waitForFunction(
      (expected) =>
        document.querySelector('main article h2 a')?.getAttribute('href')?.startsWith(expected),
      RUST_MSM,
    );
    await context.close();
  });
});
