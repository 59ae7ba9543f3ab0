// How long an edit to one page takes to show in the browser with the
// development server: from writing the file to the new text on screen.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { freshPage } from './browser.mjs';
import { median } from './figures.mjs';

const EDITED_PAGE = {
  file: 'docs/en/guide/start/glossary.mdx',
  path: '/guide/start/glossary',
};
const EDITS = 5;

async function waitForServer(origin, server) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error('rspress dev exited');
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('rspress dev did not start within 150 s');
}

/** Median and all times (ms) of a few edits; the page file is restored after. */
export async function measureDevRebuild(browser, port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'node',
    [
      'node_modules/@rspress/core/bin/rspress.js',
      'dev',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const original = readFileSync(EDITED_PAGE.file, 'utf8');
  try {
    await waitForServer(origin, server);
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
    server.kill();
  }
}
