// What a first visit downloads: for each page, the JavaScript, CSS and HTML a
// fresh Chromium fetches from the built site, raw and gzip-compressed.
import { freshPage, openFirstVisit } from './browser.mjs';
import { gzipSize, kb } from './figures.mjs';

export const WEIGHED_PAGES = [
  '/',
  '/guide/start/quick-start',
  '/config/lib/dts',
  '/zh/guide/start/quick-start',
  '/blog/introducing-rslib',
];

const KIND_OF_RESOURCE = { script: 'js', stylesheet: 'css', document: 'html' };

/**
 * What the first round trip of a new connection carries: TCP's initial
 * window of 10 segments of 1460 bytes. An HTML response larger than this, as
 * sent (compressed body and headers), needs a second round trip before the
 * browser has all of it; on a slow link the first paint waits for it
 * (Lighthouse mobile: about 150 ms).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * The chunk stylesheets the served HTML carries inline (`<style data-href>`):
 * each one's file, without the leading slash, and its text.
 */
export const inlineStylesheets = (page) =>
  page.$$eval('style[data-href]', (styles) =>
    styles.map((style) => ({
      file: (style.dataset.href ?? '').slice(1),
      text: style.textContent ?? '',
    })),
  );

export async function measurePageWeight(browser, origin, pages) {
  const rows = [];
  for (const path of pages) {
    const { context, page } = await freshPage(browser, origin);
    const bodies = [];
    let requests = 0;
    let htmlServed;
    page.on('request', (request) => {
      if (request.url().startsWith(origin)) requests += 1;
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'document' || htmlServed) return;
      htmlServed = request
        .sizes()
        .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize);
    });
    page.on('response', (response) => {
      const kind = KIND_OF_RESOURCE[response.request().resourceType()];
      if (!kind || !response.url().startsWith(origin)) return;
      bodies.push(response.body().then((body) => ({ kind, body })));
    });
    await openFirstVisit(page, `${origin}${path}`);
    const files = await Promise.all(bodies);
    // Small per-page stylesheets come inline in the HTML: CSS all the same.
    for (const { text } of await inlineStylesheets(page)) {
      files.push({ kind: 'css', body: Buffer.from(text) });
    }
    const row = { page: path, requests };
    for (const kind of ['js', 'css', 'html']) {
      const ofKind = files.filter((file) => file.kind === kind);
      row[kind] = {
        files: ofKind.length,
        raw: ofKind.reduce((sum, file) => sum + file.body.length, 0),
        gzip: ofKind.reduce((sum, file) => sum + gzipSize(file.body), 0),
      };
    }
    row.jsCssGzip = row.js.gzip + row.css.gzip;
    // As the server sent it: its own compression, and its headers.
    row.htmlServed = await htmlServed;
    rows.push(row);
    await context.close();
  }
  return rows;
}

/** The rows as table cells; `target` adds a column saying whether JS+CSS meets it. */
export const weightTableRows = (rows, target) =>
  rows.map((row) => ({
    page: row.page,
    requests: row.requests,
    'JS raw / gzip': `${kb(row.js.raw)} / ${kb(row.js.gzip)}`,
    'CSS raw / gzip': `${kb(row.css.raw)} / ${kb(row.css.gzip)}`,
    'HTML raw / gzip': `${kb(row.html.raw)} / ${kb(row.html.gzip)}`,
    'HTML as sent': `${row.htmlServed} B`,
    [`≤ ${FIRST_ROUND_TRIP_BYTES} B (1 round trip)`]:
      row.htmlServed <= FIRST_ROUND_TRIP_BYTES ? 'yes' : 'NO',
    'JS+CSS gzip': kb(row.jsCssGzip),
    ...(target && {
      [`≤ ${kb(target)}`]: row.jsCssGzip <= target ? 'yes' : 'NO',
    }),
  }));
