import { LANGS, ROUTES, routeIn } from '../routes';
import { expect, test } from './fixtures';

const HOME_TITLE = {
  en: 'Rslib - Rsbuild-based library development tool',
  zh: 'Rslib - 基于 Rsbuild 的库构建工具',
};

for (const lang of LANGS) {
  test.describe(`${lang} pages`, () => {
    for (const route of ROUTES) {
      const path = routeIn(lang, route);
      test(`${path} renders its heading and title`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);

        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        // The heading's anchor link renders a '#' before or after the text.
        const heading = (await h1.innerText()).replace(/^#|#$/g, '').trim();
        expect(heading.length).toBeGreaterThan(0);

        if (route === '/') {
          expect(heading).toBe('Rslib');
          await expect(page).toHaveTitle(HOME_TITLE[lang]);
        } else {
          await expect(page).toHaveTitle(`${heading} - Rslib`);
          // Real content under the heading, not an empty shell.
          const words = (await page.locator('main').innerText()).length;
          expect(words).toBeGreaterThan(200);
        }
      });
    }
  });
}
