import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import {
  docImage,
  isZoomOpen,
  openWithImages,
  zoomOverlay,
} from './image-zoom-helpers';
import { openPage } from './search-helpers';

// A page turns the image zoom and the feed links off with a
// frontmatter flag (`imageZoom: false`, `feedLinks: false`) or a query
// parameter set to 0 (`?imageZoom=0`, `?feedLinks=0`).

/** A click on the image leaves the page as it is. */
async function expectNoZoom(page: Page, alt: string) {
  const image = docImage(page, alt);
  await expect(image).toBeVisible();
  await expect(image).not.toHaveClass(/medium-zoom-image/);
  await image.click();
  await page.clock.runFor(16);
  expect(await isZoomOpen(page)).toBe(false);
  await expect(zoomOverlay(page)).toHaveCount(0);
}

test('?imageZoom=0 turns the image zoom off', async ({ page }) => {
  await openWithImages(page, '/guide/start/npm-packages?imageZoom=0');
  await expectNoZoom(page, 'npm version of @rslib/core');
});

test('the frontmatter flag imageZoom: false turns the image zoom off', async ({
  page,
}) => {
  // The introduction's table of version badges sets the flag.
  await openWithImages(page, '/guide/start/');
  await expectNoZoom(page, 'npm version of @rslib/core');
  await openWithImages(page, '/zh/guide/start/');
  await expectNoZoom(page, '@rslib/core 的 npm 版本');
});

test('?feedLinks=0 removes the feed link, for that address only', async ({
  page,
}) => {
  const feedLink = page.locator(
    'head link[rel="alternate"][type="application/rss+xml"]',
  );
  await openPage(page, '/blog/?feedLinks=0');
  await expect(feedLink).toHaveCount(0);

  // A link without the parameter brings it back.
  await page
    .locator(inRegion(REGION.article))
    .getByRole('link', { name: /Introducing Rslib/ })
    .first()
    .click();
  await expect(page).toHaveURL('/blog/introducing-rslib');
  await expect(feedLink).toHaveCount(1);
  await expect(feedLink).toHaveAttribute('href', /\/rss\/blog-rss\.xml$/);
});
