import { LANGS, ROUTES, routeIn } from '../routes';
import { expect, test } from './fixtures';

// Element ids are unique on every page, in both languages, as the reader's
// browser has the page once its script has taken over (the client can add
// ids the built HTML does not have). Links to a heading, the outline and
// labels all rely on it.

const PAGES = LANGS.flatMap((lang) =>
  ROUTES.map((route) => routeIn(lang, route)),
);
/** Pages per test: small batches keep both workers busy and name the failing pages. */
const BATCH_SIZE = 10;

for (let start = 0; start < PAGES.length; start += BATCH_SIZE) {
  const batch = PAGES.slice(start, start + BATCH_SIZE);
  test(`no id repeats on ${batch[0]} … ${batch.at(-1)}`, async ({ page }) => {
    const repeated: string[] = [];
    for (const path of batch) {
      await page.goto(path);
      const ids = await page.evaluate(() => {
        const seen = new Map<string, number>();
        for (const element of document.querySelectorAll('[id]')) {
          seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
        }
        return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
      });
      repeated.push(...ids.map((id) => `${path} #${id}`));
    }
    expect(repeated).toEqual([]);
  });
}
