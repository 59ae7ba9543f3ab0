import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  Builder,
  Key as Keys,
  Origin,
  error as seleniumErrors,
  type WebDriver,
} from 'selenium-webdriver';
import { isHydrated, SETTLED_FRAMES } from '../../scripts/lib/hydrated.mjs';
import type { EngineDriver, Key } from './driver';

/**
 * Debian's WebKitGTK browser for automation (package libwebkit2gtk-4.1-0,
 * which webkit2gtk-driver brings), or MINIBROWSER_PATH.
 */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ??
  ['x86_64-linux-gnu', 'aarch64-linux-gnu']
    .map((triplet) => `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`)
    .find((candidate) => existsSync(candidate));

const KEYS: Record<Key, string[]> = {
  Tab: [Keys.TAB],
  'Shift+Tab': [Keys.SHIFT, Keys.TAB],
  Enter: [Keys.ENTER],
  Escape: [Keys.ESCAPE],
  ArrowDown: [Keys.ARROW_DOWN],
  Space: [Keys.SPACE],
  '/': ['/'],
  'Control+k': [Keys.CONTROL, 'k'],
};

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string')
    throw new Error('no port');
  return address.port;
}

/**
 * MiniBrowser's own header bar keeps its window at least 447 px wide, too
 * wide for a phone. A GTK theme that shrinks the browser's widgets (and
 * nothing else: WebKit draws the page, its controls and scrollbars itself)
 * lets the page be 390 px wide.
 */
async function compactGtkTheme(): Promise<Record<string, string>> {
  const dataHome = await mkdtemp(path.join(tmpdir(), 'engines-gtk-'));
  const themeDir = path.join(dataHome, 'themes', 'EnginesCompact', 'gtk-3.0');
  await mkdir(themeDir, { recursive: true });
  await writeFile(
    path.join(themeDir, 'gtk.css'),
    '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n',
  );
  return { XDG_DATA_HOME: dataHome, GTK_THEME: 'EnginesCompact' };
}

async function startDriverServer(port: number): Promise<ChildProcess> {
  const child = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...(await compactGtkTheme()) },
  });
  // Ready once it answers its status endpoint.
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const status = await fetch(`http://127.0.0.1:${port}/status`);
      if (status.ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('WebKitWebDriver did not start');
}

/** What a function run in the page hands back through the async script. */
type Outcome = { value: unknown } | { error: string };

/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver (package
 * webkit2gtk-driver) over classic WebDriver. It draws a real window, so it
 * needs an X display: the npm script runs it under xvfb-run. This build
 * speaks no WebDriver BiDi, so the page's console is heard through the
 * site server's probe script only (site-server.mjs).
 */
export async function launchWebKit(): Promise<EngineDriver> {
  if (!process.env.DISPLAY) {
    throw new Error('WebKit needs an X display: run under xvfb-run');
  }
  if (!MINIBROWSER_PATH) {
    throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver');
  }
  const port = await freePort();
  const server = await startDriverServer(port);
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          // Only the local server answers: results never depend on other hosts.
          args: [
            '--automation',
            '--proxy=http://127.0.0.1:9',
            '--ignore-host=127.0.0.1',
          ],
        },
      })
      .build();
  } catch (error) {
    server.kill();
    throw error;
  }
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  const pointer = () => driver.actions({ async: true });
  // After the load event the page may still be hydrating
  // (scripts/lib/hydrated.mjs): checked once a frame, as in the other
  // engines, until it has been hydrated for SETTLED_FRAMES frames in a row.
  // Each script checks for at most a second: a page that goes on to another
  // (the first-visit language redirect) unloads under a waiting script, and
  // the next one checks the new page.
  const untilHydrated = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const settled = await driver.executeAsyncScript(
          `const done = arguments[arguments.length - 1];
           const isHydrated = (${isHydrated.toString()});
           const until = performance.now() + 1000;
           const check = () => {
             if (isHydrated(${SETTLED_FRAMES})) done(true);
             else if (performance.now() > until) done(false);
             else requestAnimationFrame(check);
           };
           check();`,
        );
        if (settled) return;
      } catch (error) {
        if (!(error instanceof seleniumErrors.NoSuchFrameError)) throw error;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${await driver.getCurrentUrl()} did not hydrate in 30 s`,
        );
      }
    }
  };

  const driverApi: EngineDriver = {
    engine: 'webkit',
    async goto(url) {
      await driver.get(url);
      await untilHydrated();
    },
    async reload() {
      await driver.navigate().refresh();
      await untilHydrated();
    },
    url() {
      return driver.getCurrentUrl();
    },
    async evaluate(fn, ...args) {
      const outcome = (await driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         const fn = (${fn.toString()});
         Promise.resolve()
           .then(() => fn(...arguments[0]))
           .then((value) => done({ value: value === undefined ? null : value }),
                 (error) => done({ error: String((error && error.stack) || error) }));`,
        args,
      )) as Outcome;
      if ('error' in outcome) throw new Error(outcome.error);
      return outcome.value as never;
    },
    async runScript(source) {
      await driver.executeScript(source);
    },
    async click(x, y) {
      await pointer()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform();
    },
    async hover(x, y) {
      await pointer()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .perform();
    },
    async press(key) {
      const keys = KEYS[key];
      let actions = pointer();
      for (const name of keys) actions = actions.keyDown(name);
      for (const name of keys.toReversed()) actions = actions.keyUp(name);
      await actions.perform();
    },
    async type(text) {
      await pointer().sendKeys(text).perform();
    },
    async setViewport(width, height) {
      // The window's outer size is what can be set; its frame (the header
      // bar) takes the difference. The window resizes asynchronously, so
      // the frame is measured, the size set, and the page asked until it
      // has the size.
      const window = driver.manage().window();
      const innerSize = async () =>
        (await driver.executeScript('return [innerWidth, innerHeight]')) as [
          number,
          number,
        ];
      let inner = await innerSize();
      for (let attempt = 0; attempt < 4; attempt++) {
        const outer = await window.getRect();
        inner = await innerSize();
        await window.setRect({
          width: width + Math.max(0, outer.width - inner[0]),
          height: height + Math.max(0, outer.height - inner[1]),
        });
        for (let check = 0; check < 20; check++) {
          inner = await innerSize();
          if (inner[0] === width && inner[1] === height) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      throw new Error(
        `the viewport is ${inner.join('×')}, not ${width}×${height}`,
      );
    },
    takeBrowserErrors() {
      return [];
    },
    async reset(origin) {
      await driver.manage().deleteAllCookies();
      await driver.get(`${origin}/robots.txt`);
      await driver.executeScript(
        'localStorage.clear(); sessionStorage.clear();',
      );
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        server.kill();
      }
    },
  };
  return driverApi;
}
