/**
 * Relies on: Rspress naming each page's lazy chunk after the page and its
 * browser runtime finding chunk files through Rspack's own chunk table.
 * Upstream would need to name lazy chunks this way itself (or offer an
 * option for it) for this rewrite to go.
 *
 * A lazily loaded chunk's file is named by its id, in a folder named by the
 * build's hash: the script every page loads then finds any chunk's file
 * without a table of per-chunk content hashes, which grew with every page
 * (1.3 KB gzip at 100 pages, about 13 KB at 1,000). A new build moves every
 * lazy chunk to a new folder, so a cached chunk is never taken for a changed
 * one; a reader who comes back after a deploy downloads the lazy chunks they
 * open again.
 */
import type { Rspack } from '@rsbuild/core';

/** Where lazily loaded chunks go: group-preload.ts reads the same prefix. */
export const LAZY_CHUNK_FILENAME = 'static/js/async/[fullhash:10]/[id].js';

/** An Rsbuild `tools.rspack` handler for the browser build's lazy chunks. */
export function nameLazyChunksByBuildHash(
  config: Rspack.Configuration,
  { environment }: { environment: { name: string } },
) {
  if (environment.name === 'web' && config.output)
    config.output.chunkFilename = LAZY_CHUNK_FILENAME;
}
