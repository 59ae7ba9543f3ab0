/**
 * Advanced guide pages: statements about what a build does with a given
 * option, each backed by a real build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

describe('declaration files: the --dts flag', () => {
  const ROUTE = '/guide/advanced/dts';

  it('enables declarations on every lib item and replaces an object value with true', async () => {
    expectPageSays(
      ROUTE,
      "The CLI flags `--dts` and `--no-dts` switch declarations on or off for a single build, for every lib item at once. `--dts` sets `dts: true`, which replaces an object value instead of merging with it: with `dts: { distPath: './dist/types' }` in the config, `rslib build --dts` writes the declarations next to the JavaScript.",
    );
    const spec = {
      files: {
        'tsconfig.json': TSCONFIG,
        'src/index.ts': 'export const answer: number = 42;\n',
      },
      config: {
        lib: [
          {
            format: 'esm',
            dts: { distPath: './dist/types' },
            output: { distPath: './dist/esm' },
          },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
        ],
      },
      linkedDeps: ['typescript'],
    };
    const configured = await buildFixture(spec);
    expect(configured.code, configured.output).toBe(0);
    expect(listFiles(configured.root)).toEqual([
      'cjs/index.js',
      'esm/index.mjs',
      'types/index.d.ts',
    ]);

    const flagged = await buildFixture(spec, ['build', '--dts']);
    expect(flagged.code, flagged.output).toBe(0);
    expect(listFiles(flagged.root)).toEqual([
      'cjs/index.d.ts',
      'cjs/index.js',
      'esm/index.d.ts',
      'esm/index.mjs',
    ]);
  });
});

describe('third-party dependencies: externals in UMD output', () => {
  const ROUTE = '/guide/advanced/third-party-deps';

  it('uses a plain string in every branch of the wrapper; the object form names each module type', async () => {
    expectPageSays(
      ROUTE,
      "In `umd` output a plain string is used in every branch of the wrapper, so `{ react: 'React' }` also makes the CommonJS branch call `require(\"React\")` and the AMD branch load `\"React\"`; when the file may be loaded with `require()` or AMD as well, give one name per module type: `{ react: { root: 'React', commonjs: 'react', commonjs2: 'react', amd: 'react' } }`.",
    );
    const { root, code, output } = await buildFixture({
      files: {
        'src/index.ts': [
          '// @ts-nocheck',
          "import { marker } from 'react';",
          'export const seen = marker;',
          '',
        ].join('\n'),
      },
      config: {
        lib: [
          {
            format: 'umd',
            umdName: 'Widgets',
            output: {
              distPath: './dist/string',
              externals: { react: 'React' },
            },
          },
          {
            format: 'umd',
            umdName: 'Widgets',
            output: {
              distPath: './dist/object',
              externals: {
                react: {
                  root: 'React',
                  commonjs: 'react',
                  commonjs2: 'react',
                  amd: 'react',
                },
              },
            },
          },
        ],
      },
      fakeDeps: {
        react: {
          type: 'commonjs',
          index: "module.exports = { marker: 'inside-react' };\n",
        },
      },
    });
    expect(code, output).toBe(0);

    const plain = readOutput(root, 'dist/string/index.js');
    expect(plain).toContain('module.exports = factory(require("React"))');
    expect(plain).toMatch(/define\(\[\s*"React"\s*\]/);
    expect(plain).toContain('factory(root["React"])');
    const plainRun = await runNode(
      ['-e', "console.log(require('./dist/string/index.js').seen)"],
      root,
    );
    expect(plainRun.code).not.toBe(0);
    expect(plainRun.stderr).toContain("Cannot find module 'React'");

    const perType = readOutput(root, 'dist/object/index.js');
    expect(perType).toContain('module.exports = factory(require("react"))');
    expect(perType).toMatch(/define\(\[\s*"react"\s*\]/);
    expect(perType).toContain('factory(root["React"])');
    const perTypeRun = await runNode(
      ['-e', "console.log(require('./dist/object/index.js').seen)"],
      root,
    );
    expect(perTypeRun.stderr).toBe('');
    expect(perTypeRun.stdout.trim()).toBe('inside-react');
  });
});
