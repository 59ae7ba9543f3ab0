import { inRegion, REGION } from '../../site/regions';
import { uiText } from '../ui-texts';
import { expect, test } from './fixtures';

// The parts of every doc page (sidebar, article, outline, doc footer) and of
// the navbar, with their texts, in both languages.
test.use({ viewport: { width: 1440, height: 900 } });

for (const { lang, prefix } of [
  { lang: 'en', prefix: '' },
  { lang: 'zh', prefix: '/zh' },
] as const) {
  const texts = {
    edit: uiText('editLinkText', lang),
    updated: uiText('lastUpdatedText', lang),
    previous: uiText('prevPageText', lang),
    next: uiText('nextPageText', lang),
  };
  test(`${lang}: a doc page shows the edit link, the last-updated line and the pager`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/guide/start/quick-start`);
    const footer = page.locator(inRegion(REGION.docFooter));
    // The configured base has no trailing slash: one is added before the
    // path. The link opens the code host's editor (/edit/), not the file view.
    await expect(
      footer.getByRole('link', { name: texts.edit, exact: true }),
    ).toHaveAttribute(
      'href',
      `https://github.com/web-infra-dev/rslib/edit/main/website/docs/${lang}/guide/start/quick-start.mdx`,
    );
    await expect(footer.locator('[data-last-updated]')).toHaveText(
      new RegExp(`^${texts.updated}: \\S.*\\d`),
    );
    await expect(
      footer.getByRole('link', { name: new RegExp(`^${texts.previous}`) }),
    ).toHaveAttribute('href', `${prefix}/guide/start/`);
    await expect(
      footer.getByRole('link', { name: new RegExp(`^${texts.next}`) }),
    ).toHaveAttribute('href', `${prefix}/guide/start/glossary`);
  });

  test(`${lang}: the logo leads to the root of the language; no version switcher`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/config/lib/dts`);
    const title = page.locator('[data-nav-title]');
    await expect(title).toHaveAttribute('href', `${prefix}/`);
    await expect(title.locator('img')).toHaveCount(1);
    await expect(title).toHaveText('Rslib');
    // The navbar's only menus are the Rstack tools and the languages: one
    // version, so no version switcher.
    await expect(
      page
        .locator(`${inRegion(REGION.navbar)} button[aria-expanded]`)
        .filter({ visible: true }),
    ).toHaveText(['', lang === 'en' ? /English$/ : /简体中文$/]);
    await title.click();
    await expect(page).toHaveURL(`${prefix}/`);
  });
}

test('blog pages have no sidebar, and the post carries its date', async ({
  page,
  request,
}) => {
  for (const path of ['/blog/', '/blog/introducing-rslib']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(inRegion(REGION.sidebar))).toHaveCount(0);
  }
  await expect(page.locator('main')).toContainText('Published May 14, 2025.');
  const feed = await (await request.get('/rss/blog-rss.xml')).text();
  expect(feed).toMatch(/<pubDate>Wed, 14 May 2025 /);
});

test('the client takes the language from the address; the served HTML is English', async ({
  page,
  request,
}) => {
  // An address no page has: the server answers with the one 404 page,
  // rendered ahead of time in the default language.
  const served = await (await request.get('/zh/no-such-page')).text();
  expect(served).toContain('PAGE NOT FOUND');
  expect(served).not.toContain('页面未找到');

  await page.goto('/zh/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: '页面未找到' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});
