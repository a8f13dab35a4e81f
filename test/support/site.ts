/** Shared helpers for the tests that run against the built, served site. */
import {after, before} from 'node:test';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {CHROMIUM_ARGS} from '../../tooling/chromium';
import {waitForHydration} from '../../tooling/hydration';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the site tests with npm run test:site`);
  }
  return value;
}

/** The built site under `docusaurus serve`. */
export const siteUrl = (pathname = '/') => new URL(pathname, requiredEnv('SITE_URL')).href;
/** The same build behind a plain static file server (no rewrites, no clean URLs). */
export const staticHostUrl = (pathname = '/') =>
  new URL(pathname, requiredEnv('STATIC_HOST_URL')).href;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: requiredEnv('CHROMIUM_PATH'), args: CHROMIUM_ARGS});
}

export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, ...options});
  const page = await context.newPage();
  return {context, page};
}

export {waitForHydration} from '../../tooling/hydration';

/**
 * One Chromium for the tests of a file: launched before them, closed after.
 * Returns `open`, which loads a path of the served site in a fresh context
 * and waits for hydration, and `browser`, for tests that need more control.
 */
export function siteBrowserForFile() {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  const current = (): Browser => {
    if (!browser) throw new Error('The browser is not launched yet (use it inside a test).');
    return browser;
  };
  async function open(pathname: string, options: Parameters<typeof newPage>[1] = {}) {
    const {context, page} = await newPage(current(), options);
    await page.goto(siteUrl(pathname));
    await waitForHydration(page);
    return {context, page};
  }
  return {browser: current, open};
}

/** The DocSearch modal's input: present only while the modal is open. */
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');

/**
 * Presses a search shortcut until the modal is open: the keyboard listener is
 * attached by an effect that may run just after hydration is flagged.
 * `detail` adds context to the failure (for example the errors seen so far).
 */
export async function openSearchWithKey(
  page: Page,
  key = 'Control+k',
  detail: () => string = () => '',
): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.keyboard.press(key);
    if (await searchInput(page).isVisible()) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${key} did not open the search modal${detail()}`);
}
