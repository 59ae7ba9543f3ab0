/**
 * Guide claims about the JavaScript API of the pinned `@rslib/core`.
 */
import { mergeRslibConfig } from '@rslib/core';
import { describe, expect } from '@rstest/core';
import { claimTest } from './helpers/page-claim';

describe('guide: JS API', () => {
  claimTest(
    '/guide/basic/configure-rslib',
    'merges `lib` arrays by `id`: items with the same id are combined, items without an id are appended.',
    async () => {
      const merged = mergeRslibConfig(
        {
          lib: [
            { id: 'esm', format: 'esm' },
            { id: 'cjs', format: 'cjs' },
          ],
        },
        { lib: [{ id: 'esm', dts: true }, { format: 'umd' }] },
      );
      expect(merged.lib).toEqual([
        { id: 'esm', format: 'esm', dts: true },
        { id: 'cjs', format: 'cjs' },
        { format: 'umd' },
      ]);
    },
  );
});
