import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs with the network limited to the local server (so
 * results never depend on third-party hosts) and fails on any uncaught error
 * thrown in the page.
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
  context: async ({ context, baseURL, firstVisit }, use) => {
    const origin = new URL(baseURL as string).origin;
    if (!firstVisit) {
      await context.addInitScript(() => {
        localStorage.setItem('rspress-visited', '1');
      });
    }
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
});

export { expect };
