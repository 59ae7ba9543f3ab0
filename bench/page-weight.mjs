// What a first visit downloads: for each page, the JavaScript, CSS and HTML a
// fresh Chromium fetches from the built site, raw and gzip-compressed (zlib
// level 6, what static hosts commonly serve). Not a test: prints a table and
// writes bench/results/page-weight.json.
// Usage: npm run build && node bench/page-weight.mjs [pages...]

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const PORT = 4390;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEFAULT_PAGES = [
  '/',
  '/guide/start/quick-start',
  '/config/lib/dts',
  '/zh/guide/start/quick-start',
  '/blog/introducing-rslib',
];
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : DEFAULT_PAGES;

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
  ],
});

const kindOf = (type) =>
  type === 'script'
    ? 'js'
    : type === 'stylesheet'
      ? 'css'
      : type === 'document'
        ? 'html'
        : null;

const results = [];
try {
  for (const path of pages) {
    const context = await browser.newContext();
    // Only this machine: third-party hosts would make the figures depend on the network.
    await context.route(
      (url) => url.origin !== ORIGIN,
      (route) => route.abort(),
    );
    await context.addInitScript(() =>
      localStorage.setItem('rspress-visited', '1'),
    );
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      const kind = kindOf(response.request().resourceType());
      if (!kind || !response.url().startsWith(ORIGIN)) return;
      bodies.push(
        response.body().then((body) => ({ kind, url: response.url(), body })),
      );
    });
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    const row = { page: path, requests: files.length };
    for (const kind of ['js', 'css', 'html']) {
      const ofKind = files.filter((file) => file.kind === kind);
      row[`${kind}Raw`] = ofKind.reduce(
        (sum, file) => sum + file.body.length,
        0,
      );
      row[`${kind}Gzip`] = ofKind.reduce(
        (sum, file) => sum + gzipSync(file.body, { level: 6 }).length,
        0,
      );
    }
    row.jsCssGzipKB = +((row.jsGzip + row.cssGzip) / 1024).toFixed(1);
    results.push(row);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  'page | requests | JS raw / gzip | CSS raw / gzip | HTML raw / gzip | JS+CSS gzip',
);
for (const r of results) {
  console.log(
    [
      r.page,
      r.requests,
      `${kb(r.jsRaw)} / ${kb(r.jsGzip)}`,
      `${kb(r.cssRaw)} / ${kb(r.cssGzip)}`,
      `${kb(r.htmlRaw)} / ${kb(r.htmlGzip)}`,
      `${r.jsCssGzipKB} KB`,
    ].join(' | '),
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/page-weight.json',
  `${JSON.stringify(results, null, 2)}\n`,
);
