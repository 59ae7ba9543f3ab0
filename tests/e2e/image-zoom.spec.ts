import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  docImage,
  expectZoomClosed,
  isZoomOpen,
  openWithImages,
  zoomIn,
} from './image-zoom-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const PAGE = '/guide/start/npm-packages';
const BADGE = 'npm version of @rslib/core';

/** Scrolls the window by `by` px and resolves once the page heard it. */
function scrollBy(page: Page, by: number) {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        // The zoom listens on the document, before the window hears it.
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollBy({ top, behavior: 'instant' });
      }),
    by,
  );
}

test('a doc image zooms on click and closes on a click, Escape or a resize', async ({
  page,
}) => {
  await openWithImages(page, PAGE);
  const image = docImage(page, BADGE);

  await zoomIn(page, image);
  await page.locator('.medium-zoom-image--opened').click();
  await expectZoomClosed(page);

  await zoomIn(page, image);
  await page.keyboard.press('Escape');
  await expectZoomClosed(page);

  await zoomIn(page, image);
  await page.setViewportSize({ width: 1200, height: 900 });
  await expectZoomClosed(page);
});

test('a scroll of more than 40 px closes the zoom 150 ms later', async ({
  page,
}) => {
  await openWithImages(page, PAGE);
  await zoomIn(page, docImage(page, BADGE));

  await scrollBy(page, 40);
  await page.clock.runFor(1000);
  expect(await isZoomOpen(page)).toBe(true);

  // 41 px from where the zoom opened.
  await scrollBy(page, 1);
  await page.clock.runFor(149);
  expect(await isZoomOpen(page)).toBe(true);
  await page.clock.runFor(1);
  await expectZoomClosed(page);
});
