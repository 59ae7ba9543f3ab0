// The Chromium every bench drives: Debian's (or CHROMIUM_PATH), with
// background traffic off, and every host but the local server unreachable so
// figures never depend on the network.
import { chromium } from 'playwright';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--disable-sync',
  '--no-first-run',
  // Resolves every host name to nothing, except the local server's address.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export const launchBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

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
