/** Search in real Chromium: the DocSearch modal and /search over the embedded index. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {limitQuery, MAX_QUERY_LENGTH} from '../../src/search/constants';
import {
  newPage,
  openSearchWithKey,
  searchInput,
  siteUrl,
  siteBrowserForFile,
  waitForHydration,
} from '../support/site';

const {browser: currentBrowser, open} = siteBrowserForFile();

/** Types a query as a user would: unlike fill(), typing respects the input's maxlength. */
async function searchFor(page: Page, query: string) {
  if (!(await searchInput(page).isVisible())) await openSearchWithKey(page, 'Control+k');
  await searchInput(page).fill('');
  await page.keyboard.insertText(query);
}

/** URLs of the hits the modal shows once results have arrived: each result is a real link. */
async function hitUrls(page: Page): Promise<string[]> {
  await page.locator('.DocSearch-Hit a').first().waitFor();
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) =>
      links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname),
    );
}

describe('search modal', () => {
  test('Ctrl+K and / open it, Escape closes it, and the input holds at most 64 characters', async () => {
    const {context, page} = await open('/setup');
    await openSearchWithKey(page, 'Control+k');
    assert.equal(await searchInput(page).getAttribute('placeholder'), 'Search docs');
    assert.equal(await searchInput(page).getAttribute('maxlength'), '64');
    await page.keyboard.press('Escape');
    await searchInput(page).waitFor({state: 'detached'});
    await page.locator('body').click({position: {x: 5, y: 300}});
    await openSearchWithKey(page, '/');
    await page.keyboard.insertText('x'.repeat(80));
    assert.equal((await searchInput(page).inputValue()).length, 64);
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
    await openSearchWithKey(page, 'Control+k');
    assert.match(await page.locator('.DocSearch-Modal').innerText(), /No recent searches/);
    await searchFor(page, 'merkle');
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.reload();
    await waitForHydration(page);
    await openSearchWithKey(page, 'Control+k');
    const recent = page.locator('.DocSearch-Hit', {hasText: /Merkle/}).first();
    await recent.waitFor();
    await recent.locator('.DocSearch-Hit-action-button[title="Save this search"]').click();
    await page.reload();
    await waitForHydration(page);
    await openSearchWithKey(page, 'Control+k');
    await page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).waitFor();
    await context.close();
  });
});

describe('results', () => {
  test('are real links, each the one ARIA option of its result', async () => {
    const {context, page} = await open('/api/cpp/msm');
    await searchFor(page, 'merkle tree');
    await page.locator('.DocSearch-Hit a[href]').first().waitFor();
    const shape = await page.evaluate(() => {
      const items = Array.from(document.querySelectorAll('.DocSearch-Hit'));
      const input = document.querySelector('.DocSearch-Input')!;
      const active = input.getAttribute('aria-activedescendant');
      return {
        items: items.length,
        itemRoles: [...new Set(items.map((item) => item.getAttribute('role')))],
        linkRoles: [...new Set(items.map((item) => item.querySelector('a')?.getAttribute('role')))],
        hrefs: items.filter((item) => item.querySelector('a[href^="/"]')).length,
        selected: items.filter((i) => i.querySelector('a[aria-selected="true"]')).length,
        activeIsOption: active ? document.getElementById(active)?.getAttribute('role') : null,
      };
    });
    assert.ok(shape.items > 0);
    assert.deepEqual(shape.itemRoles, ['none']);
    assert.deepEqual(shape.linkRoles, ['option']);
    assert.equal(shape.hrefs, shape.items, 'every result has an href');
    assert.equal(shape.selected, 1, 'one result is selected');
    assert.equal(shape.activeIsOption, 'option', 'the input points at the selected link');
    // Arrow keys move the selection from link to link.
    await page.keyboard.press('ArrowDown');
    const selected = page.locator('.DocSearch-Hit a[aria-selected="true"]');
    assert.equal(await selected.count(), 1);
    assert.equal(
      await page.locator('.DocSearch-Input').getAttribute('aria-activedescendant'),
      await selected.getAttribute('id'),
    );
    await context.close();
  });

  test('a middle click opens the result in a new tab; a click navigates in the page', async () => {
    const {context, page} = await open('/api/cpp/msm');
    await searchFor(page, 'merkle tree');
    const first = page.locator('.DocSearch-Hit a[href]').first();
    await first.waitFor();
    const href = new URL((await first.getAttribute('href'))!, page.url()).href;
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      first.click({button: 'middle'}),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    assert.equal(tab.url(), href);
    await tab.close();
    assert.ok(await searchInput(page).isVisible(), 'the modal stays open');
    await first.click();
    await page.waitForURL(href);
    await searchInput(page).waitFor({state: 'detached'});
    await context.close();
  });

  test('one entry per page, its matching sections nested under it', async () => {
    const {context, page} = await open('/3.8.0/icicle/rust-bindings/msm');
    await searchFor(page, 'rust msm');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const hits = await page.locator('.DocSearch-Hit').evaluateAll((items) =>
      items.map((item) => {
        const url = new URL(item.querySelector('a')!.getAttribute('href')!, location.href);
        return {
          child: item.classList.contains('DocSearch-Hit--Child'),
          pathname: url.pathname,
          hash: url.hash,
        };
      }),
    );
    const pages = hits.filter((hit) => !hit.child).map((hit) => hit.pathname);
    assert.equal(new Set(pages).size, pages.length, 'no page listed twice');
    assert.equal(pages[0], '/3.8.0/icicle/rust-bindings/msm', 'the Rust page comes first');
    let parent = hits[0]!;
    for (const hit of hits) {
      if (!hit.child) {
        parent = hit;
        continue;
      }
      assert.equal(hit.pathname, parent.pathname, 'a section sits under its own page');
      assert.ok(hit.hash, 'a section links to its heading');
    }
    await context.close();
  });

  test('group titles name the sidebar section, as plain text', async () => {
    const {context, page} = await open('/3.8.0/icicle/rust-bindings/msm');
    await searchFor(page, 'msm');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const groups = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    for (const group of ['Compute API', 'Rust bindings', 'Golang bindings']) {
      assert.ok(groups.includes(group), `${group} in ${groups.join(', ')}`);
    }
    await context.close();
    const latest = await open('/setup');
    await searchFor(latest.page, "programmer's guide rust");
    await latest.page.locator('.DocSearch-Hit').first().waitFor();
    const titles = await latest.page.locator('.DocSearch-Hit-source').allInnerTexts();
    assert.ok(titles.includes("Programmer's Guide"), titles.join(', '));
    assert.ok(!titles.some((title) => title.includes('&#')), 'no escaped entity shows');
    await latest.context.close();
  });

  test('blog posts show under "Blog" with the latest version only', async () => {
    const latest = await open('/api/cpp/msm');
    await searchFor(latest.page, 'pippenger bucket method');
    await latest.page.locator('.DocSearch-Hit').first().waitFor();
    assert.ok(
      (await latest.page.locator('.DocSearch-Hit-source').allInnerTexts()).includes('Blog'),
    );
    await latest.context.close();
    const older = await open('/3.8.0/icicle/primitives/msm');
    await searchFor(older.page, 'pippenger bucket method');
    const urls = await hitUrls(older.page);
    assert.ok(
      urls.every((url) => !url.startsWith('/blog/')),
      urls.join(' '),
    );
    await older.context.close();
  });
});

describe('/search page', () => {
  test('/search?q=ntt lists one entry per page, with matching sections under it', async () => {
    const {context, page} = await open('/search?q=ntt');
    const results = page.locator('main article h2 a');
    await results.first().waitFor();
    assert.ok((await results.count()) > 0);
    assert.match(await page.locator('h1').first().innerText(), /Search results for "ntt"/);
    const urls = await results.evaluateAll((links) =>
      links.map((link) => new URL(link.getAttribute('href')!, location.href).pathname),
    );
    assert.equal(new Set(urls).size, urls.length, 'no page listed twice');
    const sections = page.locator('main article ul li a[href*="#"]');
    assert.ok((await sections.count()) > 0, 'sections are listed under their page');
    await context.close();
  });

  for (const viewport of [
    {width: 1280, height: 800},
    {width: 412, height: 823},
  ]) {
    test(`/search?q=ntt does not shift its layout while results load (${viewport.width}px)`, async () => {
      const context = await currentBrowser().newContext({viewport});
      await context.addInitScript(() => {
        (window as {__shift?: number}).__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) (window as {__shift?: number}).__shift! += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      const page = await context.newPage();
      await page.goto(siteUrl('/search?q=ntt'));
      await waitForHydration(page);
      await page.locator('main article h2 a').first().waitFor();
      await page.waitForTimeout(500);
      const shift = await page.evaluate(() => (window as {__shift?: number}).__shift ?? 0);
      assert.ok(shift <= 0.02, `cumulative layout shift ${shift.toFixed(3)}`);
      await context.close();
    });
  }
});

/**
 * Search inputs meant to break the page. Each payload that could run sets
 * `window.__pwned` to its own name (or opens a dialog with it), and each that
 * could become markup carries a `data-pwned` attribute, so a failure says
 * which one got through.
 */
interface HostileInput {
  name: string;
  text: string;
  /** Also requested as an unencoded `?q=`, which the browser parses differently. */
  raw?: boolean;
}

const HOSTILE_INPUTS: readonly HostileInput[] = [
  // HTML markup: would become elements if a query reached innerHTML.
  {name: 'bold tag', text: '<b data-pwned>ntt</b>'},
  {
    name: 'img onerror',
    text: `<img src=x data-pwned onerror="window.__pwned='img onerror'">`,
    raw: true,
  },
  {name: 'svg onload', text: `<svg/onload="window.__pwned='svg onload'" data-pwned>`},
  {
    name: 'iframe srcdoc',
    text: `<iframe srcdoc="<script>parent.__pwned='iframe'</script>">`,
  },
  // Script: a script element, a javascript: URL, template and template-literal injection.
  {name: 'script tag', text: `<script>window.__pwned='script tag'</script>`, raw: true},
  {name: 'javascript URL', text: `javascript:window.__pwned='javascript URL'`},
  {name: 'template injection', text: `{{constructor.constructor("alert('template')")()}}`},
  {name: 'template literal', text: "${window.__pwned='template literal'}"},
  {name: 'alert', text: `<img src=x data-pwned onerror=alert('img alert')>`},
  // Quotes and attribute breaking: would end an attribute a query was written into.
  {name: 'double quote', text: '"ntt'},
  {name: 'single quote', text: "ntt'"},
  {name: 'backticks', text: '`ntt` ``'},
  {
    name: 'attribute break',
    text: `"><img src=x data-pwned onerror="window.__pwned='attr'">`,
    raw: true,
  },
  {name: 'single-quote handler', text: `' onmouseover='window.__pwned="single quote"' x='`},
  // Regular expression metacharacters: would break a query turned into a RegExp.
  {name: 'regex metacharacters', text: '.*+?^$()[]{}|\\'},
  {name: 'unbalanced regex', text: 'ntt( [msm \\'},
  // Very long, and multi-byte text at the 64-character limit (maxlength counts UTF-16 units).
  {name: '500 characters', text: 'ntt '.repeat(125)},
  {name: 'exactly 64 characters', text: 'merkle'.repeat(10) + 'tree'},
  {name: 'emoji across the limit', text: 'x'.repeat(63) + '🔐🔐'},
  {name: 'emoji sequence at the limit', text: 'x'.repeat(60) + '👩‍👩‍👧'},
  {name: 'CJK text', text: '零知识证明'.repeat(14)},
  // Right-to-left text and the right-to-left override.
  {name: 'Arabic', text: 'تحويل فورييه السريع ntt'},
  {name: 'Hebrew', text: 'חיפוש ntt'},
  {name: 'RTL override', text: '\u202Egnp.exe ntt'},
  // Control characters: NUL, bell, backspace, line breaks, tab, zero-width joiner, BOM.
  {name: 'NUL', text: 'ntt\u0000msm'},
  {name: 'bell and backspace', text: 'ntt\u0007\b'},
  {name: 'newline and tab', text: 'ntt\nmsm\r\npoly\tfri'},
  {name: 'zero-width joiner', text: 'n\u200Dt\u200Dt'},
  {name: 'byte order mark', text: '\uFEFFntt'},
  // Unicode normalization and homoglyphs.
  {name: 'decomposed accent', text: 'cafe\u0301 ntt'},
  {name: 'Cyrillic homoglyphs', text: 'nтт мsм'},
  {name: 'fullwidth markup', text: 'ｎｔｔ ＜script＞'},
  // Percent-encoding and entity look-alikes: would run if decoded twice.
  {name: 'percent NUL', text: 'ntt%00msm', raw: true},
  {
    name: 'percent-encoded script',
    text: '%3Cscript%3Ealert(%27percent%27)%3C%2Fscript%3E',
    raw: true,
  },
  {name: 'double-encoded img', text: '%253Cimg%2520src%253Dx%2520data-pwned%253E', raw: true},
  {name: 'HTML entities', text: `&lt;img src=x data-pwned onerror=alert('entities')&gt; &amp;`},
  // Prototype-pollution style keys: would matter if a query became an object key.
  {name: '__proto__', text: '__proto__'},
  {name: 'constructor', text: 'constructor'},
  {name: 'prototype path', text: '__proto__[polluted]=1 constructor.prototype.polluted'},
  // SQL-ish.
  {name: 'SQL tautology', text: "' OR 1=1 --"},
  {name: 'SQL drop', text: "ntt'; DROP TABLE docs; --"},
];

/** Collects what a hostile query could set off in a page: dialogs, uncaught errors, console errors. */
function watchForHarm(page: Page): string[] {
  const harm: string[] = [];
  page.on('dialog', (dialog) => {
    harm.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => harm.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') harm.push(`console error: ${message.text()}`);
  });
  return harm;
}

/** Traces in the document of a payload that ran or became markup. */
function injectedTraces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traces: string[] = [];
    const pwned = (window as {__pwned?: unknown}).__pwned;
    if (pwned !== undefined) traces.push(`window.__pwned = ${String(pwned)}`);
    if ((Object.prototype as Record<string, unknown>).polluted !== undefined) {
      traces.push('Object.prototype.polluted is set');
    }
    const injected = document.querySelectorAll('[data-pwned], img[src="x"], iframe, svg[onload]');
    for (const element of Array.from(injected)) {
      traces.push(`element: ${element.outerHTML.slice(0, 120)}`);
    }
    // The query may sit in attributes as text (input value, og:title, version
    // links); it must never reach one that runs code.
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const {name, value} of Array.from(element.attributes)) {
        const runs =
          name.startsWith('on') ||
          name === 'srcdoc' ||
          (['href', 'src', 'action'].includes(name) && /^\s*javascript:/i.test(value));
        if (runs && /__pwned|alert\(/.test(value)) {
          traces.push(`${element.tagName} ${name}: ${value.slice(0, 120)}`);
        }
      }
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (script.text.includes('__pwned')) traces.push(`script: ${script.text.slice(0, 120)}`);
    }
    return traces;
  });
}

describe('hostile queries', () => {
  test('the list covers at least 20 inputs, with the limit cases it needs', () => {
    assert.ok(HOSTILE_INPUTS.length >= 20, `${HOSTILE_INPUTS.length} inputs`);
    assert.ok(HOSTILE_INPUTS.some(({text}) => text.length >= 500));
    assert.ok(HOSTILE_INPUTS.some(({text}) => text.length === MAX_QUERY_LENGTH));
    const names = HOSTILE_INPUTS.map(({name}) => name);
    assert.equal(new Set(names).size, names.length, 'names are unique');
    // Payloads that could run reach the modal whole.
    for (const {name, text} of HOSTILE_INPUTS.filter(({text}) => /__pwned|alert\(/.test(text))) {
      assert.ok(text.length <= MAX_QUERY_LENGTH, `${name} is ${text.length} characters`);
    }
    // The cut keeps surrogate pairs whole, as Chromium's maxlength does.
    assert.equal(limitQuery('x'.repeat(63) + '🔐🔐'), 'x'.repeat(63));
    assert.equal(limitQuery('x'.repeat(62) + '🔐🔐'), 'x'.repeat(62) + '🔐');
  });

  test('typed into the modal: cut at 64 characters, shown as text, never run', async () => {
    const {context, page} = await open('/');
    const harm = watchForHarm(page);
    const problems: string[] = [];
    await openSearchWithKey(page, 'Control+k');
    for (const {name, text} of HOSTILE_INPUTS) {
      await searchInput(page).fill('');
      // The start screen: any hits or no-results screen from now on answer this query.
      await page
        .locator('.DocSearch-Hit, .DocSearch-NoResults')
        .first()
        .waitFor({state: 'detached'});
      await page.keyboard.insertText(text);
      await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
      const shown = await searchInput(page).inputValue();
      if (shown !== limitQuery(text)) {
        problems.push(`${name}: input holds ${JSON.stringify(shown)}`);
      }
      const noResultsQuery = page.locator('.DocSearch-NoResults .DocSearch-Title strong');
      if ((await noResultsQuery.count()) > 0 && (await noResultsQuery.textContent()) !== shown) {
        problems.push(`${name}: no-results screen shows ${await noResultsQuery.innerHTML()}`);
      }
      for (const trace of [...harm.splice(0), ...(await injectedTraces(page))]) {
        problems.push(`${name}: ${trace}`);
      }
    }
    assert.deepEqual(problems, []);
    // The modal still answers an ordinary query.
    await searchFor(page, 'ntt');
    assert.ok((await hitUrls(page)).length > 0);
    await context.close();
  });

  test('requested as /search?q=: cut at 64 characters, shown as text, never run', async () => {
    const context = await currentBrowser().newContext({viewport: {width: 1280, height: 800}});
    await context.addInitScript(flagSearchSettled);
    const urls = HOSTILE_INPUTS.flatMap(({name, text, raw}) => [
      {name, url: siteUrl(`/search?q=${encodeURIComponent(text)}`)},
      ...(raw ? [{name: `${name} (unencoded)`, url: siteUrl(`/search?q=${text}`)}] : []),
    ]);
    assert.ok(urls.length > HOSTILE_INPUTS.length);
    // A few pages side by side: most of each check is the page's own 300 ms
    // wait before it searches, which then overlaps.
    const lanes = Array.from({length: SEARCH_PAGE_LANES}, (_, lane) =>
      urls.filter((_, index) => index % SEARCH_PAGE_LANES === lane),
    );
    const problems = await Promise.all(
      lanes.map(async (lane) => checkSearchPageUrls(await context.newPage(), lane)),
    );
    assert.deepEqual(problems.flat(), []);
    await context.close();
  });
});

const SEARCH_PAGE_LANES = 3;

/** Loads each /search URL in one page and lists what went wrong. */
async function checkSearchPageUrls(
  page: Page,
  urls: readonly {name: string; url: string}[],
): Promise<string[]> {
  const harm = watchForHarm(page);
  const problems: string[] = [];
  for (const {name, url} of urls) {
    const query = limitQuery(new URL(url).searchParams.get('q') ?? '');
    await page.goto(url, {waitUntil: 'domcontentloaded'});
    await waitForHydration(page);
    try {
      await page.waitForFunction(() => (window as {__searchSettled?: boolean}).__searchSettled, {
        timeout: 15_000,
      });
    } catch {
      problems.push(`${name}: the search never settled (spinner still shown)`);
    }
    const shown = await searchPageState(page);
    const expected: SearchPageState = {
      input: query,
      heading: `Search results for "${query}"`,
      headingElements: 0,
      titleIsText: true,
      answered: true,
      resultTags: shown.resultTags.filter((tag) => SEARCH_RESULT_TAGS.includes(tag)),
    };
    for (const key of Object.keys(expected) as (keyof SearchPageState)[]) {
      if (JSON.stringify(shown[key]) !== JSON.stringify(expected[key])) {
        problems.push(`${name}: ${key} is ${JSON.stringify(shown[key])}`);
      }
    }
    for (const trace of [...harm.splice(0), ...(await injectedTraces(page))]) {
      problems.push(`${name}: ${trace}`);
    }
  }
  return problems;
}

/** The elements a /search result is made of; a query's markup would add others. */
const SEARCH_RESULT_TAGS = ['H2', 'A', 'MARK', 'SPAN', 'NAV', 'UL', 'LI', 'P'];

interface SearchPageState {
  input: string;
  heading: string | null;
  headingElements: number;
  /** The document title starts with the page's own words and holds no element. */
  titleIsText: boolean;
  /** Results or the no-results text are shown. */
  answered: boolean;
  /** Tag names of the elements inside the results. */
  resultTags: string[];
}

/** What the /search page shows of its query, read in one round trip. */
function searchPageState(page: Page): Promise<SearchPageState> {
  return page.evaluate(() => {
    const h1 = document.querySelector('h1');
    const title = document.querySelector('title');
    const results = Array.from(document.querySelectorAll('main article *'));
    const noResults = Array.from(document.querySelectorAll('p')).some(
      (p) => p.textContent === 'No results were found',
    );
    return {
      input: document.querySelector<HTMLInputElement>('input[name="q"]')?.value ?? '',
      heading: h1?.textContent ?? null,
      headingElements: h1?.childElementCount ?? -1,
      titleIsText:
        document.title.startsWith('Search results for "') && title?.childElementCount === 0,
      answered: results.length > 0 || noResults,
      resultTags: [...new Set(results.map((element) => element.tagName))],
    };
  });
}

/**
 * Runs in the /search page before its scripts: sets `__searchSettled` once the
 * loading spinner has come and gone, that is, once the page's search for `q`
 * has answered (the no-results text also shows for a moment before it starts).
 */
function flagSearchSettled(): void {
  let loading = false;
  new MutationObserver(() => {
    const spinner = document.querySelector('[class*="loadingSpinner"]');
    if (spinner) loading = true;
    else if (loading) (window as {__searchSettled?: boolean}).__searchSettled = true;
  }).observe(document, {childList: true, subtree: true});
}
