/**
 * Lib option pages: examples copied as a reader would, with the tsconfig
 * and config files the page shows, built with the pinned Rslib. The builds
 * run one after another.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { createFixture, removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { PageCode } from './helpers/page-code';
import { runRslib } from './helpers/rslib-cli';

afterAll(removeFixtures);

/** A page's `rslib.config.ts` with the build cache switched off. */
function withoutCache(config: string): string {
  const result = config.replace(
    'defineConfig({',
    'defineConfig({\n  performance: { buildCache: false },',
  );
  if (result === config) throw new Error('no defineConfig({ in the example');
  return result;
}

describe('dts.build: the project references example', () => {
  const ROUTE = '/config/lib/dts';

  it('builds the referenced project first when the tsconfig keeps include', async () => {
    expectPageSays(
      ROUTE,
      'Keep the `include` line: without it TypeScript also picks up `rslib.config.ts` from the project root, which lies outside `rootDir`, and the build fails with `TS6059`.',
    );
    const page = new PageCode(ROUTE, '### dts.build');
    const root = createFixture({
      files: {
        'packages/shared/tsconfig.json': JSON.stringify({
          compilerOptions: {
            ...JSON.parse(TSCONFIG).compilerOptions,
            outDir: './dist',
            composite: true,
          },
          include: ['src'],
        }),
        'packages/shared/src/index.ts':
          'export interface Shared { id: string }\n',
        'packages/pkg/package.json': JSON.stringify({
          name: 'pkg',
          version: '1.0.0',
          private: true,
        }),
        'packages/pkg/tsconfig.json': page.file('tsconfig.json'),
        'packages/pkg/rslib.config.ts': withoutCache(
          page.file('rslib.config.ts'),
        ),
        'packages/pkg/src/index.ts': [
          "import type { Shared } from '../../shared/src/index';",
          'export const make = (id: string): Shared => ({ id });',
          '',
        ].join('\n'),
      },
      linkedDeps: ['typescript', '@rslib/core'],
    });
    const pkg = path.join(root, 'packages/pkg');
    const { code, output } = await runRslib(pkg);
    expect(output).not.toContain('TS6059');
    expect(code, output).toBe(0);
    expect(existsSync(path.join(root, 'packages/shared/dist/index.d.ts'))).toBe(
      true,
    );
    expect(listFiles(pkg)).toEqual(['index.d.ts', 'index.mjs']);
    expect(readOutput(pkg, 'dist/index.d.ts')).toContain(
      'export declare const make',
    );
  });
});

describe('redirect: the tsconfig the examples share', () => {
  const ROUTE = '/config/lib/redirect';

  it('puts the redirect.dts output next to the JavaScript in dist/', async () => {
    expectPageSays(
      ROUTE,
      '`rootDir` and `include` put the declaration files of the [redirect.dts](#redirectdts) examples in `dist/` next to the JavaScript.',
    );
    const { root, code, output } = await buildFixture({
      files: {
        'tsconfig.json': new PageCode(ROUTE).file('tsconfig.json'),
        'src/core/parser.ts':
          'export const parse = (text: string): string => text;\n',
        'src/index.ts': "export { parse } from '@/core/parser';\n",
        // A config file in the project root, as a reader has one.
        'rslib.config.ts': [
          'export default {',
          '  performance: { buildCache: false },',
          '  lib: [',
          "    { format: 'esm', bundle: false, dts: { autoExtension: true } },",
          '  ],',
          '};',
          '',
        ].join('\n'),
      },
      linkedDeps: ['typescript'],
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'core/parser.d.mts',
      'core/parser.mjs',
      'index.d.mts',
      'index.mjs',
    ]);
    expect(readOutput(root, 'dist/index.d.mts')).toContain(
      "export { parse } from './core/parser.mjs'",
    );
    expect(readOutput(root, 'dist/index.mjs')).toContain(
      'from "./core/parser.mjs"',
    );
  });
});

describe('bundle: excluding test files', () => {
  const ROUTE = '/config/lib/bundle';

  it('declares index.test.ts without the exclude line while its JavaScript is skipped', async () => {
    expectPageSays(
      ROUTE,
      'even though no JavaScript file is emitted for `index.test.ts` (in a package without `"type": "module"`, the other sources become `.mjs` files).',
    );
    const page = new PageCode(ROUTE, '## Excluding files');
    const tsconfig = JSON.parse(page.file('tsconfig.json'));
    const files = {
      'rslib.config.ts': withoutCache(page.file('rslib.config.ts')),
      'src/index.ts': 'export const answer: number = 42;\n',
      'src/index.test.ts':
        "import { answer } from './index';\nexport const checked: boolean = answer === 42;\n",
    };
    const withExclude = await buildFixture({
      files: { ...files, 'tsconfig.json': JSON.stringify(tsconfig) },
      linkedDeps: ['typescript', '@rslib/core'],
    });
    expect(withExclude.code, withExclude.output).toBe(0);
    expect(listFiles(withExclude.root)).toEqual(['index.d.ts', 'index.mjs']);

    delete tsconfig.exclude;
    const withoutExclude = await buildFixture({
      files: { ...files, 'tsconfig.json': JSON.stringify(tsconfig) },
      linkedDeps: ['typescript', '@rslib/core'],
    });
    expect(withoutExclude.code, withoutExclude.output).toBe(0);
    expect(listFiles(withoutExclude.root)).toEqual([
      'index.d.ts',
      'index.mjs',
      'index.test.d.ts',
    ]);
  });
});
