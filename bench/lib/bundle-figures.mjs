// What each JavaScript and CSS chunk of a first visit holds: the site is
// built once more with source maps (into its own folder), each page is
// opened in a fresh Chromium, and the scripts and styles it downloads until
// the network is idle are traced to their sources through their maps.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freshPage, openFirstVisit } from './browser.mjs';
import {
  bytesBySource,
  groupedEntries,
  withoutSourceMapComment,
} from './chunk-attribution.mjs';
import { reasonFor } from './chunk-reasons.mjs';
import { gzipSize, kb } from './figures.mjs';
import { inlineStylesheets } from './page-weight.mjs';

const RSPRESS_CLI = 'node_modules/@rspress/core/bin/rspress.js';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The output folder of the build with source maps. */
export const BUNDLE_BUILD_DIR = 'doc_build_bundle';

/**
 * `rspress build` into BUNDLE_BUILD_DIR with source maps on (the
 * BENCH_SOURCE_MAPS switch in rspress.config.ts). The chunks are the default
 * build's but for the `sourceMappingURL` comment, which the report leaves out.
 * Always cold: once, with the cache this build kept from earlier theme code,
 * the Markdown render failed where a cold build of the same code passed.
 */
export async function buildWithSourceMaps(dir = BUNDLE_BUILD_DIR) {
  await new Promise((resolve, reject) => {
    const build = spawn('node', [RSPRESS_CLI, 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DOC_BUILD_DIR: dir,
        BENCH_SOURCE_MAPS: '1',
        RSPRESS_PERSISTENT_CACHE: 'false',
      },
    });
    build.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`source-map build exited with ${code}`)),
    );
  });
}

const KIND_OF_RESOURCE = { script: 'js', stylesheet: 'css' };

/** The site's scripts and styles a first visit of each page downloads. */
export async function firstLoadFiles(browser, origin, pages) {
  const filesByPage = {};
  for (const page of pages) {
    const { context, page: tab } = await freshPage(browser, origin);
    const files = new Map();
    tab.on('response', (response) => {
      const kind = KIND_OF_RESOURCE[response.request().resourceType()];
      const url = new URL(response.url());
      if (!kind || url.origin !== origin || response.status() !== 200) return;
      files.set(decodeURIComponent(url.pathname).slice(1), kind);
    });
    await openFirstVisit(tab, `${origin}${page}`);
    // Small per-page stylesheets come inline, named by the file they are.
    for (const { file } of await inlineStylesheets(tab)) {
      files.set(file, 'css');
    }
    filesByPage[page] = [...files].map(([file, kind]) => ({ file, kind }));
    await context.close();
  }
  return filesByPage;
}

/** `static/js/lib-react.526bd0ed52.js` → `static/js/lib-react.js`. */
const chunkName = (file) => file.replace(/\.[0-9a-f]{8,}(?=\.(js|css)$)/, '');

/** One chunk of the build: its sizes and its bytes by group. */
export function analyseChunk(dir, file, kind) {
  const absolute = path.join(dir, file);
  const code = withoutSourceMapComment(readFileSync(absolute, 'utf8'));
  const raw = Buffer.byteLength(code);
  const gzip = gzipSize(Buffer.from(code));
  const mapFile = `${absolute}.map`;
  const bytes = existsSync(mapFile)
    ? bytesBySource(
        code,
        JSON.parse(readFileSync(mapFile, 'utf8')),
        path.dirname(mapFile),
        ROOT,
      )
    : new Map([[null, raw]]);
  return {
    name: chunkName(file),
    file,
    kind,
    raw,
    gzip,
    hasSourceMap: existsSync(mapFile),
    groups: groupedEntries(bytes, gzip),
  };
}

/**
 * The report: every chunk a first visit of any of the pages loads (each
 * once, with the pages that load it), and per page its chunks and JS + CSS
 * gzip total. Group gzip figures apportion the chunk's gzip size by raw share.
 */
export async function measureBundles(browser, origin, pages, dir) {
  const filesByPage = await firstLoadFiles(browser, origin, pages);
  const chunks = new Map();
  for (const [page, files] of Object.entries(filesByPage)) {
    for (const { file, kind } of files) {
      if (!chunks.has(file)) {
        chunks.set(file, { ...analyseChunk(dir, file, kind), pages: [] });
      }
      chunks.get(file).pages.push(page);
    }
  }
  const byPage = Object.entries(filesByPage).map(([page, files]) => {
    const loaded = files.map(({ file }) => chunks.get(file));
    const sum = (kind) =>
      loaded
        .filter((chunk) => chunk.kind === kind)
        .reduce((total, chunk) => total + chunk.gzip, 0);
    return {
      page,
      chunks: loaded.map((chunk) => chunk.name),
      jsGzip: sum('js'),
      cssGzip: sum('css'),
      jsCssGzip: sum('js') + sum('css'),
    };
  });
  return {
    gzipOfGroups:
      "estimated: the chunk's gzip size (level 6) apportioned by each group's share of its raw bytes",
    pages: byPage,
    chunks: [...chunks.values()].sort((a, b) => b.gzip - a.gzip),
  };
}

/**
 * The printed report: one table per chunk (its `top` largest groups), and
 * one row per page. Shared chunks are printed once.
 */
export function describeBundles(report, { top = 15, markdownTable }) {
  const pageCount = report.pages.length;
  const sections = report.chunks.map((chunk) => {
    const loadedBy =
      chunk.pages.length === pageCount
        ? `all ${pageCount} pages`
        : chunk.pages.join(', ');
    const rows = chunk.groups.slice(0, top).map((entry) => ({
      source: entry.group,
      raw: kb(entry.raw),
      share: `${(entry.share * 100).toFixed(1)} %`,
      'gzip (est.)': kb(entry.gzipEstimate),
    }));
    const rest = chunk.groups.slice(top);
    if (rest.length) {
      const raw = rest.reduce((total, entry) => total + entry.raw, 0);
      const gzip = rest.reduce((total, entry) => total + entry.gzipEstimate, 0);
      rows.push({
        source: `(${rest.length} more)`,
        raw: kb(raw),
        share: `${((raw / chunk.raw) * 100).toFixed(1)} %`,
        'gzip (est.)': kb(gzip),
      });
    }
    return [
      `### ${chunk.name}: ${kb(chunk.gzip)} gzip, ${kb(chunk.raw)} raw (${loadedBy})${chunk.hasSourceMap ? '' : ' — no source map'}`,
      `Why: ${reasonFor(chunk)}.`,
      markdownTable(rows),
    ].join('\n\n');
  });
  const pageRows = report.pages.map((page) => ({
    page: page.page,
    chunks: page.chunks.length,
    'JS gzip': kb(page.jsGzip),
    'CSS gzip': kb(page.cssGzip),
    'JS+CSS gzip': kb(page.jsCssGzip),
    'chunks not on every page': page.chunks
      .filter(
        (name) =>
          report.chunks.find((chunk) => chunk.name === name).pages.length <
          pageCount,
      )
      .join(' '),
  }));
  return [
    `Group gzip figures are ${report.gzipOfGroups}.`,
    ...sections,
    '### First visit per page',
    markdownTable(pageRows),
  ].join('\n\n');
}
