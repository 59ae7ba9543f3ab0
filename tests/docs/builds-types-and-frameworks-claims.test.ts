/**
 * TypeScript and declaration-file guides: where type errors stop the build
 * and what the temporary folder of bundled declarations holds, each backed
 * by a real build. The builds run one after another.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('Use TypeScript: type checking', () => {
  const ROUTE = '/guide/basic/typescript';
  const WITH_TYPE_ERROR = {
    'tsconfig.json': TSCONFIG,
    'src/index.ts': "export const count: number = 'not a number';\n",
  };

  it('isolated declarations build despite a type error, TypeScript declarations do not', async () => {
    expectPageSays(
      ROUTE,
      '[dts.isolated](/config/lib/dts#dtsisolated) is the exception: SWC writes those declarations without a type checker, so a lib item with `dts: { isolated: true }` builds and exits with code 0 even when its code has type errors.',
    );
    const isolated = await buildFixture({
      files: WITH_TYPE_ERROR,
      config: { lib: [{ format: 'esm', dts: { isolated: true } }] },
    });
    expect(isolated.code, isolated.output).toBe(0);
    expect(isolated.output).toContain(
      'declaration files generated with isolated declaration',
    );
    expect(listFiles(isolated.root)).toEqual(['index.d.ts', 'index.mjs']);
    expect(readOutput(isolated.root, 'dist/index.d.ts')).toContain(
      'export declare const count: number;',
    );

    const checked = await buildFixture({
      files: WITH_TYPE_ERROR,
      config: { lib: [{ format: 'esm', dts: true }] },
      linkedDeps: ['typescript'],
    });
    expect(checked.code).toBe(1);
    expect(checked.output).toContain('TS2322');
  });
});

describe('Declaration files: the temporary folder of bundled declarations', () => {
  const ROUTE = '/guide/advanced/dts';

  it('keeps the .gitignore in .rstack/declarations and empties that whole folder first', async () => {
    expectPageSays(
      ROUTE,
      'These subfolders stay after the build. The `.gitignore` that keeps them out of Git sits one level up, in `.rstack/declarations` itself, and that whole folder is emptied at the start of the next bundled build.',
    );
    // API Extractor is not installed: the bundling step fails after the
    // per-file declarations and the ignore file were written.
    const { root } = await buildFixture({
      files: {
        'tsconfig.json': TSCONFIG,
        'src/index.ts': 'export const a: number = 1;\n',
        '.rstack/declarations/previous/stale.d.ts':
          'export declare const stale: number;\n',
      },
      config: { lib: [{ format: 'esm', dts: { bundle: true } }] },
      linkedDeps: ['typescript'],
    });
    const temp = path.join(root, '.rstack/declarations');
    expect(listFiles(root, '.rstack/declarations')).toEqual([
      '.gitignore',
      'esm/index.d.ts',
    ]);
    expect(readOutput(root, '.rstack/declarations/.gitignore').trim()).toBe(
      '**/*',
    );
    expect(existsSync(path.join(temp, 'esm/.gitignore'))).toBe(false);
    expect(existsSync(path.join(temp, 'previous'))).toBe(false);
  });
});
