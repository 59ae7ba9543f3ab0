import { test as base, expect, type Page } from '@playwright/test';
import { isHydrated, SETTLED_FRAMES } from '../../scripts/lib/hydrated.mjs';

type GotoOptions = Parameters<Page['goto']>[1];

/**
 * `page.goto` and `page.reload` resolve once the page is hydrated, not at its
 * load event alone (see isHydrated): unless the test asked to return before
 * the load event (`waitUntil: 'commit'` or `'domcontentloaded'`).
 */
function waitForHydrationOnLoad(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async (options: GotoOptions) => {
    const until = options?.waitUntil ?? 'load';
    if (until === 'load' || until === 'networkidle') {
      await page.waitForFunction(isHydrated, SETTLED_FRAMES);
    }
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(options);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(options);
    return response;
  };
}

/**
 * Every browser test fails on any uncaught error thrown in the page. (The
 * network is limited to the local servers by the browser's launch flags in
 * playwright.config.ts, so results never depend on third-party hosts.)
 */
export const test = base.extend<{
  pageErrors: Error[];
  firstVisit: boolean;
  /** false: the test breaks the page's scripts, so nothing hydrates. */
  hydrates: boolean;
}>({
  hydrates: [true, { option: true }],
  page: async ({ page, hydrates }, use) => {
    if (hydrates) waitForHydrationOnLoad(page);
    await use(page);
  },
  /**
   * false (default): the reader has been here before, so the first-visit
   * locale redirect stays out of the way of tests about something else.
   */
  firstVisit: [false, { option: true }],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) {
      await context.addInitScript(() => {
        localStorage.setItem('rspress-visited', '1');
      });
    }
    await use(context);
  },
});

export { expect };
