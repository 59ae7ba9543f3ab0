// How long an edit to one page takes to show in the browser with the
// development server: from writing the file to the new text on screen.
import { readFileSync, writeFileSync } from 'node:fs';
import { startDevServer } from '../../scripts/lib/dev-server.mjs';
import { freshPage } from './browser.mjs';
import { median } from './figures.mjs';

const EDITED_PAGE = {
  file: 'docs/en/guide/start/glossary.mdx',
  path: '/guide/start/glossary',
};
const EDITS = 5;

/** Median and all times (ms) of a few edits; the page file is restored after. */
export async function measureDevRebuild(browser, port) {
  const { origin, stop } = await startDevServer(port);
  const original = readFileSync(EDITED_PAGE.file, 'utf8');
  try {
    const { context, page } = await freshPage(browser, origin);
    await page.goto(`${origin}${EDITED_PAGE.path}`, {
      waitUntil: 'networkidle',
    });
    const times = [];
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const marker = `Bench edit ${edit} ${Date.now()}`;
      const started = performance.now();
      writeFileSync(EDITED_PAGE.file, `${original}\n${marker}\n`);
      await page.getByText(marker).waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
    }
    await context.close();
    return { page: EDITED_PAGE.path, timesMs: times, medianMs: median(times) };
  } finally {
    writeFileSync(EDITED_PAGE.file, original);
    stop();
  }
}
