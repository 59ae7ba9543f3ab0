import { inRegion, REGION } from '../../site/regions';
import { SITE_URL } from '../../site.config';
import { expect, test } from './fixtures';

const SITE = SITE_URL;

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

test('the feed link leaves the head with the blog and comes back with it', async ({
  page,
}) => {
  const feedLink = page.locator(
    'head link[rel="alternate"][type="application/rss+xml"]',
  );
  const ogTitle = page.locator('head meta[property="og:title"]');
  await page.goto('/blog/introducing-rslib');
  await expect(feedLink).toHaveCount(1);
  // A page outside the blog, reached without a reload: no feed is announced.
  await page
    .locator(inRegion(REGION.article))
    .getByRole('link', { name: 'quick start', exact: true })
    .click();
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page).toHaveTitle('Quick start - Rslib');
  await expect(feedLink).toHaveCount(0);
  await expect(ogTitle).toHaveCount(1);
  await expect(ogTitle).toHaveAttribute('content', 'Quick start - Rslib');
  // The Markdown copy announced is the new page's.
  const markdownLink = page.locator('head link[type="text/markdown"]');
  await expect(markdownLink).toHaveCount(1);
  await expect(markdownLink).toHaveAttribute(
    'href',
    /\/guide\/start\/quick-start\.md$/,
  );
  await page.goBack();
  await expect(page).toHaveURL('/blog/introducing-rslib');
  await expect(feedLink).toHaveCount(1);
  await expect(feedLink).toHaveAttribute('href', /\/rss\/blog-rss\.xml$/);
  await expect(ogTitle).toHaveCount(1);
  await expect(ogTitle).toHaveAttribute('content', /^Introducing Rslib/);
});

test('once the page’s script has taken over, the head still carries each tag once', async ({
  page,
}) => {
  for (const path of [
    '/blog/introducing-rslib',
    '/zh/guide/start/quick-start',
  ]) {
    await page.goto(path);
    const tags = await page.evaluate(() =>
      [...document.head.querySelectorAll('meta, link, title')].map(
        (element) => element.outerHTML,
      ),
    );
    expect(tags.length).toBeGreaterThan(10);
    expect(
      tags.filter((tag, index) => tags.indexOf(tag) !== index),
      path,
    ).toEqual([]);
    // Tags the server wrote and the browser's head keeps up to date.
    for (const selector of [
      'title',
      'meta[name="description"]',
      'meta[property="og:title"]',
      'link[type="text/markdown"]',
      'link[rel="describedby"]',
    ])
      await expect(page.locator(`head ${selector}`), selector).toHaveCount(1);
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
