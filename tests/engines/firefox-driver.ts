import puppeteer, { type KeyInput, type Page } from 'puppeteer-core';
import { isHydrated, SETTLED_FRAMES } from '../../scripts/lib/hydrated.mjs';
import type { EngineDriver, Key } from './driver';

/** Debian's Firefox ESR (package firefox-esr), or FIREFOX_PATH. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS: Record<Key, KeyInput[]> = {
  Tab: ['Tab'],
  'Shift+Tab': ['Shift', 'Tab'],
  Enter: ['Enter'],
  Escape: ['Escape'],
  ArrowDown: ['ArrowDown'],
  Space: [' '],
  '/': ['/'],
  'Control+k': ['Control', 'k'],
};

/**
 * Firefox driven over WebDriver BiDi, the protocol Firefox implements
 * itself: no driver binary to install. Puppeteer also reports the page's
 * console and errors, which the WebKit driver cannot.
 */
export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Only the local server answers: results never depend on other hosts.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': 9,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': 9,
      'network.proxy.no_proxies_on': '127.0.0.1',
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  let page: Page = await browser.newPage();
  const errors: string[] = [];
  const listen = (target: Page) => {
    target.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    target.on('pageerror', (error) =>
      errors.push(
        `page error: ${error instanceof Error ? error.message : error}`,
      ),
    );
  };
  listen(page);
  // After the load event the page may still be hydrating
  // (scripts/lib/hydrated.mjs): checked once a frame.
  const untilHydrated = () =>
    page.waitForFunction(isHydrated, { polling: 'raf' }, SETTLED_FRAMES);

  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
      await untilHydrated();
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
      await untilHydrated();
    },
    async url() {
      return page.url();
    },
    evaluate(fn, ...args) {
      return page.evaluate(fn as never, ...(args as unknown as never[]));
    },
    async runScript(source) {
      await page.evaluate(source);
    },
    async click(x, y) {
      await page.mouse.click(x, y);
    },
    async hover(x, y) {
      await page.mouse.move(x, y);
    },
    async press(key) {
      const keys = KEYS[key];
      for (const name of keys) await page.keyboard.down(name);
      for (const name of keys.toReversed()) await page.keyboard.up(name);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    takeBrowserErrors() {
      return errors.splice(0);
    },
    async reset() {
      // A fresh tab in a fresh user context: no cookies, no storage.
      const old = page;
      const context = await browser.createBrowserContext();
      page = await context.newPage();
      listen(page);
      await old
        .browserContext()
        .close()
        .catch(() => old.close());
    },
    async close() {
      await browser.close();
    },
  };
}
