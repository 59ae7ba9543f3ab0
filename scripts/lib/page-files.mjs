// Which files under a language folder are pages: Markdown and MDX sources,
// except the shared fragments that pages include (those are never routed).

import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Page sources under `dir`, as sorted '/'-separated paths relative to it. */
export function pageFilesIn(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('shared/'))
    .sort();
}
