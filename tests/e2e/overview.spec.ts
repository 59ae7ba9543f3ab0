import { expect, test } from './fixtures';

/**
 * Overview pages list the pages below them with their second-level
 * headings, read from the page summaries every page carries. Checked on a
 * first load and after client-side navigation (the two render paths).
 */
const OVERVIEWS = [
  {
    path: '/config/lib/',
    from: '/config/lib/format',
    h2: ['/config/lib/dts#boolean-form', '/config/lib/dts#object-form'],
    h3: '/config/lib/dts#dtsbundle',
  },
  {
    path: '/zh/config/lib/',
    from: '/zh/config/lib/format',
    h2: ['/zh/config/lib/dts#布尔值形式'],
    h3: '/zh/config/lib/dts#dtsbundle',
  },
  {
    path: '/blog/',
    from: '/blog/introducing-rslib',
    h2: ['/blog/introducing-rslib#why-rslib'],
    h3: '/blog/introducing-rslib#configuration-that-extends-rsbuild',
  },
];

for (const { path, from, h2, h3 } of OVERVIEWS) {
  test(`${path} lists its pages with their H2 headings only`, async ({
    page,
  }) => {
    const expectHeadings = async () => {
      for (const href of h2) {
        await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
      }
      await expect(page.locator(`main a[href="${h3}"]`)).toHaveCount(0);
    };
    await page.goto(path);
    await expectHeadings();

    await page.goto(from);
    const link = page
      .locator(`a[href="${path}"]`)
      .filter({ visible: true })
      .first();
    await link.click();
    await expect(page).toHaveURL(path);
    await expectHeadings();
  });
}
