import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// Without the slide animation the navbar's box is final at once.
test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

/** Scrolls instantly and resolves once the page has handled the scroll event. */
function scrollTo(page: Page, y: number) {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
}

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

// The navbar may hide on scroll down depending on hideNavbar, re-checked at
// most every 200 ms; rspress.config.ts sets hideNavbar: 'auto'.
test('the navbar hides on scroll down and comes back on scroll up, checked every 200 ms', async ({
  page,
}) => {
  await page.clock.install();
  await openPage(page, '/guide/basic/output-format');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  const navbar = page.locator(inRegion(REGION.navbar));
  await expect(navbar).toBeInViewport();

  // The first scroll counts at once.
  await scrollTo(page, 800);
  await expect(navbar).not.toBeInViewport();
  // The sticky sidebar moves up into the navbar's place.
  expect((await box(page, inRegion(REGION.sidebar))).top).toBe(0);

  // Scrolling up within the 200 ms: seen when the throttle window ends.
  await scrollTo(page, 500);
  await page.clock.runFor(199);
  await expect(navbar).not.toBeInViewport();
  await page.clock.runFor(1);
  await expect(navbar).toBeInViewport();
  expect((await box(page, inRegion(REGION.navbar))).top).toBe(0);
  expect((await box(page, inRegion(REGION.sidebar))).top).toBe(72);
});

test('focus inside the hidden navbar brings it back', async ({ page }) => {
  await openPage(page, '/guide/basic/output-format');
  const navbar = page.locator(inRegion(REGION.navbar));
  await scrollTo(page, 800);
  await expect(navbar).not.toBeInViewport();

  await navbar.getByRole('link', { name: 'Config' }).focus();
  await expect(navbar).toBeInViewport();
  expect((await box(page, inRegion(REGION.navbar))).top).toBe(0);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/config/');
});

test('the navbar never hides near the top of the page', async ({ page }) => {
  await openPage(page, '/guide/basic/output-format');
  const navbar = page.locator(inRegion(REGION.navbar));
  // Within its own height the navbar would only uncover the page top.
  await scrollTo(page, 72);
  await expect(navbar).toBeInViewport();
  await scrollTo(page, 600);
  await expect(navbar).not.toBeInViewport();
  await scrollTo(page, 0);
  await expect(navbar).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the sidebar menu bar takes the hidden navbar’s place', async ({
    page,
  }) => {
    await openPage(page, '/guide/basic/output-format');
    await expect
      .poll(async () => (await box(page, inRegion(REGION.menuBar))).top)
      .toBe(56);
    await scrollTo(page, 800);
    await expect(page.locator(inRegion(REGION.navbar))).not.toBeInViewport();
    await expect
      .poll(async () => (await box(page, inRegion(REGION.menuBar))).top)
      .toBe(0);
  });
});
