/** The drawn Mermaid diagrams of the built pages (plugins/static-diagrams). */
import type {Page} from 'playwright-core';

/**
 * Scrolls to the page's first diagram and waits until the image of the
 * current colour mode has loaded: lazy, it is fetched near the viewport.
 */
export async function diagramShown(page: Page): Promise<void> {
  const figure = page.locator('.static-diagram').first();
  await figure.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.static-diagram img')).some(
      (image) => image.checkVisibility() && image.complete && image.naturalWidth > 0,
    ),
  );
}

/** Waits until every shown diagram image within two screens of the viewport has loaded. */
export async function shownDiagramsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.static-diagram img'))
      .filter(
        (image) =>
          image.checkVisibility() && image.getBoundingClientRect().top < 2 * window.innerHeight,
      )
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}
