import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

type Marked = Window & { beforeNavigation?: boolean };

/** A mark on the current document: it survives only a client-side navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Marked).beforeNavigation = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as Marked).beforeNavigation)).toBe(
    true,
  );
}

function content(page: Page) {
  return page.locator(inRegion(REGION.article));
}

test('links to other sites open in a new tab', async ({ page }) => {
  await openPage(page, '/config/rsbuild/tools');
  const external = content(page).locator('a[href^="http:"], a[href^="https:"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }

  await markDocument(page);
  // A stand-in for the other site: tests never reach other hosts.
  await page
    .context()
    .route('https://github.com/rstackjs/rspack-chain', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'rspack-chain' }),
    );
  const popup = page.waitForEvent('popup');
  await content(page).getByRole('link', { name: 'rspack-chain' }).click();
  expect((await popup).url()).toBe('https://github.com/rstackjs/rspack-chain');
  await expect(page).toHaveURL('/config/rsbuild/tools');
  await expectSameDocument(page);
});

test('a hash link stays on the page', async ({ page }) => {
  await openPage(page, '/config/rsbuild/output');
  await markDocument(page);
  await content(page)
    .locator('a[href="#outputautoexternal"]', {
      hasText: 'output.autoExternal',
    })
    .click();
  await expect(page).toHaveURL('/config/rsbuild/output#outputautoexternal');
  await expect(page.locator('#outputautoexternal')).toBeInViewport();
  await expectSameDocument(page);
});

test('an internal link navigates without reloading the page', async ({
  page,
}) => {
  await openPage(page, '/config/rsbuild/output');
  await markDocument(page);
  await content(page).getByRole('link', { name: 'lib.format' }).first().click();
  await expect(page).toHaveURL('/config/lib/format');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'lib.format',
  );
  await expectSameDocument(page);
});

test('Ctrl- and Shift-clicks leave an internal link to the browser', async ({
  page,
  context,
}) => {
  await openPage(page, '/config/rsbuild/output');
  await markDocument(page);
  const link = content(page).getByRole('link', { name: 'lib.format' }).first();

  for (const modifier of ['Control', 'Shift'] as const) {
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: [modifier] });
    const other = await opened;
    await other.waitForURL('/config/lib/format');
    await other.close();
    await expect(page).toHaveURL('/config/rsbuild/output');
    await expectSameDocument(page);
  }
});

test('after a navigation to a heading, the heading sits below the navbar', async ({
  page,
}) => {
  await openPage(page, '/config/rsbuild/tools');
  await markDocument(page);
  await content(page)
    .getByRole('link', { name: 'output.copy' })
    .first()
    .click();
  await expect(page).toHaveURL('/config/rsbuild/output#outputcopy');
  await expectSameDocument(page);

  const heading = page.locator('h2#outputcopy');
  // Where the heading sits, and where the navbar ends: the navbar may slide
  // away after the jump (hideNavbar), so it is measured with the heading.
  const place = () =>
    heading.evaluate((h, navbarSelector) => {
      const navbar = document.querySelector(navbarSelector) as HTMLElement;
      return {
        top: h.getBoundingClientRect().top,
        navbarBottom: Math.max(0, navbar.getBoundingClientRect().bottom),
        navbarHeight: navbar.offsetHeight,
      };
    }, inRegion(REGION.navbar));
  await expect
    .poll(async () => {
      const { top, navbarBottom } = await place();
      return top >= navbarBottom - 1;
    })
    .toBe(true);
  // At the top of the reading area, not merely somewhere on screen.
  const { top, navbarHeight } = await place();
  expect(top).toBeLessThan(navbarHeight + 24);
});

test('a link in prose drawn from markup preloads on hover and opens without a reload, on a first visit and after a client navigation', async ({
  page,
}) => {
  const FROM = '/config/rsbuild/output';
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  // Prose the build writes as markup, not as components
  // (plugins/code-as-html/static-prose.ts): its links get Link's behaviour
  // from listeners on the block.
  const proseLinks = content(page).locator(
    '[data-code-markup]:is(p, ul, ol, blockquote) a[href^="/"]',
  );
  await openPage(page, FROM);
  // Two pages neither visited nor preloaded yet, one for each way of arriving.
  const targets = [
    ...new Set(
      await proseLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') as string),
      ),
    ),
  ].filter((href) => !href.includes('#'));
  expect(targets.length).toBeGreaterThanOrEqual(2);

  for (const [visit, target] of targets.slice(0, 2).entries()) {
    if (visit === 1) {
      // Back on the page without a reload: React draws it anew, not over
      // the served HTML.
      await page.goBack();
      await expect(page).toHaveURL(FROM);
      await expectSameDocument(page);
    }
    await markDocument(page);
    const link = proseLinks.and(page.locator(`[href="${target}"]`)).first();
    requested.length = 0;
    await link.hover();
    // Its page, before any click.
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(FROM);
    await link.click();
    await expect(page).toHaveURL(target);
    await expectSameDocument(page);
  }
});
