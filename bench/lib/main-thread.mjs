// How long a first visit keeps the main thread busy after its first paint:
// the long tasks (over 50 ms) Chromium reports, on a phone-sized window with
// the CPU slowed four times (Lighthouse's mobile setting). TBT here is the
// sum of each task's time over 50 ms from first contentful paint to 4.5 s
// after load started, as Lighthouse counts it; the longest task is what a
// tap during the page's start waits for at worst.
import { freshPage } from './browser.mjs';
import { median } from './figures.mjs';

const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
/** Long enough for every page's hydration at 4× on a 2-core machine. */
const SETTLE_MS = 4500;

/** One visit's long tasks after first paint: [start, duration] in ms. */
async function longTasksOfVisit(browser, origin, path) {
  const { context, page } = await freshPage(browser, origin);
  try {
    await page.setViewportSize(PHONE);
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) {
          window.__longTasks.push([task.startTime, task.duration]);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${path}`);
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const from = paint?.startTime ?? 0;
      return window.__longTasks.filter(([start]) => start >= from);
    });
  } finally {
    await context.close();
  }
}

const blockingTime = (tasks) =>
  tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

/**
 * Median blocking time and longest task per page and build, `runs` visits
 * each. Builds are visited in turn within each run, so a machine that slows
 * down part way through weighs on all of them alike.
 */
export async function measureMainThread(browser, builds, pages, runs) {
  const rows = [];
  for (const path of pages) {
    const samples = new Map(builds.map(({ label }) => [label, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const { label, origin } of builds) {
        samples.get(label).push(await longTasksOfVisit(browser, origin, path));
      }
    }
    for (const { label } of builds) {
      const visits = samples.get(label);
      rows.push({
        page: path,
        build: label,
        runs,
        tbtMs: median(visits.map(blockingTime)),
        longestTaskMs: median(
          visits.map((tasks) => Math.max(0, ...tasks.map(([, d]) => d))),
        ),
        longTasks: median(visits.map((tasks) => tasks.length)),
      });
    }
  }
  return rows;
}
