/**
 * Mermaid diagrams shown as their drawings (plugins/static-diagrams): every
 * drawing of the build decodes as an image, and a page with a diagram shows
 * the drawing of the reader's colour mode without loading Mermaid.
 */
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {buildDir} from '../../tooling/build';
import {diagramShown} from '../support/diagrams';
import {newPage, siteBrowserForFile, siteUrl, waitForHydration} from '../support/site';

const {browser, open} = siteBrowserForFile();

/** A page whose diagram is near the top, where the theme's Mermaid loaded with the page. */
const PAGE_WITH_DIAGRAM = '/api/rust-bindings/lattice/lattice-snarks';

test('every drawing of the build decodes as an image', async () => {
  const files = readdirSync(path.join(buildDir, 'diagrams')).filter((file) =>
    file.endsWith('.svg'),
  );
  assert.ok(files.length > 0, 'no drawings in build/diagrams');
  const {context, page} = await open('/');
  try {
    const failed = await page.evaluate(async (names) => {
      const results = await Promise.all(
        names.map(async (name) => {
          const image = new Image();
          image.src = `/diagrams/${name}`;
          return image.decode().then(
            () => (image.naturalWidth > 0 ? null : name),
            () => name,
          );
        }),
      );
      return results.filter((name) => name !== null);
    }, files);
    assert.deepEqual(failed, []);
  } finally {
    await context.close();
  }
});

/** The diagram images on the page: which colour mode each is, and whether it shows. */
const images = (page: Page) =>
  page.locator('.static-diagram img').evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((image) => ({
      mode: /static-diagram--(\w+)/.exec(image.className)?.[1],
      shown: image.checkVisibility(),
      alt: image.alt,
      sized: image.getAttribute('width') !== null && image.getAttribute('height') !== null,
    })),
  );

test('a page with a diagram shows the drawing of the colour mode and loads no Mermaid', async () => {
  const {context, page} = await newPage(browser());
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  try {
    await page.goto(siteUrl(PAGE_WITH_DIAGRAM));
    await waitForHydration(page);
    await diagramShown(page);
    const light = await images(page);
    assert.ok(light.length >= 2, 'no diagram on the page');
    for (const image of light) {
      assert.equal(image.shown, image.mode === 'light', `the ${image.mode} image in light mode`);
      assert.match(image.alt, /^Diagram: \S/);
      assert.ok(image.sized, 'an image without its width and height');
    }
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await diagramShown(page);
    for (const image of await images(page)) {
      assert.equal(image.shown, image.mode === 'dark', `the ${image.mode} image in dark mode`);
    }
    assert.deepEqual(
      scripts.filter((url) => /mermaid/i.test(url)),
      [],
      'Mermaid was loaded',
    );
    assert.equal(await page.locator('.docusaurus-mermaid-container').count(), 0);
  } finally {
    await context.close();
  }
});
