import type { Locator, Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// On a phone the navigation menu, the sidebar and the outline each cover the
// page when open. From the keyboard: Enter on the button opens the panel,
// Tab walks the panel and the button only (it never reaches the page hidden
// behind), Escape closes it and focus is back on the button.
test.use({ viewport: { width: 390, height: 844 } });

interface PhonePanel {
  name: string;
  opener: (page: Page) => Locator;
  panel: (page: Page) => Locator;
}

const PANELS: PhonePanel[] = [
  {
    name: 'the navigation menu',
    opener: (page) => page.getByRole('button', { name: 'Navigation menu' }),
    panel: (page) => page.locator(inRegion(REGION.mobileMenu)),
  },
  {
    name: 'the sidebar',
    opener: (page) =>
      page
        .locator(inRegion(REGION.menuBar))
        .getByRole('button', { name: 'Menu', exact: true }),
    panel: (page) => page.locator(inRegion(REGION.sidebar)),
  },
  {
    name: 'the outline',
    opener: (page) =>
      page.locator(inRegion(REGION.menuBar)).locator('[data-outline-toggle]'),
    panel: (page) => page.locator(inRegion(REGION.outline)),
  },
];

/** Where focus is: in the panel, on its button, or elsewhere on the page. */
function focusPlace(opener: Locator, panel: Locator) {
  return Promise.all([
    opener.evaluate((node) => node === document.activeElement),
    panel.evaluate((node) => node.contains(document.activeElement)),
  ]).then(([onOpener, inPanel]) =>
    onOpener ? 'opener' : inPanel ? 'panel' : 'outside',
  );
}

/** The panel's controls the keyboard reaches, as a reader sees them. */
const reachableCount = (panel: Locator) =>
  panel.evaluate(
    (node) =>
      [
        ...node.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled])',
        ),
      ].filter((element) =>
        element.checkVisibility({ visibilityProperty: true }),
      ).length,
  );

for (const { name, opener: openerOf, panel: panelOf } of PANELS) {
  test(`${name}: Enter opens it, Tab stays inside, Escape closes it and focus returns to its button`, async ({
    page,
  }) => {
    await openPage(page, '/guide/start/quick-start');
    const opener = openerOf(page);
    const panel = panelOf(page);
    await expect(panel).toBeHidden();

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport();

    // Around the panel and past its end: every stop is the panel or its button.
    const count = await reachableCount(panel);
    expect(count).toBeGreaterThan(0);
    const places: string[] = [];
    for (let press = 0; press < count + 3; press++) {
      await page.keyboard.press('Tab');
      places.push(await focusPlace(opener, panel));
    }
    expect(places).not.toContain('outside');
    expect(places[0]).toBe('panel');
    expect(places).toContain('opener');

    // Backwards from the button: to the panel's last control.
    await opener.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusPlace(opener, panel)).toBe('panel');

    // Escape from inside the panel.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });
}
