import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// The lib.dts page has headings of every level the outline lists (H2–H4).
const PAGE = '/config/lib/dts';

/** The heading ids of the page body at the given levels, in page order. */
function headingIds(page: Page, selector: string) {
  return page
    .locator(inRegion(REGION.article))
    .locator(selector)
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
}

/** Scrolls a heading to the top of the window and waits for the scroll event. */
function scrollToHeading(page: Page, id: string) {
  return page.evaluate(
    (headingId) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        document
          .getElementById(headingId)
          ?.scrollIntoView({ behavior: 'instant', block: 'start' });
      }),
    id,
  );
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { path, title } of [
    { path: PAGE, title: 'ON THIS PAGE' },
    { path: `/zh${PAGE}`, title: '目录' },
  ]) {
    test(`${path}: the outline lists the H2–H4 headings under '${title}'`, async ({
      page,
    }) => {
      await openPage(page, path);
      const outline = page.locator(inRegion(REGION.outline));
      await expect(outline.locator('[data-outline-title]')).toHaveText(title);

      const links = outline.locator('[data-outline-link]');
      const listed = await links.evaluateAll((items) =>
        items.map((item) => item.getAttribute('href')),
      );
      expect(listed).toEqual(await headingIds(page, 'h2, h3, h4'));
      // The page has each level, and the page title (H1) is not listed.
      const h1 = await headingIds(page, 'h1');
      expect(h1).toHaveLength(1);
      expect(listed).not.toContain(h1[0]);
      for (const level of ['h2', 'h3', 'h4']) {
        const [first] = await headingIds(page, level);
        expect(listed).toContain(first);
      }
      // Indented by level: H2 at depth 0, H4 at depth 2.
      const [firstH4] = await headingIds(page, 'h4');
      await expect(
        links.and(page.locator(`[href="${firstH4}"]`)),
      ).toHaveAttribute('data-depth', '2');
    });
  }

  test('the active outline link follows the scroll position, at most every 100 ms', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, PAGE);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const active = page.locator(
      `${inRegion(REGION.outline)} [aria-current="location"]`,
    );

    await scrollToHeading(page, 'dtsdistpath');
    await expect(active).toHaveAttribute('href', '#dtsdistpath');

    // A second scroll within 100 ms of the first shows 100 ms after it.
    await scrollToHeading(page, 'dtsisolated');
    await page.clock.runFor(99);
    await expect(active).toHaveAttribute('href', '#dtsdistpath');
    await page.clock.runFor(1);
    await expect(active).toHaveAttribute('href', '#dtsisolated');
  });
});

test.describe('narrow screen outline dropdown', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('toggles, and closes on a press outside it and on a route change', async ({
    page,
  }) => {
    await openPage(page, PAGE);
    const toggle = page.locator('[data-outline-toggle]');
    const dropdown = page.locator(inRegion(REGION.outline));
    await expect(toggle).toHaveText('ON THIS PAGE');
    await expect(dropdown).toBeHidden();

    await toggle.click();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.locator('[data-outline-link]').first()).toBeVisible();
    await toggle.click();
    await expect(dropdown).toBeHidden();

    await toggle.click();
    await expect(dropdown).toBeVisible();
    // Bottom left: outside the dropdown, which sits at the right.
    await page.mouse.click(10, 790);
    await expect(dropdown).toBeHidden();

    // A link followed with the keyboard changes the page without a press.
    await toggle.click();
    await expect(dropdown).toBeVisible();
    await page
      .locator(`${inRegion(REGION.article)} a[href="/config/lib/redirect"]`)
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/config/lib/redirect');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /lib\.redirect/,
    );
    await expect(dropdown).toBeHidden();
  });
});
