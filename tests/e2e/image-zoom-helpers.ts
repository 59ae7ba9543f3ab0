import type { Locator, Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { pauseClock } from './clock';
import { expect } from './fixtures';
import { openPage } from './search-helpers';

// The site's doc images are version badges from a third-party host; tests
// never reach other hosts, so a local stand-in answers for them.
const BADGE_URL = /^https:\/\/img\.shields\.io\//;
const BADGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="20"><rect width="120" height="20" fill="#c2410c"/></svg>';

/**
 * Opens a page with the clock under the test's control.
 */
export async function openWithImages(page: Page, path: string) {
  await page.route(BADGE_URL, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: BADGE_SVG }),
  );
  await page.clock.install();
  await openPage(page, path);
  await pauseClock(page);
}

export function docImage(page: Page, alt: string): Locator {
  return page.locator(inRegion(REGION.article)).getByRole('img', { name: alt });
}

export const zoomOverlay = (page: Page) => page.locator('.medium-zoom-overlay');
const zoomedImage = (page: Page) => page.locator('.medium-zoom-image--opened');

/** Whether the zoom is showing: the page is dimmed behind the image. */
export const isZoomOpen = (page: Page) =>
  page.evaluate(() => document.body.classList.contains('medium-zoom--opened'));

/** Clicks the image and waits until it has grown to its zoomed size. */
export async function zoomIn(page: Page, image: Locator) {
  await image.click();
  // The first click waits for the zoom library to download.
  await expect(zoomOverlay(page)).toBeAttached();
  // The overlay fades in on the next animation frame.
  await page.clock.runFor(16);
  await expect(zoomOverlay(page)).toBeVisible();
  expect(await isZoomOpen(page)).toBe(true);
  // The zoom ignores every way to close it while the image is still moving.
  await expect
    .poll(() =>
      zoomedImage(page).evaluate((image) => image.getAnimations().length),
    )
    .toBe(0);
}

/** The zoom closed: once the image has moved back, the overlay is gone. */
export async function expectZoomClosed(page: Page) {
  // The closing event (a resize, say) may reach the page after the step
  // that caused it returns.
  await expect.poll(() => isZoomOpen(page)).toBe(false);
  await expect(zoomOverlay(page)).toHaveCount(0);
}
