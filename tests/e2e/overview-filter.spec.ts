import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage, searchModal } from './search-helpers';

/**
 * The filter box of the overview pages: case-insensitive,
 * hyphens count as spaces, and it matches group names, page titles and
 * heading texts. Which headings are listed at all is overview.spec.ts.
 */

/** The page and heading links the overview lists below its filter. */
function listed(page: Page) {
  const overview = page.locator('[data-overview-group]');
  return {
    pages: overview.locator('[data-overview-page]'),
    headings: overview.locator('[data-overview-heading]'),
    link: (href: string) => overview.locator(`a[href="${href}"]`),
  };
}

async function openOverview(page: Page, path: string, label: string) {
  await openPage(page, path);
  const filter = page.getByLabel(label, { exact: true });
  await filter.click();
  return filter;
}

test('/config/: the filter matches group names, page titles and headings', async ({
  page,
}) => {
  const filter = await openOverview(page, '/config/', 'Filter');
  await expect(filter).toHaveAttribute('placeholder', 'Enter keyword');
  const { pages, headings, link } = listed(page);
  await expect(link('/config/lib/format')).toHaveCount(1);
  await expect(link('/config/rsbuild/output')).toHaveCount(1);

  // A group name, in other letter case: the whole group stays.
  await filter.fill('RSBUILD OPT');
  await expect(link('/config/lib/format')).toHaveCount(0);
  await expect(pages).toHaveCount(6);
  await expect(link('/config/rsbuild/output#outputtarget')).toHaveCount(1);

  // A page title: the page stays with all its headings.
  await filter.fill('umdname');
  await expect(pages).toHaveText(['lib.umdName']);
  await expect(headings).toHaveText(['Usage', 'Examples']);

  // Heading texts: only the matching headings stay under their page.
  // A hyphen in the text matches a space in the query...
  await filter.fill('top level');
  await expect(pages).toHaveText(['lib']);
  await expect(headings).toHaveText(['Top-level lib options']);
  // ...and a hyphen in the query matches a space in the text.
  await filter.fill('one-output');
  await expect(pages).toHaveText(['lib']);
  await expect(headings).toHaveText(['One output per item']);

  await filter.fill('no-such-option');
  await expect(pages).toHaveCount(0);
  await expect(page.locator('main')).toContainText(
    'No matching options: no-such-option',
  );

  await filter.fill('');
  await expect(link('/config/lib/format')).toHaveCount(1);
  await expect(link('/config/rsbuild/output')).toHaveCount(1);
});

test('/zh/config/: the filter speaks Chinese', async ({ page }) => {
  const filter = await openOverview(page, '/zh/config/', '过滤');
  await expect(filter).toHaveAttribute('placeholder', '输入关键词');
  await filter.fill('没有这个');
  await expect(listed(page).pages).toHaveCount(0);
  await expect(page.locator('main')).toContainText(
    '没有找到匹配的配置项：没有这个',
  );
});

test('/blog/: the filter matches the headings of the posts', async ({
  page,
}) => {
  const filter = await openOverview(page, '/blog/', 'Filter');
  const { pages, headings } = listed(page);
  await filter.fill('WHY');
  await expect(pages).toHaveText([
    'Introducing Rslib: library builds on Rspack',
  ]);
  await expect(headings).toHaveText(['Why Rslib']);

  await filter.fill('changelog');
  await expect(pages).toHaveCount(0);
  await expect(page.locator('main')).toContainText(
    'No matching posts: changelog',
  );
});

test('/config/lib/ (a section index): the filter keeps matching groups', async ({
  page,
}) => {
  const filter = await openOverview(page, '/config/lib/', 'Filter');
  const { pages, headings } = listed(page);
  await expect(pages).not.toHaveCount(1);

  // Each page is a group of its own here, named after the page.
  await filter.fill('LIB.FORMAT');
  await expect(pages).toHaveText(['lib.format']);
  await expect(headings.first()).toHaveText('Formats and Rspack library types');

  await filter.fill('custom-ids');
  await expect(pages).toHaveText(['lib.id']);
  await expect(headings).toHaveText(['Custom ids']);
});

/** Every overview page, with the words its filter speaks. */
const OVERVIEWS = [
  { path: '/config/', label: 'Filter', nothing: 'No matching options' },
  { path: '/config/lib/', label: 'Filter', nothing: 'No matching options' },
  { path: '/config/rsbuild/', label: 'Filter', nothing: 'No matching options' },
  { path: '/blog/', label: 'Filter', nothing: 'No matching posts' },
  { path: '/zh/config/', label: '过滤', nothing: '没有找到匹配的配置项' },
  { path: '/zh/config/lib/', label: '过滤', nothing: '没有找到匹配的配置项' },
  {
    path: '/zh/config/rsbuild/',
    label: '过滤',
    nothing: '没有找到匹配的配置项',
  },
  { path: '/zh/blog/', label: '过滤', nothing: '没有找到匹配的文章' },
];

for (const { path, label, nothing } of OVERVIEWS) {
  test(`${path}: the keyboard stays with the page: "/" searches, Space scrolls`, async ({
    page,
  }) => {
    // Short enough for every overview, the blog's included, to scroll.
    await page.setViewportSize({ width: 1280, height: 360 });
    await openPage(page, path);
    expect(
      await page.evaluate(() => document.activeElement === document.body),
    ).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    await page.keyboard.press('/');
    await expect(searchModal(page).input).toBeFocused();
  });

  test(`${path}: at 390 px the filter sits right above the list it filters`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, path);
    const filterBox = await page
      .getByLabel(label, { exact: true })
      .boundingBox();
    // The list starts with its first group's heading.
    const listBox = await page
      .locator('[data-overview-group]')
      .first()
      .evaluate((group) => {
        const box = group.previousElementSibling?.getBoundingClientRect();
        return box ? { y: box.top } : null;
      });
    if (!filterBox || !listBox) throw new Error('filter or list not drawn');
    const gap = listBox.y - (filterBox.y + filterBox.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(120);
  });

  test(`${path}: a filter that matches nothing says so in the page's terms`, async ({
    page,
  }) => {
    await openPage(page, path);
    const filter = page.getByLabel(label, { exact: true });
    await filter.fill('zzqx');
    await expect(listed(page).pages).toHaveCount(0);
    const separator = path.startsWith('/zh/') ? '：' : ': ';
    await expect(
      page.getByText(`${nothing}${separator}zzqx`, { exact: true }),
    ).toBeVisible();
  });
}
