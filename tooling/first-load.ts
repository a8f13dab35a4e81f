/**
 * First-load JavaScript and CSS of a built page, measured in Chromium.
 *
 * "First load" is everything the page itself asks for until it has hydrated
 * and the network is quiet: the entry scripts and the route chunks the
 * runtime imports to hydrate the page, and the stylesheets. Requests the
 * browser makes only as hints (`<link rel="prefetch">`, which the framework
 * uses for linked pages and the search client) are left out, since they are
 * fetched at idle priority and not run. Sizes are the gzip size of each file
 * in build/, so the figure does not depend on the server's compression.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';
import {waitForHydration} from './hydration';

export interface FirstLoad {
  route: string;
  /** gzip KB */
  jsKb: number;
  cssKb: number;
  scripts: string[];
  stylesheets: string[];
}

const gzipKbCache = new Map<string, number>();

export function gzipKbOf(buildDir: string, urlPath: string): number {
  const file = path.join(buildDir, decodeURIComponent(urlPath).replace(/^\//, ''));
  let size = gzipKbCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), {level: 9}).length / 1024;
    gzipKbCache.set(file, size);
  }
  return size;
}

/** How long the network must stay quiet after hydration before the load counts as finished. */
const QUIET_MS = 700;

export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  buildDir: string,
  route: string,
): Promise<FirstLoad> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const siteOrigin = new URL(origin).origin;
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    lastRequestAt = Date.now();
    const url = new URL(request.url());
    if (url.origin !== siteOrigin) return;
    const hint = request.headers()['sec-purpose'] ?? request.headers()['purpose'];
    if (hint?.includes('prefetch')) return;
    if (request.resourceType() === 'script') scripts.add(url.pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.add(url.pathname);
  });
  await page.goto(new URL(route, origin).href);
  await waitForHydration(page);
  while (Date.now() - lastRequestAt < QUIET_MS) {
    await page.waitForTimeout(100);
  }
  await context.close();
  const sum = (files: Set<string>) =>
    [...files].reduce((total, file) => total + gzipKbOf(buildDir, file), 0);
  return {
    route,
    jsKb: sum(scripts),
    cssKb: sum(stylesheets),
    scripts: [...scripts].sort(),
    stylesheets: [...stylesheets].sort(),
  };
}
