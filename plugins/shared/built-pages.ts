import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { outputDir } from './site-config';

/** One HTML file of the build output. */
export interface BuiltPage {
  /** Absolute path of the file. */
  file: string;
  /** Its path inside the output folder, '/'-separated: zh/guide/index.html. */
  path: string;
  html: string;
  /**
   * Where the page sends the reader, for a page that only redirects (the
   * old routes of plugins/old-routes): not content, so search leaves it out.
   */
  redirectsTo?: string;
}

const REFRESH = /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/i;

/** The target of a page that redirects with a meta refresh, or undefined. */
export const redirectTargetOf = (html: string): string | undefined =>
  REFRESH.exec(html)?.[1];

// Keyed by the config object Rspress hands every afterBuild hook of one build
// (a new object per build), then by output folder: each build is read once,
// however many plugins ask, and a later build in the same process is read
// afresh.
const cache = new WeakMap<object, Map<string, Promise<BuiltPage[]>>>();

async function readPages(outDir: string): Promise<BuiltPage[]> {
  const entries = await readdir(outDir, {
    recursive: true,
    withFileTypes: true,
  });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(file, 'utf8');
      const redirectsTo = redirectTargetOf(html);
      return {
        file,
        path: path.relative(outDir, file).split(path.sep).join('/'),
        html,
        ...(redirectsTo && { redirectsTo }),
      };
    }),
  );
}

/**
 * Every HTML page of the build the config describes, sorted by path. The
 * plugins that inspect the rendered pages after the build (search records,
 * security headers) share one read of the output folder.
 */
export function builtPages(config: UserConfig): Promise<BuiltPage[]> {
  const outDir = outputDir(config);
  let byDir = cache.get(config);
  if (!byDir) {
    byDir = new Map();
    cache.set(config, byDir);
  }
  let pages = byDir.get(outDir);
  if (!pages) {
    pages = readPages(outDir);
    byDir.set(outDir, pages);
  }
  return pages;
}
