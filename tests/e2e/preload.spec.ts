import type { APIRequestContext, Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// Desktop width: the sidebar links are on screen.
test.use({ viewport: { width: 1440, height: 900 } });

const FROM = '/guide/start/';
const TO = '/guide/start/glossary';

/**
 * The page's own lazily loaded chunk, which its served HTML names beside
 * its section's route data: the one that holds the page's content.
 */
async function pageChunk(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const chunks = [
    ...new Set(html.match(/static\/js\/async\/[\w./-]+\.js/g) ?? []),
  ];
  const withContent: string[] = [];
  for (const chunk of chunks)
    if (
      (await (await request.get(`/${chunk}`)).text()).includes(
        '__RSPRESS_PAGE_META',
      )
    )
      withContent.push(`/${chunk}`);
  expect(withContent).toHaveLength(1);
  return withContent[0];
}

function sidebarLink(page: Page, href: string) {
  return page.locator(`${inRegion(REGION.sidebar)} a[href="${href}"]`);
}

test('hovering a link loads its page before any click', async ({
  page,
  request,
}) => {
  const chunk = await pageChunk(request, TO);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));

  await openPage(page, FROM);
  expect(requested).not.toContain(chunk);

  await sidebarLink(page, TO).hover();
  await expect.poll(() => requested).toContain(chunk);
  await expect(page).toHaveURL(FROM);
});

test('a page that takes over 200 ms to load shows a progress bar, no spinner', async ({
  page,
  request,
}) => {
  const chunk = await pageChunk(request, TO);
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await page.route(`**${chunk}`, async (route) => {
    await delivered;
    await route.continue();
  });
  await page.clock.install();
  await openPage(page, FROM);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const progress = page.locator('[data-progress-bar]');

  await sidebarLink(page, TO).click();
  await page.clock.runFor(199);
  await expect(progress).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(progress).toBeVisible();
  // A bar only: nothing inside it, no spinner.
  await expect(progress.locator('*')).toHaveCount(0);
  await expect(page).toHaveURL(FROM);

  deliver();
  await expect(page).toHaveURL(TO);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Glossary/);
  // The bar finishes and fades out.
  await page.clock.runFor(2000);
  await expect(progress).toHaveCount(0);
});

test('a page that loads quickly shows no progress bar', async ({ page }) => {
  await page.clock.install();
  await openPage(page, FROM);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

  await sidebarLink(page, TO).click();
  await expect(page).toHaveURL(TO);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Glossary/);
  await page.clock.runFor(2000);
  await expect(page.locator('[data-progress-bar]')).toHaveCount(0);
});
