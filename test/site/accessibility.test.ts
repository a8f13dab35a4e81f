/**
 * Accessibility of the built site in real Chromium.
 *
 * - axe-core (WCAG 2.0/2.1 A and AA, plus best practices) on a sample of pages
 *   across versions and page kinds, in both colour modes, and with the search
 *   modal and the mobile sidebar open: no serious or critical violation.
 *   Moderate and minor ones are printed, not failed.
 * - A keyboard-only walk (page.keyboard, no mouse): skip link, navbar, both
 *   dropdowns, colour mode switch, search modal and docs sidebar, with a
 *   visible focus indicator on every element that takes focus on the way.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Result} from 'axe-core';
import type {Page} from 'playwright-core';
import {communityLinks} from '../../config/site';
import {dropdownVersions, findVersion, latestVersion} from '../../config/versions';
import {referenceVersion, type ReferenceCategory} from '../../src/site-map';
import {axeViolations, describeViolations, isBlocking, type FalsePositive} from '../support/axe';
import {diagramShown, shownDiagramsLoaded} from '../support/diagrams';
import {
  newPage,
  openSearchWithKey,
  searchInput,
  siteBrowserForFile,
  siteUrl,
  waitForHydration,
} from '../support/site';

const {browser: currentBrowser} = siteBrowserForFile();

type ColourMode = 'light' | 'dark';
const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

/**
 * Each entry is a case where the page meets the success criterion and the
 * rule's heuristic does not see it. Nothing else is left out.
 */
const FALSE_POSITIVES: readonly FalsePositive[] = [
  {
    rule: 'label-content-name-mismatch',
    selector: '.DocSearch-Button',
    reason:
      'WCAG 2.5.3 asks that the accessible name contain the visible label. The label is ' +
      '"Search" and the name is "Search (Control+k)". The keys "Ctrl" "K" next to it are a ' +
      'shortcut hint in <kbd>, spelled out in the name and in aria-keyshortcuts; axe compares ' +
      'text literally and reads "Ctrl" as missing from "Control".',
  },
];

// ---------------------------------------------------------------------------
// Pages to scan

/** The route of a doc of the inventory, so that a renamed route never goes stale here. */
function docRoute(versionName: string, docId: string): string {
  const doc = referenceVersion(versionName).docs.find((d) => d.id === docId);
  if (!doc) throw new Error(`${docId} is not a doc of ${versionName} in data/site-map.json`);
  return doc.path;
}

function versionRoot(versionName: string): string {
  const version = findVersion(versionName);
  if (!version) throw new Error(`${versionName} is not in versions.json`);
  return version.rootPath;
}

interface SamplePage {
  /** The kind of page it stands for, shown in the test name. */
  kind: string;
  path: string;
  /** Waits for what the page draws after hydration before the scan. */
  ready?: (page: Page) => Promise<void>;
}

/** Checks that the page still holds what it was chosen for. */
const holds = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().waitFor({state: 'attached'});
};

const latest = latestVersion.name;

const samplePages: readonly SamplePage[] = [
  {kind: `${latest} home`, path: latestVersion.rootPath},
  {kind: 'getting-started guide', path: docRoute(latest, 'start/intro/getting_started')},
  {kind: 'programmer guide', path: docRoute(latest, 'start/programmers_guide/rust')},
  {kind: 'concept page', path: docRoute(latest, 'start/architecture/arch_overview')},
  {kind: 'migration guide', path: docRoute(latest, 'start/integration-&-support/migrate_from_v3')},
  {kind: 'API overview', path: docRoute(latest, 'api/overview')},
  {kind: 'C++ API page', path: docRoute(latest, 'api/cpp/msm')},
  {kind: 'C++ lattice API page', path: docRoute(latest, 'api/cpp/lattice/pqc_ml_kem')},
  {kind: 'Rust API page', path: docRoute(latest, 'api/rust-bindings/msm')},
  {kind: 'Go API page', path: docRoute(latest, 'api/golang-bindings/msm')},
  {
    kind: 'API page with an unavailable binding',
    path: docRoute(latest, 'api/cpp/fri'),
    ready: holds('nav[aria-label="Binding"] [aria-disabled="true"]'),
  },
  {
    kind: 'guide with binding tabs',
    path: docRoute('3.8.0', 'icicle/libraries'),
    ready: holds('[role="tablist"]'),
  },
  {
    kind: 'page with a mermaid diagram',
    path: docRoute(latest, 'api/rust-bindings/merkle'),
    ready: diagramShown,
  },
  {
    kind: 'page with KaTeX math',
    path: docRoute(latest, 'api/rust-bindings/pairing'),
    ready: holds('.katex'),
  },
  {
    kind: 'page with benchmark charts',
    path: docRoute(latest, 'start/integration-&-support/benchmarks'),
    ready: holds('figure svg[role="img"]'),
  },
  {kind: 'versions page', path: '/versions'},
  {kind: 'search page', path: '/search'},
  {
    kind: 'search page with results',
    path: '/search?q=ntt',
    ready: holds('main article'),
  },
  {kind: 'blog list', path: '/blog'},
  {kind: 'blog post', path: '/blog/2025/07/10/ntt-cosets-montgomery'},
  {kind: 'blog tags', path: '/blog/tags'},
  {kind: 'blog tag', path: '/blog/tags/ntt'},
  {kind: 'blog archive', path: '/blog/archive'},
  {kind: 'not-found page', path: '/this/page/does/not/exist'},
  ...['3.9.0', '3.8.0', '3.5.0', '3.0.0', '2.8.0', '1.10.1'].map((name) => ({
    kind: `${name} root`,
    path: versionRoot(name),
  })),
  {kind: '3.9.0 C++ API page', path: docRoute('3.9.0', 'api/cpp/ntt')},
  {kind: '3.8.0 C++ API page (old layout)', path: docRoute('3.8.0', 'icicle/primitives/msm')},
  {kind: '3.8.0 Rust API page (old layout)', path: docRoute('3.8.0', 'icicle/rust-bindings/msm')},
  {
    kind: '3.5.0 benchmark page',
    path: docRoute('3.5.0', 'icicle/benchmarks'),
    ready: holds('figure svg[role="img"]'),
  },
  {kind: '2.8.0 Go API page', path: docRoute('2.8.0', 'icicle/golang-bindings/msm')},
  {kind: '1.10.1 Rust API page', path: docRoute('1.10.1', 'icicle/rust-bindings/msm')},
];

// ---------------------------------------------------------------------------
// Loading and scanning

/** Opens a page in a colour mode, stored before any script of the site runs. */
async function openInMode(
  pathname: string,
  mode: ColourMode,
  options: Parameters<typeof newPage>[1] = {},
) {
  const {context, page} = await newPage(currentBrowser(), options);
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(siteUrl(pathname));
  await waitForHydration(page);
  assert.equal(await page.getAttribute('html', 'data-theme'), mode);
  await codeBlocksIn(page, mode);
  return {context, page};
}

/**
 * Code blocks take the colour mode's colours from CSS (plugins/code-highlighting/theme/CodeBlock);
 * this guards against scanning a dark page whose blocks still look light.
 */
async function codeBlocksIn(page: Page, mode: ColourMode): Promise<void> {
  // No named functions inside: the test runner's transpiler would wrap them in a helper the page lacks.
  await page.waitForFunction(
    (m) =>
      Array.from(document.querySelectorAll('pre.prism-code')).every((pre) => {
        const [r = 0, g = 0, b = 0] = (
          getComputedStyle(pre).backgroundColor.match(/\d+(\.\d+)?/g) ?? []
        ).map(Number);
        const dark = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
        return dark === (m === 'dark');
      }),
    mode,
  );
}

/** Waits until no CSS transition or animation runs (menus sliding, modals fading in). */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Switches the colour mode with the navbar switch, as a reader does, and
 * waits for what changes: code blocks change colour, and each diagram shows
 * its drawing in the other mode, which loads then.
 */
async function switchColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
  await shownDiagramsLoaded(page);
  await codeBlocksIn(page, mode);
  // Colours fade between the modes; scanning mid-way would measure a mix.
  await animationsSettled(page);
}

/**
 * Scans the page: returns the report of its serious and critical violations
 * (empty when there are none) and prints the moderate and minor ones.
 */
async function seriousViolations(page: Page, heading: string): Promise<string[]> {
  const violations: Result[] = await axeViolations(page, FALSE_POSITIVES);
  const minor = violations.filter((v) => !isBlocking(v));
  if (minor.length > 0) console.log(describeViolations(`${heading}: moderate/minor`, minor));
  const blocking = violations.filter(isBlocking);
  return blocking.length > 0 ? [describeViolations(heading, blocking)] : [];
}

function assertNoReports(reports: readonly string[]): void {
  assert.equal(reports.length, 0, `serious or critical violations:\n${reports.join('\n')}`);
}

const hits = (page: Page) => page.locator('.DocSearch-Hit a');

/** Waits until the modal's list of hits stays the same for 300 ms (at most 10 s). */
async function settledHits(page: Page): Promise<void> {
  const list = () => hits(page).evaluateAll((links) => links.map((link) => link.outerHTML).join());
  let previous = await list();
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    await page.waitForTimeout(300);
    const current = await list();
    if (current === previous) return;
    previous = current;
  }
  throw new Error('the hits kept changing for 10 s');
}

describe('axe-core: no serious or critical violation', {concurrency: 2}, () => {
  test('the sample holds at least 30 distinct pages', () => {
    assert.ok(new Set(samplePages.map((p) => p.path)).size >= 30);
  });

  // One load per page: light first, then dark through the switch.
  for (const sample of samplePages) {
    test(`${sample.kind}: ${sample.path}, light and dark`, async () => {
      const {context, page} = await openInMode(sample.path, 'light');
      try {
        const reports: string[] = [];
        for (const mode of COLOUR_MODES) {
          if (mode !== 'light') await switchColourMode(page, mode);
          await sample.ready?.(page);
          reports.push(...(await seriousViolations(page, `${sample.path} (${mode})`)));
        }
        assertNoReports(reports);
      } finally {
        await context.close();
      }
    });
  }

  const overlayPage = docRoute(latest, 'api/cpp/msm');

  for (const mode of COLOUR_MODES) {
    test(`the search modal with results on ${overlayPage} (${mode})`, async () => {
      const {context, page} = await openInMode(overlayPage, mode);
      try {
        await openSearchWithKey(page);
        await page.keyboard.insertText('msm');
        await hits(page).first().waitFor();
        await animationsSettled(page);
        assertNoReports(await seriousViolations(page, `search modal (${mode})`));
      } finally {
        await context.close();
      }
    });

    test(`the mobile sidebar at 390x844 on ${overlayPage} (${mode})`, async () => {
      const {context, page} = await openInMode(overlayPage, mode, {
        viewport: {width: 390, height: 844},
      });
      try {
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        await page
          .locator('.navbar-sidebar')
          .getByRole('link', {name: 'API', exact: true})
          .waitFor();
        await animationsSettled(page);
        assertNoReports(await seriousViolations(page, `mobile sidebar (${mode})`));
      } finally {
        await context.close();
      }
    });
  }
});

// ---------------------------------------------------------------------------
// Keyboard only

interface Focused {
  tag: string;
  /** Accessible label if any, else the text. */
  name: string;
  href: string | null;
  expanded: string | null;
  region: 'navbar' | 'sidebar' | 'main' | 'modal' | 'other';
  /** Inside an open or closed navbar dropdown: its toggle's text. */
  dropdown: string | null;
  /** A text field shows focus with its blinking caret. */
  textField: boolean;
  focusIndicator: {focusVisible: boolean; outline: string; boxShadow: string};
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const dropdown = element.closest('.navbar__item.dropdown');
    const region = element.closest('.DocSearch-Modal')
      ? 'modal'
      : element.closest('nav.navbar')
        ? 'navbar'
        : element.closest('.theme-doc-sidebar-container')
          ? 'sidebar'
          : element.closest('main')
            ? 'main'
            : 'other';
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.innerText ?? '').trim(),
      href: element.getAttribute('href'),
      expanded: element.getAttribute('aria-expanded'),
      region,
      dropdown: dropdown?.querySelector(':scope > .navbar__link')?.textContent ?? null,
      textField: element.matches(
        'input:not([type]), input[type=text], input[type=search], textarea',
      ),
      focusIndicator: {
        focusVisible: element.matches(':focus-visible'),
        outline:
          style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
            ? 'none'
            : `${style.outlineStyle} ${style.outlineWidth}`,
        boxShadow: style.boxShadow,
      },
    };
  });
}

function describeFocused(f: Focused): string {
  return `<${f.tag}> "${f.name.slice(0, 40)}" in ${f.region}`;
}

/** The element shows keyboard focus: it matches :focus-visible and draws an outline or a shadow. */
function assertVisibleFocus(f: Focused): void {
  if (f.textField) return;
  const {focusVisible, outline, boxShadow} = f.focusIndicator;
  assert.ok(
    focusVisible && (outline !== 'none' || boxShadow !== 'none'),
    `${describeFocused(f)} has no visible focus indicator (:focus-visible ${focusVisible}, ` +
      `outline ${outline}, box-shadow ${boxShadow})`,
  );
}

/** Presses a key and checks the focus indicator of the element that then has focus. */
async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (now.tag !== 'body') assertVisibleFocus(now);
  return now;
}

/**
 * Presses Tab until the focused element satisfies the predicate, checking the
 * focus indicator of every element on the way.
 */
async function tabUntil(
  page: Page,
  predicate: (f: Focused) => boolean,
  what: string,
  maxTabs = 40,
): Promise<Focused> {
  const walk: string[] = [];
  for (let i = 0; i < maxTabs; i++) {
    const now = await press(page, 'Tab');
    if (predicate(now)) return now;
    walk.push(describeFocused(now));
  }
  assert.fail(`${what} not reached in ${maxTabs} Tabs; focus went:\n${walk.join('\n')}`);
}

/** Fresh load of a docs page: no mouse, nothing focused yet. */
async function openForKeyboard(pathname: string) {
  const {context, page} = await newPage(currentBrowser());
  await page.goto(siteUrl(pathname));
  await waitForHydration(page);
  return {context, page};
}

const dropdownMenu = (page: Page, toggleText: string) =>
  page
    .locator('nav.navbar .navbar__item.dropdown')
    .filter({has: page.locator(':scope > .navbar__link', {hasText: toggleText})})
    .locator('.dropdown__menu');

const KEYBOARD_PAGE = docRoute(latest, 'api/cpp/msm');

describe(`keyboard only, from a fresh load of ${KEYBOARD_PAGE}`, () => {
  test('the first Tab reaches "Skip to main content", and Enter moves focus to the content', async () => {
    const {context, page} = await openForKeyboard(KEYBOARD_PAGE);
    try {
      const first = await press(page, 'Tab');
      assert.equal(first.name, 'Skip to main content');
      await page.keyboard.press('Enter');
      // The theme focuses <main> and drops its temporary tabindex: the next Tab starts there.
      const next = await press(page, 'Tab');
      assert.equal(
        next.region,
        'main',
        `after the skip link, Tab reached ${describeFocused(next)}`,
      );
    } finally {
      await context.close();
    }
  });

  test('Tab reaches the logo, Docs and API, and the version dropdown opens and switches version', async () => {
    const {context, page} = await openForKeyboard(KEYBOARD_PAGE);
    try {
      await tabUntil(page, (f) => f.region === 'navbar', 'the navbar');
      const logo = await focused(page);
      assert.equal(
        logo.href,
        '/',
        `the first navbar stop is the logo, not ${describeFocused(logo)}`,
      );
      const docs = await press(page, 'Tab');
      assert.equal(docs.name, 'Docs');
      const api = await press(page, 'Tab');
      assert.equal(api.name, 'API');
      const toggle = await tabUntil(page, (f) => f.name === latest, 'the version dropdown');
      assert.equal(toggle.expanded, 'false');

      // Shift+Tab away from an open dropdown closes it.
      await press(page, 'Enter');
      await dropdownMenu(page, latest).waitFor({state: 'visible'});
      await press(page, 'Shift+Tab');
      await dropdownMenu(page, latest).waitFor({state: 'hidden'});
      await press(page, 'Tab');

      // Space opens it; Tab walks its items, in order; Enter picks one.
      const opened = await press(page, 'Space');
      assert.equal(opened.expanded, 'true');
      await dropdownMenu(page, latest).waitFor({state: 'visible'});
      const target = dropdownVersions[2]!.name;
      const items: string[] = [];
      await tabUntil(
        page,
        (f) => {
          if (f.dropdown === latest) items.push(f.name);
          return f.name === target;
        },
        `the ${target} item`,
      );
      assert.deepEqual(
        items,
        dropdownVersions.slice(0, 3).map((v) => v.name),
      );
      await page.keyboard.press('Enter');
      await page
        .locator(`html.docs-version-${target.replace(/\./g, '\\.')}`)
        .waitFor({state: 'attached'});
      assert.match(
        new URL(page.url()).pathname,
        new RegExp(`^/${target.replace(/\./g, '\\.')}(/|$)`),
      );
    } finally {
      await context.close();
    }
  });

  test('the Community dropdown opens with Enter, its items are reachable, and Tab away closes it', async () => {
    const {context, page} = await openForKeyboard(KEYBOARD_PAGE);
    try {
      const toggle = await tabUntil(page, (f) => f.name === 'Community', 'Community');
      assert.equal(toggle.expanded, 'false');
      await press(page, 'Enter');
      await dropdownMenu(page, 'Community').waitFor({state: 'visible'});
      const items: string[] = [];
      await tabUntil(
        page,
        (f) => {
          if (f.dropdown !== 'Community') return true;
          items.push(f.name);
          return false;
        },
        'the end of the Community menu',
      );
      assert.deepEqual(
        items,
        communityLinks.map((link) => link.label),
      );
      await dropdownMenu(page, 'Community').waitFor({state: 'hidden'});
    } finally {
      await context.close();
    }
  });

  test('the colour mode switch toggles with Enter and with Space', async () => {
    const {context, page} = await openForKeyboard(KEYBOARD_PAGE);
    const theme = () => page.getAttribute('html', 'data-theme');
    try {
      await tabUntil(page, (f) => /dark and light mode/i.test(f.name), 'the colour mode switch');
      assert.equal(await theme(), 'light');
      await press(page, 'Enter');
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await press(page, 'Space');
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    } finally {
      await context.close();
    }
  });

  test('the search button opens the modal; Escape closes it and focus returns; a result opens with ArrowDown and Enter', async () => {
    const {context, page} = await openForKeyboard(KEYBOARD_PAGE);
    const isSearchButton = (f: Focused) => f.region === 'navbar' && /^Search\b/.test(f.name);
    try {
      await tabUntil(page, isSearchButton, 'the search button');
      await press(page, 'Enter');
      await searchInput(page).waitFor();
      assert.equal((await focused(page)).region, 'modal');
      await page.keyboard.type('msm');
      await hits(page).first().waitFor();
      await page.keyboard.press('Escape');
      await searchInput(page).waitFor({state: 'detached'});
      assert.ok(isSearchButton(await focused(page)), 'focus returns to the search button');

      await press(page, 'Enter');
      await searchInput(page).waitFor();
      await page.keyboard.type('ntt');
      await hits(page).first().waitFor();
      // The hits of "n" and "nt" can still give way to those of "ntt"; Enter
      // opens the active hit of the list on screen, so wait for the last list.
      await settledHits(page);
      await page.keyboard.press('ArrowDown');
      // The result's link is its option (see Hit in src/theme/SearchBar).
      const selected = page.locator('.DocSearch-Hit a[role="option"][aria-selected="true"]');
      const href = await selected.getAttribute('href');
      assert.ok(href, 'ArrowDown selects a result');
      await page.keyboard.press('Enter');
      const expected = new URL(href, page.url());
      await page.waitForURL((url) => url.pathname === expected.pathname);
      await searchInput(page).waitFor({state: 'detached'});
    } finally {
      await context.close();
    }
  });

  test('sidebar categories collapse and expand with Enter, and links open with Enter', async () => {
    const sidebar = referenceVersion(latest).sidebars.apisidebar ?? [];
    const categories = sidebar.filter((i): i is ReferenceCategory => i.type === 'category');
    const holdsPage = (c: ReferenceCategory) =>
      c.items.some((i) => i.type === 'link' && i.href === KEYBOARD_PAGE);
    const current = categories.find(holdsPage);
    const other = categories.find((c) => !holdsPage(c));
    const otherFirstLink = other?.items[0];
    assert.ok(current && other && otherFirstLink?.type === 'link');

    const {context, page} = await openForKeyboard(KEYBOARD_PAGE);
    /** Waits until the sidebar category with this label is expanded or collapsed. */
    const categoryExpanded = (label: string, expanded: boolean) =>
      page.waitForFunction(
        ([l, e]) =>
          Array.from(
            document.querySelectorAll('.theme-doc-sidebar-container .menu__link--sublist'),
          ).some((a) => a.textContent === l && a.getAttribute('aria-expanded') === String(e)),
        [label, expanded] as const,
      );
    try {
      const category = await tabUntil(
        page,
        (f) => f.region === 'sidebar' && f.name === current.label,
        `sidebar category ${current.label}`,
      );
      assert.equal(category.expanded, 'true');
      await press(page, 'Enter');
      await categoryExpanded(current.label, false);
      await press(page, 'Enter');
      await categoryExpanded(current.label, true);

      await tabUntil(
        page,
        (f) => f.region === 'sidebar' && f.name === other.label,
        `sidebar category ${other.label}`,
      );
      await categoryExpanded(other.label, false);
      await press(page, 'Enter');
      await categoryExpanded(other.label, true);
      // aria-expanded turns true before the category's links are shown, and a
      // Tab pressed in between skips them: wait for the first one to show.
      await page
        .locator('.theme-doc-sidebar-container')
        .getByRole('link', {name: otherFirstLink.label, exact: true})
        .first()
        .waitFor({state: 'visible'});
      const link = await press(page, 'Tab');
      assert.equal(link.name, otherFirstLink.label);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === otherFirstLink.href);
    } finally {
      await context.close();
    }
  });
});
