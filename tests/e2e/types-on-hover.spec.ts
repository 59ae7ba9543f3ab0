import type { Locator, Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { uiText } from '../ui-texts';
import {
  audit,
  describeViolations,
  isDark,
  type Theme,
  transitionsSettled,
} from './axe-audit';
import { recordScripts } from './downloaded-scripts';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// The TypeScript examples of the config pages show each identifier's type
// and doc comment from the installed @rslib/core, on hover and on focus.
test.use({ viewport: { width: 1440, height: 900 } });

const PAGES = ['/config/lib/format', '/zh/config/lib/format'];

const TOKENS = '[data-code-block] [data-twoslash-token]';

/** The page's first token that reads `name` (its popup is inside it). */
async function token(page: Page, name: string): Promise<Locator> {
  const index = await page
    .locator(TOKENS)
    .evaluateAll(
      (tokens, wanted) =>
        tokens.findIndex((owner) => owner.firstChild?.textContent === wanted),
      name,
    );
  expect(index, `a token reading ${name}`).toBeGreaterThanOrEqual(0);
  return page.locator(TOKENS).nth(index);
}

/** The token's popup, shown or not (a tooltip, by its role). */
const popupOf = (owner: Locator) => owner.locator('[role="tooltip"]');

/**
 * The popup as the reader sees it: its box inside the window, and on top at
 * its centre (no scrolling box of the code block cuts it off); null when
 * it is not shown.
 */
const shownBox = (popup: Locator) =>
  popup.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    if (getComputedStyle(element).visibility !== 'visible') return null;
    const onTop = element.contains(
      document.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      ),
    );
    const inWindow =
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= innerHeight &&
      box.right <= innerWidth;
    return { onTop, inWindow };
  });

const isFocused = (owner: Locator) =>
  owner.evaluate((element) => element === document.activeElement);

/**
 * Clicks the title bar of the first example with types, then tabs to its
 * first token; the pointer moves out of the way.
 */
async function tabToFirstToken(page: Page): Promise<Locator> {
  await page
    .locator('[data-code-block]')
    .filter({ has: page.locator('[data-twoslash-token]') })
    .first()
    .locator('[data-code-title]')
    .click();
  await page.mouse.move(0, 0);
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('Tab');
    // The token by its place on the page: `*:focus` would follow the focus.
    const index = await page
      .locator(TOKENS)
      .evaluateAll((tokens) =>
        tokens.indexOf(document.activeElement as HTMLElement),
      );
    if (index >= 0) return page.locator(TOKENS).nth(index);
  }
  throw new Error('no token of the example reached in 10 Tabs');
}

for (const path of PAGES) {
  test(`${path}: hovering defineConfig shows its signature from @rslib/core`, async ({
    page,
  }) => {
    await openPage(page, path);
    const defineConfig = await token(page, 'defineConfig');
    const popup = popupOf(defineConfig);
    await expect(popup).toBeHidden();
    await defineConfig.hover();
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('defineConfig<RslibConfig');
    await expect(popup).toContainText('RslibConfig');
    await expect(popup).toContainText(
      'This function helps you to autocomplete configuration types.',
    );
    expect(await shownBox(popup)).toEqual({ onTop: true, inWindow: true });
    // The popup is prose in the site's text font; its type keeps the code font.
    expect(
      await popup.evaluate((element) => {
        const root = getComputedStyle(document.documentElement);
        const type = element.querySelector('[data-twoslash-type]');
        return {
          popup:
            getComputedStyle(element).fontFamily ===
            root.getPropertyValue('--site-font-sans').trim(),
          type:
            type !== null &&
            getComputedStyle(type).fontFamily ===
              root.getPropertyValue('--site-font-mono').trim(),
        };
      }),
    ).toEqual({ popup: true, type: true });

    // An option shows the type its value gives it and the option's own
    // doc comment from @rslib/core (English on both languages' pages).
    const format = await token(page, 'format');
    await format.hover();
    await expect(popup).toBeHidden();
    await expect(popupOf(format)).toContainText(/format: "/);
    await expect(popupOf(format)).toContainText(
      'Output format for the generated JavaScript files.',
    );

    // Escape hides the popup under the pointer.
    await page.keyboard.press('Escape');
    await expect(popupOf(format)).toBeHidden();
  });

  test(`${path}: Tab focuses a token and shows its popup; Escape hides it and keeps the focus`, async ({
    page,
  }) => {
    await openPage(page, path);
    const first = await tabToFirstToken(page);
    const firstPopup = popupOf(first);
    expect(await isFocused(first)).toBe(true);
    await expect(firstPopup).toBeVisible();
    expect(await shownBox(firstPopup)).toEqual({ onTop: true, inWindow: true });
    // The popup is the token's description.
    await expect(first).toHaveAttribute(
      'aria-describedby',
      (await firstPopup.getAttribute('id')) ?? 'no id',
    );

    await page.keyboard.press('Escape');
    expect(await isFocused(first)).toBe(true);
    expect(await shownBox(firstPopup)).toBeNull();

    // The next token shows its own popup; back on the first, it shows again.
    await page.keyboard.press('Tab');
    const second = page.locator('*:focus');
    await expect(second).toHaveAttribute('data-twoslash-token', '');
    await expect(popupOf(second)).toBeVisible();
    await expect(firstPopup).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(first)).toBe(true);
    await expect(firstPopup).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const satisfies Theme[])
    test(`${path} [${theme}]: an open popup passes axe`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await openPage(page, path);
      expect(await isDark(page)).toBe(theme === 'dark');
      const first = await tabToFirstToken(page);
      await expect(popupOf(first)).toBeVisible();
      await transitionsSettled(page);
      const found = await audit(page, `${path} (popup open)`, theme);
      expect(found, describeViolations(found)).toEqual([]);
    });
}

test('the copy button of a typed example copies the code alone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, PAGES[0]);
  const block = page
    .locator('[data-code-block]')
    .filter({ has: page.locator('[data-twoslash-token]') })
    .first();
  await block
    .getByRole('button', {
      name: uiText('codeButtonGroupCopyButtonText', 'en'),
    })
    .click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('defineConfig');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trimEnd()).toBe(
    (await block.locator('pre > code').innerText()).trimEnd(),
  );
  expect(copied).not.toContain('RslibConfig');
});

test('a page without typed examples carries no popup, stylesheet or script of them', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await openPage(page, '/blog/introducing-rslib');
  expect(await page.locator('[data-twoslash-token]').count()).toBe(0);
  expect(await page.content()).not.toContain('twoslash');
  // Neither the Escape script (its attribute) nor the stylesheet is in its scripts.
  const text = await scripts.text();
  expect(text).not.toContain('data-twoslash-dismissed');
  expect(text).not.toContain('data-twoslash-docs');
});

/** The served HTML of `path`, as a first visit gets it. */
const servedHtml = async (page: Page, path: string) =>
  (await page.request.get(path)).text();

test('the served page holds the tokens but not their popups, which download on first hover', async ({
  page,
}) => {
  const served = await servedHtml(page, PAGES[0]);
  expect(served).toContain('data-twoslash-token');
  expect(served).not.toContain('data-twoslash-popup=');
  expect(served).not.toContain('data-twoslash-docs');

  const scripts = recordScripts(page);
  await openPage(page, PAGES[0]);
  await page.waitForLoadState('networkidle');
  expect(await scripts.text()).not.toContain('data-twoslash-docs');
  expect(await page.locator('[data-twoslash-popup]').count()).toBe(0);

  const defineConfig = await token(page, 'defineConfig');
  await defineConfig.hover();
  await expect(popupOf(defineConfig)).toBeVisible();
  await expect(popupOf(defineConfig)).toContainText('RslibConfig');
  expect(await scripts.text()).toContain('data-twoslash-docs');
  // Every token of the page now holds its popup, hidden until its turn.
  const tokens = page.locator(TOKENS);
  expect(await page.locator(`${TOKENS} [role="tooltip"]`).count()).toBe(
    await tokens.count(),
  );
  // Their stylesheet came with them: only the hovered token's popup shows.
  expect(
    await page
      .locator(`${TOKENS} [role="tooltip"]`)
      .evaluateAll(
        (popups) =>
          popups.filter((popup) => popup.getBoundingClientRect().width > 0)
            .length,
      ),
  ).toBe(1);
});

test('after a client navigation the tokens show the new page’s popups, as a first visit to it does', async ({
  page,
}) => {
  const other = '/config/lib/syntax';
  /** Every popup's text on the page now shown, once one is hovered. */
  const popupTexts = async () => {
    const defineConfig = await token(page, 'defineConfig');
    await defineConfig.hover();
    await expect(popupOf(defineConfig)).toBeVisible();
    await page.mouse.move(0, 0);
    return page
      .locator(`${TOKENS} [role="tooltip"]`)
      .evaluateAll((popups) => popups.map((popup) => popup.textContent));
  };

  await openPage(page, other);
  const direct = await popupTexts();
  expect(direct.length).toBe(await page.locator(TOKENS).count());

  await openPage(page, PAGES[0]);
  expect(await popupTexts()).not.toEqual(direct);
  await page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
  });
  await page
    .locator(`${inRegion(REGION.sidebar)} a[href="${other}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(other);
  await expect(page.locator('h1')).toContainText('lib.syntax');
  expect(
    await page.evaluate(
      () => (window as Window & { notReloaded?: boolean }).notReloaded,
    ),
  ).toBe(true);
  expect(await popupTexts()).toEqual(direct);
});

test('when the popups fail to download, the page stays as it is and the next hover tries again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(page, PAGES[0]);
  await page.waitForLoadState('networkidle');
  const failed = page.waitForEvent('requestfailed');
  await page.route('**/static/js/async/**', (route) => route.abort());

  const defineConfig = await token(page, 'defineConfig');
  await defineConfig.hover();
  await failed;
  await page.mouse.move(0, 0);
  expect(await page.locator('[data-twoslash-popup]').count()).toBe(0);
  await expect(page.locator('h1')).toContainText('lib.format');

  await page.unroute('**/static/js/async/**');
  await defineConfig.hover();
  await expect(popupOf(defineConfig)).toBeVisible();
  await expect(popupOf(defineConfig)).toContainText('RslibConfig');
  expect(errors).toEqual([]);
});
