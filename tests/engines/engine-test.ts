import { test as base, expect } from '@playwright/test';
import type { EngineDriver, EngineName } from './driver';
import { launchFirefox } from './firefox-driver';
import { locate, type Query } from './page-queries';
import { launchWebKit } from './webkit-driver';

const LAUNCH: Record<EngineName, () => Promise<EngineDriver>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** The probe's reports since the tab was last reset (probe.js). */
function probeReports(): string[] {
  return JSON.parse(sessionStorage.getItem('engines-probe-reports') ?? '[]');
}

/**
 * One browser per worker, its storage reset before each test. A test fails
 * on anything the site reports as an error in that engine: what the probe
 * heard in every page of the test, and the browser's own console errors
 * where the driver hears them (Firefox).
 */
export const test = base.extend<
  { tab: EngineDriver; site: (path: string) => string },
  { engine: EngineName; driver: EngineDriver }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use) => {
      const driver = await LAUNCH[engine]();
      await use(driver);
      await driver.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ baseURL }, use) => {
    await use((path) => new URL(path, baseURL).href);
  },
  tab: async ({ driver, baseURL }, use) => {
    const origin = String(baseURL);
    await driver.reset(origin);
    await driver.setViewport(1440, 900);
    await driver.goto(`${origin}/robots.txt`);
    // A returning reader: the first-visit language redirect stays away.
    await driver.evaluate(() => {
      sessionStorage.clear();
      localStorage.setItem('rspress-visited', '1');
    });
    driver.takeBrowserErrors();
    await use(driver);
    const reports = (await driver.url()).startsWith(origin)
      ? await driver.evaluate(probeReports)
      : [];
    expect([...reports, ...driver.takeBrowserErrors()]).toEqual([]);
  },
});

export { expect };

/** Polls a function in the page until it returns something truthy. */
export async function waitFor<Result, Args extends unknown[]>(
  tab: EngineDriver,
  what: string,
  fn: (...args: Args) => Result | Promise<Result>,
  ...args: Args
): Promise<NonNullable<Awaited<Result>>> {
  let last: Awaited<Result> | undefined;
  await expect
    .poll(async () => {
      last = await tab.evaluate(fn, ...args);
      return Boolean(last);
    }, what)
    .toBe(true);
  return last as NonNullable<Awaited<Result>>;
}

/** Waits for the element to show, then clicks its centre. */
export async function clickOn(tab: EngineDriver, query: Query) {
  const { x, y } = await waitFor(tab, describe(query), locate, query);
  await tab.click(x, y);
}

export async function hoverOn(tab: EngineDriver, query: Query) {
  const { x, y } = await waitFor(tab, describe(query), locate, query);
  await tab.hover(x, y);
}

const describe = ({ role, name, within }: Query) =>
  `${role} "${name}"${within ? ` in ${within}` : ''}`;

/** Opens a page; the driver resolves once its script has taken over (hydrated). */
export async function openPage(tab: EngineDriver, url: string) {
  await tab.goto(url);
}
