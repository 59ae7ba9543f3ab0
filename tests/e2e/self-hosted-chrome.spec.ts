import type { Page, Request } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { SITE_URL } from '../../site.config';
import { expect, test } from './fixtures';

/**
 * The site's own look (navbar logo, hero logo, favicon, Rstack tool logos)
 * comes from the site: a page asks no other host for anything while it
 * draws its chrome. The only images allowed elsewhere are the version
 * badges inside the article, which load lazily in a fixed box.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const BADGE_HOST = 'img.shields.io';

/** Every request of the page that leaves its origin, as URLs. */
function offOriginRequests(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) urls.push(url);
  });
  return urls;
}

/** The images of the page chrome with their address and loaded size. */
async function chromeImages(page: Page) {
  return page
    .locator(`img:not(${inRegion(REGION.article)} img)`)
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc || image.src,
        loaded: image.complete && image.naturalWidth > 0,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        alt: image.getAttribute('alt'),
      })),
    );
}

for (const route of ['/', '/zh/', '/guide/start/quick-start']) {
  test(`${route}: the chrome loads from the site alone`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const leaving = offOriginRequests(page, origin);
    await page.goto(route);
    // Open the Rstack menu so its logos are asked for too.
    await page.getByRole('button', { name: /^Rstack (tools|工具)$/ }).click();
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');

    const images = await chromeImages(page);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(new URL(image.src).origin, image.src).toBe(origin);
      expect(image.width, image.src).not.toBeNull();
      expect(image.height, image.src).not.toBeNull();
      expect(image.alt, image.src).not.toBeNull();
    }
    // Images shown on screen arrive (the menu's and the hero's). The menu's
    // logos load lazily, so a busy machine may start them after the network
    // went quiet: wait for them to arrive rather than for the network.
    const unloadedVisibleImages = () =>
      page
        .locator(`img:not(${inRegion(REGION.article)} img):visible`)
        .evaluateAll((list) =>
          (list as HTMLImageElement[])
            .filter((image) => !(image.complete && image.naturalWidth > 0))
            .map((image) => image.src),
        );
    await expect.poll(unloadedVisibleImages).toEqual([]);

    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(new URL(icon ?? '', page.url()).origin).toBe(origin);
    const iconResponse = await page.request.get(icon ?? '');
    expect(iconResponse.status()).toBe(200);
    expect(iconResponse.headers()['content-type']).toContain('image/png');

    expect(leaving).toEqual([]);
  });
}

test('the link-preview image is a file of the site, with its size and text', async ({
  page,
  request,
}) => {
  await page.goto('/guide/start/quick-start');
  const meta = (property: string) =>
    page
      .locator(`meta[property="${property}"]`)
      .getAttribute('content') as Promise<string>;
  const image = new URL(await meta('og:image'));
  // Absolute on the published site; the same path is served here.
  expect(image.href).toBe(`${SITE_URL}/logos/rslib-og-512.png`);
  const response = await request.get(image.pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  expect(await meta('og:image:width')).toBe('512');
  expect(await meta('og:image:height')).toBe('512');
  expect(await meta('og:image:alt')).toBe('Rslib logo');
});

test('version badges stay remote but lazy, sized and described', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const leaving = offOriginRequests(page, origin);
  // Third-party hosts are unreachable in the tests; answer for the badge host
  // so the lazy loading can be observed.
  await page.route(`https://${BADGE_HOST}/**`, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"/>',
    }),
  );
  await page.goto('/guide/start/npm-packages');
  const badges = page.locator(
    `${inRegion(REGION.article)} img[src^="https://${BADGE_HOST}/"]`,
  );
  expect(await badges.count()).toBeGreaterThan(0);
  for (const badge of await badges.all()) {
    await expect(badge).toHaveAttribute('loading', 'lazy');
    await expect(badge).toHaveAttribute('width', '110');
    await expect(badge).toHaveAttribute('height', '20');
    await expect(badge).toHaveAttribute('alt', /^npm version of /);
  }
  // Only badges leave the origin, and the page chrome asked for none.
  await page.waitForLoadState('networkidle');
  for (const url of leaving) expect(new URL(url).host).toBe(BADGE_HOST);
});
