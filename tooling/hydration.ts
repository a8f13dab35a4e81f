import type {Page} from 'playwright-core';

/**
 * Waits until React has hydrated the page. The server-rendered `<html>` says
 * `data-has-hydrated="false"`; the theme sets it to "true" once mounted, so
 * the value is what tells, not the attribute being there.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
