// The Chromium builds the browser tests and the bench drive, and the flags
// they launch it with.
import { existsSync } from 'node:fs';

/** Debian's full Chromium: the desktop browser a reader runs. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium builds. The headless shell (package
 * chromium-headless-shell) is the same Blink engine without the desktop
 * browser around it: full Chromium in headless mode starts a browser-UI
 * renderer for every test's context, which on two cores made the suite
 * about twice as slow. Full Chromium serves where the shell is missing.
 */
const DEBIAN_CHROMIUM = [
  '/usr/lib/chromium/chromium-headless-shell',
  FULL_CHROMIUM,
];

/** CHROMIUM_PATH, else a Debian Chromium, else Playwright's own if installed. */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return DEBIAN_CHROMIUM.find((path) => existsSync(path));
}

/**
 * The full browser, for the tests of when the page paints: the headless
 * shell paints a page once it is parsed, where a desktop browser also paints
 * the part parsed so far.
 */
export function fullChromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : undefined;
}

/** Background traffic off; every host but the local servers unreachable. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--disable-sync',
  '--no-first-run',
  // Only the local servers resolve: results never depend on other hosts.
  // Done here rather than by routing requests in the tests, which would
  // turn off the HTTP cache for every page.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
