/**
 * What the CLI and configuration guides show as written files: where
 * `rslib inspect` and `DEBUG=rslib` put the resolved configs and how they
 * name them, which files the configuration figure's example emits, and which
 * config files `--config-loader jiti` really hands to jiti. Each
 * case runs the pinned binary on a sample library, one after another.
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

const SOURCE = { 'src/index.ts': 'export const answer = 42;\n' };

describe('rslib inspect', () => {
  const ROUTE = '/guide/basic/cli';

  it('writes .rsbuild into the folder that contains every output folder', async () => {
    expectPageSays(
      ROUTE,
      'When the inspected lib items write to different folders, `.rsbuild` goes into the deepest folder that contains all of them: `dist` for `dist/esm` and `dist/cjs`, but the project root for `dist/esm` and `out/cjs`. `--output <dir>` picks another folder, relative to that same folder unless the path is absolute.',
    );
    const lib = (cjsDir: string) => ({
      lib: [
        { format: 'esm', output: { distPath: './dist/esm' } },
        { format: 'cjs', output: { distPath: cjsDir } },
      ],
    });
    const INSPECTED = [
      '.rsbuild/rsbuild.config.cjs.mjs',
      '.rsbuild/rsbuild.config.esm.mjs',
      '.rsbuild/rslib.config.mjs',
      '.rsbuild/rspack.config.cjs.mjs',
      '.rsbuild/rspack.config.esm.mjs',
    ];

    const shared = await buildFixture(
      { files: SOURCE, config: lib('./dist/cjs') },
      ['inspect'],
    );
    expect(shared.code, shared.output).toBe(0);
    expect(listFiles(shared.root)).toEqual(INSPECTED);

    const apart = await buildFixture(
      { files: SOURCE, config: lib('./out/cjs') },
      ['inspect'],
    );
    expect(apart.code, apart.output).toBe(0);
    expect(existsSync(path.join(apart.root, 'dist'))).toBe(false);
    expect(listFiles(apart.root, '.')).toEqual([
      ...INSPECTED,
      'package.json',
      'rslib.config.mjs',
      'src/index.ts',
    ]);

    const custom = await buildFixture(
      { files: SOURCE, config: lib('./dist/cjs') },
      ['inspect', '--output', 'configs'],
    );
    expect(custom.code, custom.output).toBe(0);
    expect(listFiles(custom.root)).toEqual(
      INSPECTED.map((file) => file.replace('.rsbuild/', 'configs/')),
    );
  });

  it('rejects build flags; DEBUG=rslib shows the config a flag produces', async () => {
    expectPageSays(
      ROUTE,
      '`inspect` accepts none of the build options listed above: passing one of them stops the command with an `Unknown option` error before any file is written.',
    );
    expectPageSays(
      ROUTE,
      'it writes the same files, with the flag already applied to `rslib.config.mjs`',
    );
    const spec = { files: SOURCE, config: { lib: [{ format: 'esm' }] } };

    const inspect = await buildFixture(spec, ['inspect', '--format', 'cjs']);
    expect(inspect.code).not.toBe(0);
    expect(inspect.output).toContain('Unknown option `--format`');
    expect(existsSync(path.join(inspect.root, 'dist'))).toBe(false);

    const debug = await buildFixture(spec, ['--format', 'cjs'], {
      DEBUG: 'rslib',
    });
    expect(debug.code, debug.output).toBe(0);
    expect(listFiles(debug.root)).toEqual([
      '.rsbuild/rsbuild.config.mjs',
      '.rsbuild/rslib.config.mjs',
      '.rsbuild/rspack.config.cjs.mjs',
      'index.js',
    ]);
    expect(readOutput(debug.root, 'dist/.rsbuild/rslib.config.mjs')).toContain(
      "format: 'cjs'",
    );
  });

  it('--lib that leaves one lib gives the Rsbuild file no id', async () => {
    expectPageSays(
      ROUTE,
      'This command inspects a single lib, so the Rsbuild file is `rsbuild.config.mjs` without the id, while the Rspack file keeps it: `rspack.config.cjs.mjs`. Both go to `.rsbuild` inside the output folder of `cjs`.',
    );
    const { root, code, output } = await buildFixture(
      {
        files: SOURCE,
        config: {
          lib: [
            { format: 'esm', output: { distPath: './dist/esm' } },
            { format: 'cjs', output: { distPath: './dist/cjs' } },
          ],
        },
      },
      ['inspect', '--lib', 'cjs'],
    );
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'cjs/.rsbuild/rsbuild.config.mjs',
      'cjs/.rsbuild/rslib.config.mjs',
      'cjs/.rsbuild/rspack.config.cjs.mjs',
    ]);
  });
});

describe('configure Rslib', () => {
  const ROUTE = '/guide/basic/configure-rslib';

  it('DEBUG=rslib with a single lib writes rsbuild.config.mjs without the id', async () => {
    expectPageSays(
      ROUTE,
      'With a single lib, the Rsbuild file has no id in its name: `rsbuild.config.mjs`.',
    );
    const { root, code, output } = await buildFixture(
      { files: SOURCE, config: { lib: [{ format: 'esm' }] } },
      [],
      { DEBUG: 'rslib' },
    );
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      '.rsbuild/rsbuild.config.mjs',
      '.rsbuild/rslib.config.mjs',
      '.rsbuild/rspack.config.esm.mjs',
      'index.mjs',
    ]);
  });

  it('the figure shows the file names of a "type": "module" package', async () => {
    expectPageSays(
      ROUTE,
      'The figure follows the example above through these steps, in a package whose `package.json` sets `"type": "module"`. Without that field, the two outputs are `dist/index.mjs` (ESM) and `dist/index.js` (CJS) instead of `dist/index.js` and `dist/index.cjs`.',
    );
    const config = {
      syntax: 'es2022',
      lib: [{ format: 'esm' }, { format: 'cjs', syntax: 'es2019' }],
    };
    const plain = await buildFixture({ files: SOURCE, config });
    expect(plain.code, plain.output).toBe(0);
    expect(listFiles(plain.root)).toEqual(['index.js', 'index.mjs']);
    expect(readOutput(plain.root, 'dist/index.js')).toContain('exports');

    const module = await buildFixture({
      packageJson: { type: 'module' },
      files: SOURCE,
      config,
    });
    expect(module.code, module.output).toBe(0);
    expect(listFiles(module.root)).toEqual(['index.cjs', 'index.js']);
  });

  it('--config-loader jiti still imports a .mjs config natively', async () => {
    expectPageSays(
      ROUTE,
      '| `jiti` | Loads TypeScript files (`.ts`, `.mts`, `.cts`) through jiti, which transpiles them on the fly. A `.js`, `.mjs` or `.cjs` file is still imported natively, as with `auto`; jiti only takes over if that import fails. |',
    );
    // jiti runs a module with CommonJS `require` in scope; Node.js's own
    // import of an ES module does not.
    const config = [
      "console.log('LOADED WITH require:', typeof require);",
      'export default { performance: { buildCache: false } };',
      '',
    ].join('\n');
    const root = createFixture({
      files: {
        ...SOURCE,
        'build.config.mjs': config,
        'build.config.ts': config,
      },
    });
    const loaded = async (file: string) => {
      const { code, output } = await runRslib(root, [
        'inspect',
        '-c',
        file,
        '--config-loader',
        'jiti',
      ]);
      expect(code, output).toBe(0);
      return /LOADED WITH require: (\w+)/.exec(output)?.[1];
    };
    expect(await loaded('build.config.mjs')).toBe('undefined');
    expect(await loaded('build.config.ts')).toBe('function');
  });
});
