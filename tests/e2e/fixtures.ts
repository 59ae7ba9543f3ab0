import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails on any uncaught error thrown in the page. (The
 * network is limited to the local servers by the browser's launch flags in
 * playwright.config.ts, so results never depend on third-party hosts.)
 */
export const test = base.extend<{
  pageErrors: Error[];
  firstVisit: boolean;
}>({
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
