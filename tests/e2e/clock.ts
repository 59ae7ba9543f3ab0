import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with `page.clock.install()` before
 * the page loaded, it runs with real time until then): from here on, time
 * moves only by `page.clock.runFor`. The clock first jumps a second ahead, so
 * the page's start-up timers have fired.
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1000);
}
