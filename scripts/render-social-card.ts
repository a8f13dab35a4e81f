/**
 * Renders assets-src/social-card.svg to static/img/social-card.png (social
 * networks do not accept SVG cards). Run after editing the SVG:
 *   npx tsx scripts/render-social-card.ts
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, ensureChromium} from '../tooling/chromium';

const siteDir = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: ensureChromium(), args: CHROMIUM_ARGS});
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  const svg = readFileSync(path.join(siteDir, 'assets-src', 'social-card.svg'), 'utf8');
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({path: path.join(siteDir, 'static', 'img', 'social-card.png')});
  await browser.close();
}

void main();
