import type { Locator, Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage, searchModal } from './search-helpers';

// Every button the top bars show (the navbar and, on narrower screens, the
// menu bar under it) does something the reader can see at that width: a
// button with nothing to do there is not shown there.

const WIDTHS = [390, 768, 1024, 1280];
const BARS = `${inRegion(REGION.navbar)}, ${inRegion(REGION.menuBar)}`;

/** Accessible names of the buttons the bars show, as a screen reader lists them. */
async function visibleButtonNames(page: Page): Promise<string[]> {
  const buttons = await page
    .locator(BARS)
    .getByRole('button')
    .filter({ visible: true })
    .all();
  const names: string[] = [];
  for (const button of buttons) {
    // First line of the ARIA snapshot: `- button "Search docs"`.
    const [line] = (await button.ariaSnapshot()).split('\n');
    const name = /^- '?button "(.*)"/.exec(line)?.[1];
    if (name === undefined) throw new Error(`unnamed button: ${line}`);
    names.push(name);
  }
  return names;
}

/** What pressing the button should bring on screen. */
async function whatItShows(
  page: Page,
  name: string,
  button: Locator,
): Promise<Locator> {
  if (name.startsWith('Search docs')) return searchModal(page).modal;
  const controls = await button.getAttribute('aria-controls');
  if (controls) return page.locator(`[id="${controls}"]`);
  throw new Error(`"${name}": no panel or modal of its own to show`);
}

for (const width of WIDTHS) {
  test(`at ${width} px each visible top-bar button shows what it opens`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, '/guide/start/quick-start');
    const names = await visibleButtonNames(page);
    expect(names.length).toBeGreaterThan(1);

    for (const name of names) {
      await openPage(page, '/guide/start/quick-start');
      const button = page
        .locator(BARS)
        .getByRole('button', { name, exact: true })
        .filter({ visible: true });
      const shown = await whatItShows(page, name, button);
      const onScreen = async () =>
        (await shown.isVisible()) &&
        (await shown.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            box.right > 0 &&
            box.left < innerWidth &&
            box.bottom > 0 &&
            box.top < innerHeight
          );
        }));
      expect(await onScreen(), `"${name}" at ${width} px, before`).toBe(false);
      // The keyboard, so a pointer resting on it cannot open it instead.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(onScreen, `"${name}" at ${width} px, after Enter`)
        .toBe(true);
    }
  });
}
