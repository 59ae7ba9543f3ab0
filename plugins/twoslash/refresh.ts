import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import {
  HOVER_DATA_FILE,
  type HoverCache,
  type HoverData,
} from './hover-cache';

/** Set by `npm run twoslash:refresh`. */
export const REFRESH_ENV = 'TWOSLASH_REFRESH';

/**
 * With `TWOSLASH_REFRESH=1`, a production build rewrites the committed hover
 * data with exactly the examples it highlighted: new ones added, edited and
 * removed ones dropped. Other builds leave the file alone, so a build never
 * changes the repository.
 */
export function pluginHoverDataRefresh(
  root: string,
  cache: HoverCache,
): RspressPlugin {
  return {
    name: 'rslib-docs:twoslash-refresh',
    afterBuild(_config, isProd) {
      if (!isProd || !process.env[REFRESH_ENV]) return;
      const data = cache.used();
      writeFileSync(path.join(root, HOVER_DATA_FILE), formatHoverData(data));
      console.log(
        `types on hover: ${Object.keys(data.entries).length} examples written to ${HOVER_DATA_FILE}`,
      );
    },
  };
}

/** One example per line: a changed example is a one-line diff. */
export function formatHoverData({ settings, entries }: HoverData): string {
  const lines = Object.entries(entries).map(
    ([key, entry]) => `  ${JSON.stringify(key)}: ${JSON.stringify(entry)}`,
  );
  return `{\n "settings": ${JSON.stringify(settings)},\n "entries": {\n${lines.join(',\n')}\n }\n}\n`;
}
