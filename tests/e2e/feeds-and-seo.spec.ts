import { expect, test } from './fixtures';

const SITE = 'https://rslib.rs';

test('each language has its own blog feed carrying the post', async ({
  request,
}) => {
  for (const [file, url] of [
    ['/rss/blog-rss.xml', `${SITE}/blog/introducing-rslib`],
    ['/rss/blog-rss-zh.xml', `${SITE}/zh/blog/introducing-rslib`],
  ]) {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<rss');
    expect(xml).toContain(`<link>${url}</link>`);
  }
  const english = await (await request.get('/rss/blog-rss.xml')).text();
  expect(english).not.toContain('/zh/blog/');
});

test('blog pages link their feed in the head', async ({ page }) => {
  for (const [path, feed] of [
    ['/blog/', '/rss/blog-rss.xml'],
    ['/zh/blog/introducing-rslib', '/rss/blog-rss-zh.xml'],
  ]) {
    await page.goto(path);
    const link = page.locator(
      'head link[rel="alternate"][type="application/rss+xml"]',
    );
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`${feed.replace(/\//g, '\\/')}$`),
    );
  }
});

test('pages declare absolute canonical and hreflang alternates', async ({
  page,
}) => {
  await page.goto('/zh/config/lib/dts');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE}/zh/config/lib/dts`,
  );
  await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute(
    'href',
    `${SITE}/config/lib/dts`,
  );
  await expect(page.locator('head link[hreflang="zh"]')).toHaveAttribute(
    'href',
    `${SITE}/zh/config/lib/dts`,
  );
});

test('the sitemap and llms.txt are published', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE}/guide/start/quick-start</loc>`);
  expect(sitemap).toContain(`<loc>${SITE}/zh/config/lib/format</loc>`);
  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  expect(await llms.text()).toContain('Quick start');
});
