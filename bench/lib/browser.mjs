// The Chromium every bench drives: Debian's full browser (or CHROMIUM_PATH), with
// background traffic off, and every host but the local server unreachable so
// figures never depend on the network.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../scripts/lib/chromium.mjs';
import { isHydrated } from '../../scripts/lib/hydrated.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;

export const launchBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * A new context with nothing cached (a first visit) that has seen the site
 * before, so the first-visit language redirect stays out of the figures.
 */
export async function freshPage(browser, origin) {
  const context = await browser.newContext();
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  await context.addInitScript(() =>
    localStorage.setItem('rspress-visited', '1'),
  );
  return { context, page: await context.newPage() };
}

/** No request in flight for this long: the page has loaded what it will. */
const QUIET_MS = 500;

/**
 * Opens `url` as a first visit and resolves once it has downloaded all it
 * will without the reader doing anything: hydrated, and no request in
 * flight for QUIET_MS. The page's scripts start after its first paint
 * (site/first-paint.ts); on a cold browser that paint can come more than
 * 500 ms after the stylesheet, and Playwright's one-off `networkidle`
 * then fired before any script was asked for (a page measured with 0 KB
 * of JavaScript).
 */
export async function openFirstVisit(page, url) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url);
    await page.waitForFunction(isHydrated);
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
