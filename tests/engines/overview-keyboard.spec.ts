import { clickOn, expect, openPage, test, waitFor } from './engine-test';
import { focusedElement } from './page-queries';

// The overview pages in each engine: the keyboard stays with the page on
// load ("/" opens search, Space scrolls), the filter box sits right above
// the list it filters, and a filter that matches nothing says so in the
// page's terms.

const OVERVIEWS = [
  { path: '/config/', label: 'Filter', nothing: 'No matching options: zzqx' },
  {
    path: '/config/lib/',
    label: 'Filter',
    nothing: 'No matching options: zzqx',
  },
  {
    path: '/config/rsbuild/',
    label: 'Filter',
    nothing: 'No matching options: zzqx',
  },
  { path: '/blog/', label: 'Filter', nothing: 'No matching posts: zzqx' },
  { path: '/zh/config/', label: '过滤', nothing: '没有找到匹配的配置项：zzqx' },
  {
    path: '/zh/config/lib/',
    label: '过滤',
    nothing: '没有找到匹配的配置项：zzqx',
  },
  {
    path: '/zh/config/rsbuild/',
    label: '过滤',
    nothing: '没有找到匹配的配置项：zzqx',
  },
  { path: '/zh/blog/', label: '过滤', nothing: '没有找到匹配的文章：zzqx' },
];

const searchFocused = () =>
  document.activeElement?.matches('.DocSearch-Input') === true;

// One test per page: leaving a page while its search is still loading
// would cut that download short, which the probe reports as an error.
for (const { path } of OVERVIEWS) {
  test(`${path}: on load "/" opens search and Space scrolls`, async ({
    tab,
    site,
  }) => {
    // Short enough for every overview, the blog's included, to scroll.
    await tab.setViewport(1280, 360);
    await openPage(tab, site(path));
    expect(await tab.evaluate(focusedElement)).toBe('body');
    await tab.press('Space');
    await expect.poll(() => tab.evaluate(() => scrollY)).toBeGreaterThan(0);
    await tab.press('/');
    await waitFor(tab, 'the search field has focus', searchFocused);
  });
}

test('at 390 px the filter sits right above its list, and says when nothing matches', async ({
  tab,
  site,
}) => {
  await tab.setViewport(390, 844);
  for (const { path, label, nothing } of OVERVIEWS) {
    await openPage(tab, site(path));
    const gap = await tab.evaluate((name: string) => {
      const input = [...document.querySelectorAll('input')].find(
        (element) => element.labels?.[0]?.textContent === name,
      );
      // The list starts with its first group's heading.
      const list = document.querySelector(
        '[data-overview-group]',
      )?.previousElementSibling;
      if (!input || !list) return null;
      return (
        list.getBoundingClientRect().top - input.getBoundingClientRect().bottom
      );
    }, label);
    expect(gap, path).not.toBeNull();
    expect(gap, path).toBeGreaterThanOrEqual(0);
    expect(gap, path).toBeLessThan(120);

    await clickOn(tab, { role: 'searchbox', name: '', within: 'main' });
    await tab.type('zzqx');
    await waitFor(
      tab,
      `${path}: "${nothing}"`,
      (text: string) =>
        [...document.querySelectorAll('main p')].some(
          (element) => element.textContent === text,
        ),
      nothing,
    );
  }
});
