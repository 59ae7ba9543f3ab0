import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';

// Desktop width: the sidebar and the outline are both on screen here.
test.use({ viewport: { width: 1440, height: 900 } });

const SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;
type Part = (typeof SWITCHES)[number];

function partLocators(page: Page): Record<Part, ReturnType<Page['locator']>> {
  return {
    navbar: page.locator(inRegion(REGION.navbar)),
    sidebar: page.locator(inRegion(REGION.sidebar)),
    outline: page.locator(inRegion(REGION.outline)),
    footer: page.locator(inRegion(REGION.docFooter)),
  };
}

/**
 * Only the given parts are off. Once hydrated, the layout leaves them out
 * altogether (a part the inline script merely hid is still in the DOM), so
 * waiting for that also waits for hydration.
 */
async function expectOnlyHidden(
  page: Page,
  hidden: readonly Part[],
  stage: 'static' | 'hydrated' = 'hydrated',
) {
  const parts = partLocators(page);
  for (const part of SWITCHES) {
    if (!hidden.includes(part)) await expect(parts[part]).toBeVisible();
    else if (stage === 'hydrated') await expect(parts[part]).toHaveCount(0);
    else await expect(parts[part]).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const path of [
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
]) {
  test.describe(path, () => {
    test('without a switch every part shows', async ({ page }) => {
      await page.goto(path);
      await expectOnlyHidden(page, []);
    });

    for (const part of SWITCHES) {
      test(`?${part}=0 hides only the ${part}`, async ({ page }) => {
        await page.goto(`${path}?${part}=0`);
        await expectOnlyHidden(page, [part]);
      });
    }

    test('the switches combine', async ({ page }) => {
      await page.goto(`${path}?navbar=0&outline=0`);
      await expectOnlyHidden(page, ['navbar', 'outline']);

      await page.goto(`${path}?navbar=0&sidebar=0&outline=0&footer=0`);
      await expectOnlyHidden(page, SWITCHES);
    });
  });
}

test('only the value 0 switches a part off', async ({ page }) => {
  await page.goto('/guide/start/quick-start?sidebar=1&outline=false&footer=');
  await expectOnlyHidden(page, []);
});

test.describe('before the scripts run', () => {
  // The scripts are blocked: nothing hydrates.
  test.use({ hydrates: false });

  test('the static page hides the parts before its scripts run', async ({
    page,
  }) => {
    // Without the page's script bundles only the served HTML and its inline
    // head scripts are left: what a reader sees before hydration.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto(
      '/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0',
    );
    await expectOnlyHidden(page, SWITCHES, 'static');
    // Still the served markup: the parts are there, only hidden.
    await expect(partLocators(page).sidebar).toHaveCount(1);
  });
});

// The switches are per page, and nothing keeps them across pages:
// they belong to the address, and a link without them shows every part.
test('a client-side navigation does not carry the switches over', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start?sidebar=0&footer=0');
  await expectOnlyHidden(page, ['sidebar', 'footer']);
  await page.evaluate(() => {
    (window as unknown as { beforeNavigation: boolean }).beforeNavigation =
      true;
  });

  await page
    .locator(`${inRegion(REGION.navbar)} ${inRegion(REGION.navMenu)}`)
    .getByRole('link', { name: 'Config' })
    .click();
  await expect(page).toHaveURL('/config/');
  // Still the same document: the navigation happened on the client.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { beforeNavigation?: boolean }).beforeNavigation,
    ),
  ).toBe(true);
  await expect(page.locator('html')).not.toHaveClass(/hide-/);
  await expect(partLocators(page).sidebar).toBeVisible();
});
