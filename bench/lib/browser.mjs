// The Chromium every bench drives: Debian's full browser (or CHROMIUM_PATH), with
// background traffic off, and every host but the local server unreachable so
// figures never depend on the network.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../scripts/lib/chromium.mjs';

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
