import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/**
 * Pagefind writes its files gzip-compressed and the browser downloads them
 * as they are on disk. Zopfli writes the same gzip format a few per cent
 * smaller (measured on this site: WebAssembly 4.5 %, index chunks 2.9 %),
 * and Pagefind's own decoder reads it. The WebAssembly and the word-range
 * index chunks are recompressed: every first search downloads the one and
 * some of the others. Page fragments are not: there is one per page, a
 * search reads only the few it shows, and they would cost most of the time.
 */
const RECOMPRESSED = /^(wasm\..+\.pagefind|.+\.pf_index|.+\.pf_meta)$/;

/**
 * One pass of Zopfli's optimisation: more passes save another 0.3 % of the
 * bytes for several times the build time.
 */
const ITERATIONS = 1;

/** Results by their input's hash: a file unchanged since the last build costs a read. */
const CACHE_DIR = path.resolve('node_modules/.cache/search-index-zopfli');

const hashOf = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex');

/** Whether `gzipped` decompresses to `bytes` (false when it is no gzip at all). */
function holds(gzipped: Uint8Array, bytes: Buffer) {
  try {
    return gunzipSync(gzipped).equals(bytes);
  } catch {
    return false;
  }
}

/**
 * `gzipped` recompressed with Zopfli, or `gzipped` itself when Zopfli does
 * no better. The decompressed bytes are the same either way: a cached
 * result that does not decompress to them (a build stopped while writing
 * it) is made again.
 */
export async function smallerGzip(gzipped: Uint8Array): Promise<Uint8Array> {
  const bytes = gunzipSync(gzipped);
  const cached = path.join(CACHE_DIR, `${hashOf(gzipped)}.gz`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit && holds(hit, bytes)) return hit;
  const zopfli = await gzipAsync(bytes, { numiterations: ITERATIONS });
  const smaller = zopfli.length < gzipped.length ? zopfli : gzipped;
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, smaller);
  await rename(partial, cached);
  return smaller;
}

/**
 * Recompresses the WebAssembly, metadata and index chunks of the Pagefind
 * bundle in `outputPath`; returns the bytes saved.
 */
export async function recompressBundle(outputPath: string): Promise<number> {
  const entries = await readdir(outputPath, { recursive: true });
  let saved = 0;
  for (const entry of entries) {
    if (!RECOMPRESSED.test(path.basename(entry))) continue;
    const file = path.join(outputPath, entry);
    const before = await readFile(file);
    const after = await smallerGzip(before);
    if (after.length < before.length) {
      await writeFile(file, after);
      saved += before.length - after.length;
    }
  }
  return saved;
}
