/**
 * lib.dts and lib.syntax: how the tsconfig lookup, the `--dts` flag and
 * `output.overrideBrowserslist` behave in conditions the option tables do
 * not show, each backed by a real build. The builds run one after another.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { createFixture, removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runRslib } from './helpers/rslib-cli';

afterAll(removeFixtures);

const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'bundler',
  strict: true,
  declaration: true,
  skipLibCheck: true,
};

describe('lib.dts', () => {
  const ROUTE = '/config/lib/dts';

  it('uses a tsconfig.json found in a parent folder of the project root', async () => {
    expectPageSays(
      ROUTE,
      'The file is looked up from the project root upwards, so a package without its own `tsconfig.json` inside a folder that has one, such as a monorepo root, builds without this error and uses that file, including its `include` and `declarationDir`.',
    );
    const root = createFixture({
      files: {
        'tsconfig.json': JSON.stringify({
          compilerOptions: {
            ...COMPILER_OPTIONS,
            rootDir: 'packages/lib/src',
            declarationDir: 'packages/lib/types',
          },
          include: ['packages/lib/src'],
        }),
        'packages/lib/package.json': JSON.stringify({
          name: 'nested-lib',
          version: '1.0.0',
          private: true,
        }),
        'packages/lib/src/index.ts': 'export const answer: number = 42;\n',
        'packages/lib/rslib.config.mjs': `export default ${JSON.stringify({
          lib: [{ format: 'esm', dts: true }],
          performance: { buildCache: false },
        })};\n`,
      },
      linkedDeps: ['typescript'],
    });
    const pkg = path.join(root, 'packages/lib');
    expect(existsSync(path.join(pkg, 'tsconfig.json'))).toBe(false);
    const { code, output } = await runRslib(pkg);
    expect(code, output).toBe(0);
    expect(output).not.toContain('Failed to resolve tsconfig file');
    expect(listFiles(pkg, 'types')).toEqual(['index.d.ts']);
    expect(readOutput(pkg, 'types/index.d.ts')).toContain(
      'export declare const answer: number;',
    );
  });

  it('--dts replaces an object form, so dts.distPath is dropped for that run', async () => {
    expectPageSays(
      ROUTE,
      '`--dts` sets `dts: true`, which replaces an object form for that run: keys such as `distPath`, `bundle` or `abortOnError` from the config are ignored, and the declarations go to the default folder described under [dts.distPath](#dtsdistpath).',
    );
    const spec = {
      files: {
        'tsconfig.json': JSON.stringify({
          compilerOptions: { ...COMPILER_OPTIONS, rootDir: 'src' },
          include: ['src'],
        }),
        'src/index.ts': 'export const answer: number = 42;\n',
      },
      config: {
        lib: [{ format: 'esm', dts: { distPath: './dist/types' } }],
      },
      linkedDeps: ['typescript'],
    };
    const withConfig = await buildFixture(spec);
    expect(withConfig.code, withConfig.output).toBe(0);
    expect(listFiles(withConfig.root)).toEqual([
      'index.mjs',
      'types/index.d.ts',
    ]);

    const withFlag = await buildFixture(spec, ['--dts']);
    expect(withFlag.code, withFlag.output).toBe(0);
    expect(listFiles(withFlag.root)).toEqual(['index.d.ts', 'index.mjs']);
  });
});

describe('lib.syntax', () => {
  const ROUTE = '/config/lib/syntax';
  const MODERN_SOURCE = {
    'src/index.js': 'export const read = (value) => value?.item ?? 1;\n',
  };

  it('overrideBrowserslist lowers the code, but the runtime follows syntax', async () => {
    expectPageSays(
      '/guide/advanced/output-compatibility',
      '`syntax` still decides the syntax of the small runtime Rspack adds around your modules',
    );
    expectPageSays(
      '/config/rsbuild/output',
      'your list wins over the one generated from `syntax` for your code; the runtime Rspack adds still follows `syntax`',
    );
    expectPageSays(
      ROUTE,
      "with `overrideBrowserslist: ['ie 11']` and no `syntax`, your code is lowered to ES5 but that runtime code keeps its arrow functions. Set `syntax` to a matching version, here `'es5'`, as well.",
    );
    const onlyBrowserslist = await buildFixture({
      files: MODERN_SOURCE,
      config: {
        lib: [{ format: 'cjs', output: { overrideBrowserslist: ['ie 11'] } }],
      },
    });
    expect(onlyBrowserslist.code, onlyBrowserslist.output).toBe(0);
    const lowered = readOutput(onlyBrowserslist.root, 'dist/index.js');
    expect(lowered).toContain('var read = function(value)');
    expect(lowered).not.toContain('?.');
    expect(lowered).toContain('__webpack_require__.d = (exports1, getters');

    const withSyntax = await buildFixture({
      files: MODERN_SOURCE,
      config: {
        lib: [
          {
            format: 'cjs',
            syntax: 'es5',
            output: { overrideBrowserslist: ['ie 11'] },
          },
        ],
      },
    });
    expect(withSyntax.code, withSyntax.output).toBe(0);
    const es5 = readOutput(withSyntax.root, 'dist/index.js');
    expect(es5).toContain('var read = function(value)');
    expect(es5).not.toContain('=>');
  });
});
