// What the search downloads, as a reader's browser receives it: the site's
// server compresses scripts, styles and JSON (gzip here), and Pagefind's own
// files are already compressed, so they are counted as they are on disk.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isHydrated } from '../../scripts/lib/hydrated.mjs';
import { freshPage } from './browser.mjs';
import { gzipSize } from './figures.mjs';
import { BUTTON_OF, PAGE_OF } from './search-modal.mjs';

const COMPRESSED_BY_SERVER = /\.(js|css|json|html)$/;

/** Bytes on the wire for a file of the built site. */
export function wireSize(dir, urlPath) {
  const file = readFileSync(path.join(dir, decodeURI(urlPath)));
  return COMPRESSED_BY_SERVER.test(urlPath) ? gzipSize(file) : file.length;
}

/** What a request is, for the tables. */
export function kindOf(urlPath) {
  if (!urlPath.includes('/pagefind/')) return 'modal';
  if (urlPath.endsWith('.pf_index')) return 'index chunks';
  if (urlPath.endsWith('.pf_fragment')) return 'fragments';
  if (urlPath.endsWith('.pf_meta')) return 'index metadata';
  if (urlPath.endsWith('.pagefind')) return 'wasm';
  return 'engine script';
}

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((entry) => path.join(dir, entry))
    .filter((file) => statSync(file).isFile());

/** Bytes of files of the built site: in all, by kind, and of the index proper (metadata, chunks, fragments). */
function tally(dir, urlPaths) {
  const byKind = {};
  let index = 0;
  let total = 0;
  for (const urlPath of urlPaths) {
    const size = wireSize(dir, urlPath);
    const kind = kindOf(urlPath);
    byKind[kind] = (byKind[kind] ?? 0) + size;
    total += size;
    if (/\.pf_(index|fragment|meta)$/.test(urlPath)) index += size;
  }
  return { total, index, byKind };
}

/** The bundle of a language on disk. */
export const indexOnDisk = (dir, lang) =>
  tally(
    dir,
    filesUnder(path.join(dir, 'pagefind', lang)).map(
      (file) => `/${path.relative(dir, file).split(path.sep).join('/')}`,
    ),
  );

/**
 * A fresh page; the reader opens the modal and types `query`: every file
 * fetched from the click to the first results, by kind, as sent.
 */
export async function searchDownload(browser, origin, dir, lang, query) {
  const { context, page } = await freshPage(browser, origin);
  await page.goto(`${origin}${PAGE_OF[lang]}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(isHydrated);
  const requested = [];
  page.on('request', (request) =>
    requested.push(new URL(request.url()).pathname),
  );
  await page.getByRole('button', { name: BUTTON_OF[lang] }).click();
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return tally(dir, new Set(requested));
}
