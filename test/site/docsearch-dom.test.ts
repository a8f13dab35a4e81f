/**
 * The adaptations of DocSearch's DOM (src/theme/SearchBar/docsearch-dom.ts)
 * in Chromium: each takes effect, and none reports itself broken (its
 * console error). Every failure starts with the adaptation's name, so after
 * a DocSearch upgrade this file and test/unit/docsearch-dom.test.ts say which
 * adaptations need work (maintainers/search-ui.md).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page, Route} from 'playwright-core';
import {MAX_QUERY_LENGTH} from '../../src/search/constants';
import {
  newPage,
  openSearchWithKey,
  searchInput,
  siteBrowserForFile,
  siteUrl,
  waitForHydration,
} from '../support/site';

const {browser: currentBrowser, open} = siteBrowserForFile();

/** The index shards the worker downloads (not the manifest). */
const SHARDS = '**/search-index/*.*.json';

/** Console errors in which an adaptation reports itself broken. */
function watchBrokenReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('DocSearch adaptation')) {
      reports.push(message.text());
    }
  });
  return reports;
}

/** Opens the site at `pathname` with a route installed before it loads. */
async function openWithRoute(
  pathname: string,
  pattern: string,
  handler: (route: Route) => Promise<void>,
) {
  const {context, page} = await newPage(currentBrowser());
  await page.route(pattern, handler);
  const reports = watchBrokenReports(page);
  await page.goto(siteUrl(pathname));
  await waitForHydration(page);
  return {context, page, reports};
}

/** Waits for a condition in the page; false when it does not come true in time. */
function becomes(page: Page, condition: () => boolean): Promise<boolean> {
  return page.waitForFunction(condition, undefined, {timeout: 5_000}).then(
    () => true,
    () => false,
  );
}

describe('DocSearch adaptations (src/theme/SearchBar/docsearch-dom.ts)', () => {
  test('as the modal opens: input limit, dialog, no recent searches, footer logo', async () => {
    const {context, page} = await open('/api/cpp/msm');
    const reports = watchBrokenReports(page);
    await openSearchWithKey(page, 'Control+k');
    await becomes(page, () => Boolean(document.querySelector('.search-no-recent')));
    const problems = await page.evaluate((limit) => {
      const found: string[] = [];
      const modal = document.querySelector('.DocSearch-Modal');
      const backdrop = modal?.parentElement;
      const input = document.querySelector('.DocSearch-Input');
      if (input?.getAttribute('maxlength') !== String(limit)) {
        found.push(`input limit: maxlength is ${input?.getAttribute('maxlength')}`);
      }
      const dialog = ['role', 'aria-modal', 'aria-label'].map((name) => modal?.getAttribute(name));
      if (dialog[0] !== 'dialog' || dialog[1] !== 'true' || !dialog[2]) {
        found.push(`dialog: the modal has role ${dialog[0]}, aria-modal ${dialog[1]}`);
      }
      const left = backdrop
        ?.getAttributeNames()
        .filter((name) => name === 'role' || name === 'tabindex' || name.startsWith('aria-'));
      if (!backdrop?.classList.contains('DocSearch-Container') || left?.length) {
        found.push(`dialog: the backdrop keeps ${left?.join(', ')}`);
      }
      const screen = document.querySelector('.DocSearch-SearchBar + .search-no-recent');
      if (screen?.textContent !== 'No recent searches') {
        found.push(`no recent searches: the start screen shows ${screen?.textContent}`);
      }
      const logo = document.querySelector('.DocSearch-Logo');
      if (document.documentElement.dataset.searchProvider !== 'embedded') {
        found.push('footer logo: <html> is not marked as searching the embedded index');
      }
      if (!logo || getComputedStyle(logo).visibility !== 'hidden') {
        found.push('footer logo: the Algolia credit shows');
      }
      return found;
    }, MAX_QUERY_LENGTH);

    await page.keyboard.insertText('merkle tree');
    await page.locator('.DocSearch-Hit a[href]').first().waitFor();
    if (!(await becomes(page, () => !document.querySelector('.search-no-recent')))) {
      problems.push('no recent searches: the start screen stays with results shown');
    }
    assert.deepEqual([...problems, ...reports], []);
    await context.close();
  });

  test('result option: each result link is the ARIA option, selected with the arrow keys', async () => {
    const {context, page} = await open('/api/cpp/msm');
    const reports = watchBrokenReports(page);
    await openSearchWithKey(page, 'Control+k');
    await page.keyboard.insertText('merkle tree');
    await page.locator('.DocSearch-Hit a[href]').first().waitFor();
    const selection = () =>
      page.evaluate(() => {
        const items = Array.from(document.querySelectorAll('.DocSearch-Hit'));
        const links = items.map((item) => item.querySelector('a'));
        const selected = links.filter((link) => link?.getAttribute('aria-selected') === 'true');
        const active = document
          .querySelector('.DocSearch-Input')
          ?.getAttribute('aria-activedescendant');
        // The colour DocSearch gives the selected item, resolved in the modal.
        const probe = document.createElement('div');
        probe.style.backgroundColor = 'var(--docsearch-hit-highlight-color)';
        document.querySelector('.DocSearch-Modal')?.append(probe);
        const highlight = getComputedStyle(probe).backgroundColor;
        probe.remove();
        const icon = selected[0]?.querySelector('.DocSearch-Hit-Select-Icon');
        return {
          items: items.length,
          itemRoles: [...new Set(items.map((item) => item.getAttribute('role')))],
          itemStates: items.filter((item) => item.hasAttribute('aria-selected') || item.id).length,
          linkRoles: [...new Set(links.map((link) => link?.getAttribute('role')))],
          selectedIds: selected.map((link) => link?.id),
          activeIsSelected: Boolean(active) && active === selected[0]?.id,
          styled:
            selected[0] !== undefined &&
            getComputedStyle(selected[0]!).backgroundColor === highlight &&
            (!icon || getComputedStyle(icon).display === 'block'),
        };
      });
    const problems: string[] = [];
    const check = (when: string, shape: Awaited<ReturnType<typeof selection>>) => {
      if (shape.items === 0) problems.push(`result option: no results ${when}`);
      if (shape.itemRoles.join() !== 'none') {
        problems.push(`result option: items have role ${shape.itemRoles.join(', ')} ${when}`);
      }
      if (shape.itemStates > 0) {
        problems.push(
          `result option: ${shape.itemStates} items keep an id or aria-selected ${when}`,
        );
      }
      if (shape.linkRoles.join() !== 'option') {
        problems.push(`result option: links have role ${shape.linkRoles.join(', ')} ${when}`);
      }
      if (shape.selectedIds.length !== 1 || !shape.activeIsSelected) {
        problems.push(`result option: the input does not point at one selected link ${when}`);
      }
      if (!shape.styled)
        problems.push(`result option: the selected link is not highlighted ${when}`);
    };
    const first = await selection();
    check('at first', first);
    await page.keyboard.press('ArrowDown');
    await becomes(page, () =>
      Boolean(document.querySelector('.DocSearch-Hit a[aria-selected="true"]')),
    );
    const next = await selection();
    check('after ArrowDown', next);
    if (next.selectedIds[0] === first.selectedIds[0]) {
      problems.push('result option: ArrowDown did not move the selection to another link');
    }
    assert.deepEqual([...problems, ...reports], []);
    await context.close();
  });

  // Whether DocSearch renders its no-results screen while the first query
  // waits depends on timing: it does when the modal's autocomplete starts
  // over with the query already typed (a modal opened as the page hydrates),
  // and keeps its start screen otherwise (a settled page). Neither may show it.
  for (const moment of ['as the page hydrates', 'on a settled page'] as const) {
    test(`pending state: no "No results" while the index loads, modal opened ${moment}`, async () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const {context, page, reports} = await openWithRoute('/', SHARDS, async (route) => {
        await released;
        await route.continue();
      });
      if (moment === 'on a settled page') {
        // The modal's code loaded and the page's effects have run.
        await openSearchWithKey(page, 'Control+k');
        await page.keyboard.press('Escape');
        await searchInput(page).waitFor({state: 'detached'});
      }
      await openSearchWithKey(page, 'Control+k');
      await page.keyboard.insertText('qqzzxxwv');
      const problems: string[] = [];
      const pending = () => document.documentElement.hasAttribute('data-search-pending');
      const noResultsShown = () =>
        page.evaluate(() => {
          const screen = document.querySelector('.DocSearch-NoResults');
          return screen !== null && getComputedStyle(screen).visibility !== 'hidden';
        });
      if (!(await becomes(page, pending))) {
        problems.push('pending state: <html> is not marked while the index loads');
      }
      // Once at once, once past autocomplete's 300 ms stall threshold.
      for (const wait of [0, 400]) {
        await page.waitForTimeout(wait);
        if (await noResultsShown()) {
          problems.push(`pending state: "No results" shows ${wait} ms into the index load`);
        }
      }
      release();
      if (
        !(await becomes(page, () => !document.documentElement.hasAttribute('data-search-pending')))
      ) {
        problems.push('pending state: <html> stays marked once the index answered');
      }
      await page.locator('.DocSearch-NoResults').waitFor();
      if (!(await noResultsShown())) {
        problems.push('pending state: "No results" stays hidden once the index answered');
      }
      assert.deepEqual([...problems, ...reports], []);
      await context.close();
    });
  }

  test('index error screen: shown in place of "No results" when the index cannot load', async () => {
    const {context, page, reports} = await openWithRoute('/', SHARDS, (route) =>
      route.abort('failed'),
    );
    await openSearchWithKey(page, 'Control+k');
    await page.keyboard.insertText('ntt');
    const problems: string[] = [];
    const screen = page.locator('.DocSearch-Dropdown .DocSearch-ErrorScreen.search-index-error');
    const shown = await screen.waitFor().then(
      () => true,
      () => false,
    );
    if (!shown) problems.push('index error screen: not shown in the modal');
    else {
      if ((await screen.getAttribute('role')) !== 'alert') {
        problems.push('index error screen: not announced (role alert)');
      }
      if (!/Unable to fetch results/.test(await screen.innerText())) {
        problems.push('index error screen: without its title');
      }
      if (await page.locator('.DocSearch-NoResults').isVisible()) {
        problems.push('index error screen: "No results" shows beside it');
      }
    }
    assert.deepEqual([...problems, ...reports], []);
    await context.close();
  });

  test('search button: a pointer on it starts loading the index (preload on intent)', async () => {
    const requests: string[] = [];
    const {context, page, reports} = await openWithRoute('/', '**/search-index/**', (route) => {
      requests.push(route.request().url());
      return route.continue();
    });
    const problems: string[] = [];
    await page.waitForTimeout(500);
    if (requests.length > 0) problems.push('search button: the index loads before any intent');
    await page.locator('.DocSearch-Button').hover();
    for (let waited = 0; requests.length === 0 && waited < 5_000; waited += 100) {
      await page.waitForTimeout(100);
    }
    if (requests.length === 0) {
      problems.push('search button: a pointer on the button does not start loading the index');
    }
    if (await searchInput(page).isVisible()) problems.push('search button: the modal opened');
    assert.deepEqual([...problems, ...reports], []);
    await context.close();
  });
});
