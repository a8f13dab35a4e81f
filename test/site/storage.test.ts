/**
 * The site with browser storage blocked, in real Chromium: it keeps working
 * and logs a warning at most (spec: "Browser storage unavailable → Warning
 * logged only").
 *
 * Storage is blocked two ways: with Chromium's own content setting (site data
 * not allowed, in the profile's preferences), and with an init script whose
 * `localStorage`/`sessionStorage` getters throw the SecurityError Chromium
 * throws then, for browsers that block storage some other way.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {chromium, type BrowserContext} from 'playwright-core';
import {CHROMIUM_ARGS} from '../../tooling/chromium';
import {openSearchWithKey, siteBrowserForFile, siteUrl, waitForHydration} from '../support/site';

const {browser: currentBrowser} = siteBrowserForFile();

const STORAGE_NAMES = ['localStorage', 'sessionStorage'] as const;
const VIEWPORT = {width: 1280, height: 800};

/** Init script: the storage getters throw as Chromium's do when site data is blocked. */
function throwOnStorageAccess(names: readonly string[]): void {
  for (const name of names) {
    Object.defineProperty(window, name, {
      configurable: true,
      enumerable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
          'SecurityError',
        );
      },
    });
  }
}

/** Init script, before the page's own scripts: records which storages cannot be read. */
function recordBlockedStorage(names: readonly string[]): void {
  (window as {__blockedStorage?: string[]}).__blockedStorage = names.filter((name) => {
    try {
      void (window as unknown as Record<string, unknown>)[name];
      return false;
    } catch {
      return true;
    }
  });
}

interface BlockedBrowser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Chromium with its content setting "Don't allow sites to save data", in a fresh profile. */
async function chromiumWithSiteDataBlocked(): Promise<BlockedBrowser> {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath) throw new Error('CHROMIUM_PATH is not set: run with npm run test:site');
  const profile = mkdtempSync(path.join(tmpdir(), 'site-data-blocked-'));
  mkdirSync(path.join(profile, 'Default'));
  // 2 = block: the preference behind chrome://settings/content/siteData.
  const preferences = {profile: {default_content_setting_values: {cookies: 2}}};
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, {recursive: true, force: true});
    },
  };
}

async function contextWithThrowingStorage(): Promise<BlockedBrowser> {
  const context = await currentBrowser().newContext({viewport: VIEWPORT});
  await context.addInitScript(throwOnStorageAccess, STORAGE_NAMES);
  return {context, close: () => context.close()};
}

const BLOCKING_WAYS = [
  {name: 'site data blocked by the Chromium setting', start: chromiumWithSiteDataBlocked},
  {name: 'storage getters throwing SecurityError', start: contextWithThrowingStorage},
] as const;

/** A page of the blocked context with its console warnings and errors collected. */
async function openBlocked(context: BrowserContext, pathname: string) {
  const page = await context.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(siteUrl(pathname));
  await waitForHydration(page);
  return {page, warnings, errors};
}

for (const way of BLOCKING_WAYS) {
  describe(`with ${way.name}`, () => {
    let blocked: BlockedBrowser | undefined;
    before(async () => {
      blocked = await way.start();
      await blocked.context.addInitScript(recordBlockedStorage, STORAGE_NAMES);
    });
    after(async () => {
      await blocked?.close();
    });
    const open = (pathname: string) => openBlocked(blocked!.context, pathname);

    test('the home page and an API page load and hydrate, with a warning and no error', async () => {
      for (const pathname of ['/', '/api/cpp/msm']) {
        const {page, warnings, errors} = await open(pathname);
        assert.deepEqual(
          await page.evaluate(() => (window as {__blockedStorage?: string[]}).__blockedStorage),
          [...STORAGE_NAMES],
          'storage is blocked',
        );
        await page
          .locator(pathname === '/' ? 'main' : 'article h1')
          .first()
          .waitFor();
        assert.ok(
          warnings.some((warning) => /storage/i.test(warning)),
          `a storage warning: ${JSON.stringify(warnings)}`,
        );
        assert.deepEqual(errors, []);
        await page.close();
      }
    });

    test('the colour mode switch still toggles dark mode', async () => {
      const {page, errors} = await open('/setup');
      await page.getByRole('button', {name: /currently light mode/i}).click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the version dropdown still navigates to another version', async () => {
      const {page, errors} = await open('/');
      const dropdown = page.locator('.navbar__item.dropdown', {hasText: '4.0.0'}).first();
      await dropdown.hover();
      await dropdown.locator('.dropdown__link', {hasText: /^3\.8\.0$/}).click();
      await page.waitForURL(/\/3\.8\.0$/);
      await page.locator('html.docs-version-3\\.8\\.0').waitFor({state: 'attached'});
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('search returns results; recent searches are not kept across a reload', async () => {
      const {page, errors} = await open('/');
      await openSearchWithKey(page, 'Control+k', () => `; errors: ${JSON.stringify(errors)}`);
      await page.keyboard.insertText('merkle');
      const hit = page.locator('.DocSearch-Hit a').first();
      await hit.click();
      await page.waitForURL((url) => url.pathname !== '/');
      await page.reload();
      await waitForHydration(page);
      await openSearchWithKey(page, 'Control+k', () => `; errors: ${JSON.stringify(errors)}`);
      await page.locator('.DocSearch-Modal', {hasText: 'No recent searches'}).waitFor();
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the announcement bar can be dismissed', async () => {
      const {page, errors} = await open('/');
      const bar = page.getByRole('banner').filter({hasText: 'ICICLE v4'});
      await bar.getByRole('button', {name: 'Close'}).click();
      await bar.waitFor({state: 'detached'});
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}
