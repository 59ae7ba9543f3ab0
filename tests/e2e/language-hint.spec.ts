import type { Page } from '@playwright/test';
import { audit, THEME_DEPENDENT_RULES, transitionsSettled } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * A reader whose browser prefers the other language of a page gets a small
 * hint, written in that language, to the same place of the twin page; it
 * can be dismissed for good. It replaces a redirect away from shared links
 * (locale-redirect.spec.ts).
 */

const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The page address as read, percent-escapes decoded. */
const readableUrl = (page: Page) => decodeURI(page.url());

/** Records every layout shift of the page from its first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = found;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element ? node.outerHTML.slice(0, 80) : 'text',
        );
        found.push(`${entry.value.toFixed(4)} ${nodes.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('an English page offers its Chinese twin, at the same section', async ({
    page,
  }) => {
    await page.goto('/guide/basic/output-format#esm-and-cjs');
    const hint = page.getByRole('link', { name: '阅读中文版' });
    await expect(hint).toBeVisible();
    await hint.click();
    await expect
      .poll(() => readableUrl(page))
      .toMatch(/\/zh\/guide\/basic\/output-format#esm-和-cjs$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'ESM 和 CJS' }),
    ).toBeInViewport();
    // On the page in the reader's own language there is nothing to offer.
    await expect(
      page.getByRole('link', { name: 'Read in English' }),
    ).toBeHidden();
  });

  test('the keyboard reaches the hint, and dismissing it lasts', async ({
    page,
  }) => {
    await page.goto('/guide/start/quick-start');
    const link = page.getByRole('link', { name: '阅读中文版' });
    await expect(link).toBeVisible();
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await link.evaluate(
        (element) => element === document.activeElement,
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Tab');
    const dismiss = page.getByRole('button', { name: '关闭此提示' });
    expect(
      await dismiss.evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect(link).toBeHidden();
    // Focus does not fall out of the page with the hint.
    expect(
      await page.evaluate(() => document.activeElement === document.body),
    ).toBe(false);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(link).toBeHidden();
    await page.goto('/config/lib/format');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '阅读中文版' })).toBeHidden();
  });

  test('at 390 px the hint covers nothing and nothing moves for it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    await page.goto('/guide/start/quick-start');
    const hint = page.getByRole('link', { name: '阅读中文版' });
    await expect(hint).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    const hintBox = await hint.boundingBox();
    const headingBox = await heading.boundingBox();
    if (!hintBox || !headingBox) throw new Error('hint or heading not drawn');
    expect(hintBox.x).toBeGreaterThanOrEqual(0);
    expect(hintBox.x + hintBox.width).toBeLessThanOrEqual(390);
    // The heading is what a reader sees at its place, not the hint.
    const headingOnTop = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(
        box.left + Math.min(box.width / 2, 40),
        box.top + box.height / 2,
      );
      return top !== null && element.contains(top);
    });
    expect(headingOnTop).toBe(true);
    // Nothing moved while the page loaded and took over.
    expect(
      await page.evaluate(
        () => (window as unknown as { shifts: string[] }).shifts,
      ),
    ).toEqual([]);
    // Scrolled past, it stays in the page rather than over the text.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    await expect(hint).not.toBeInViewport();
  });

  test('the hint is legible in both themes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/quick-start');
    await expect(page.getByRole('link', { name: '阅读中文版' })).toBeVisible();
    const found = await audit(page, 'light', 'light', THEME_DEPENDENT_RULES);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await transitionsSettled(page);
    found.push(...(await audit(page, 'dark', 'dark', THEME_DEPENDENT_RULES)));
    expect(found).toEqual([]);
  });

  test.describe('that is a crawler', () => {
    test.use({ userAgent: GOOGLEBOT });

    test('is shown no hint', async ({ page }) => {
      await page.goto('/guide/start/quick-start');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: '阅读中文版' })).toBeHidden();
    });
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('a Chinese page offers its English twin, at the same section', async ({
    page,
  }) => {
    await page.goto('/zh/guide/basic/output-format#何时添加-cjs');
    const hint = page.getByRole('link', { name: 'Read in English' });
    await expect(hint).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Hide this hint' }),
    ).toBeVisible();
    await hint.click();
    await expect(page).toHaveURL('/guide/basic/output-format#when-to-add-cjs');
    await expect(
      page.getByRole('heading', { level: 3, name: 'When to add CJS' }),
    ).toBeInViewport();
  });

  test('an English page shows no hint', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '阅读中文版' })).toBeHidden();
  });
});
