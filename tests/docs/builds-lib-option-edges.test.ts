/**
 * Lib option pages: edges of their examples and commands that depend on
 * the package type or on the build mode, each backed by a real build. The
 * builds run one after another.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { createFixture, removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runRslib } from './helpers/rslib-cli';

afterAll(removeFixtures);

/** A bundleless library whose entry re-exports a sibling module. */
const ENTRY_AND_UTILS: Record<string, string> = {
  'src/index.ts': "export { util } from './utils';\n",
  'src/utils.ts': 'export const util = 1;\n',
};

/**
 * The BannerPlugin examples of the banner and footer pages, both in one
 * bundleless ESM item.
 */
const BANNER_PLUGIN_CONFIG = `import { rspack } from '@rslib/core';

export default {
  lib: [
    {
      format: 'esm',
      bundle: false,
      tools: {
        rspack: {
          plugins: [
            new rspack.BannerPlugin({
              banner: '/* Public entry of my-lib */',
              raw: true,
              test: /index\\.js$/,
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
            new rspack.BannerPlugin({
              banner: '// end of utility module',
              footer: true,
              raw: true,
              test: /utils\\.js$/,
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ],
        },
      },
    },
  ],
  performance: { buildCache: false },
};
`;

describe('custom BannerPlugin: test matches the emitted name', () => {
  it('/index\\.js$/ and /utils\\.js$/ only match in a "type": "module" package', async () => {
    expectPageSays(
      '/config/lib/banner',
      '`/index\\.js$/` fits a package with `"type": "module"`; without that field the ESM file is `index.mjs` (see [autoExtension](/config/lib/auto-extension)), so no file matches and the build adds no banner, without a warning.',
    );
    expectPageSays(
      '/config/lib/footer',
      'in a package without `"type": "module"` the file is `utils.mjs`, which `/utils\\.js$/` does not match, so no footer is added and no warning is printed.',
    );

    const withType = await buildFixture({
      packageJson: { type: 'module' },
      files: ENTRY_AND_UTILS,
      configSource: BANNER_PLUGIN_CONFIG,
      linkedDeps: ['@rslib/core'],
    });
    expect(withType.code, withType.output).toBe(0);
    expect(listFiles(withType.root)).toEqual(['index.js', 'utils.js']);
    expect(readOutput(withType.root, 'dist/index.js')).toMatch(
      /^\/\* Public entry of my-lib \*\//,
    );
    expect(readOutput(withType.root, 'dist/utils.js').trimEnd()).toMatch(
      /\/\/ end of utility module$/,
    );

    const withoutType = await buildFixture({
      files: ENTRY_AND_UTILS,
      configSource: BANNER_PLUGIN_CONFIG,
      linkedDeps: ['@rslib/core'],
    });
    expect(withoutType.code, withoutType.output).toBe(0);
    expect(listFiles(withoutType.root)).toEqual(['index.mjs', 'utils.mjs']);
    expect(readOutput(withoutType.root, 'dist/index.mjs')).not.toContain(
      'Public entry of my-lib',
    );
    expect(readOutput(withoutType.root, 'dist/utils.mjs')).not.toContain(
      'end of utility module',
    );
    expect(withoutType.output).not.toMatch(/warn/i);
  });
});

describe('lib.id: selecting libs in rslib inspect', () => {
  const ROUTE = '/config/lib/id';

  it('inspect selects among all items in production mode and only mf items in development mode', async () => {
    expectPageSays(
      ROUTE,
      '`rslib build` looks the ids up among all items, and so does `rslib inspect` in production mode, its default.',
    );
    expectPageSays(
      ROUTE,
      '`rslib inspect` in development mode (`--mode development`, or `NODE_ENV=development` without `--mode`) shows the `mf-dev` configuration and selects items the same way: `--lib node-esm` then fails with `No mf format found in libs "node-esm"`, and a config without an `mf` item fails with `No mf format found in your config`.',
    );
    const { root, code, output } = await buildFixture(
      {
        files: { 'src/index.ts': 'export const a = 1;\n' },
        config: {
          lib: [
            { format: 'esm', id: 'node-esm' },
            { format: 'cjs', id: 'node-cjs' },
          ],
        },
      },
      ['inspect', '--lib', 'node-esm'],
    );
    expect(code, output).toBe(0);
    expect(listFiles(root, 'dist/.rsbuild')).toContain(
      'rspack.config.node-esm.mjs',
    );

    for (const [args, env] of [
      [['inspect', '--mode', 'development', '--lib', 'node-esm'], {}],
      [['inspect', '--lib', 'node-esm'], { NODE_ENV: 'development' }],
    ] as const) {
      const dev = await runRslib(root, [...args], env);
      expect(dev.code, dev.output).not.toBe(0);
      expect(dev.output).toContain('No mf format found in libs "node-esm"');
      expect(dev.output).not.toContain('The following libs are not found');
    }

    const noMf = await runRslib(root, ['inspect', '--mode', 'development']);
    expect(noMf.code, noMf.output).not.toBe(0);
    expect(noMf.output).toContain('No mf format found in your config');
  });
});

describe('lib.autoExtension without a readable package.json', () => {
  const ROUTE = '/config/lib/auto-extension';
  const WARNING =
    'The `autoExtension` configuration will not be applied due to read package.json failed';
  const spec = {
    files: { 'src/index.js': 'export const answer = 42;\n' },
    config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
  };

  it('warns and writes .js with no package.json; fails the build on one that is not JSON', async () => {
    expectPageSays(
      ROUTE,
      'If there is no `package.json`, Rslib warns that `autoExtension` is not applied and uses `.js`. A `package.json` that is not valid JSON prints the same warning, then fails the build with a `SyntaxError`.',
    );
    const missing = createFixture({
      ...spec,
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
        ],
      },
    });
    rmSync(path.join(missing, 'package.json'));
    const built = await runRslib(missing);
    expect(built.code, built.output).toBe(0);
    expect(built.output).toContain(WARNING);
    expect(listFiles(missing)).toEqual(['cjs/index.js', 'esm/index.js']);

    const broken = createFixture({ ...spec, files: { ...spec.files } });
    writeFileSync(path.join(broken, 'package.json'), '{ not json');
    const failed = await runRslib(broken);
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain(WARNING);
    expect(failed.output).toContain('SyntaxError');
    expect(existsSync(path.join(broken, 'dist'))).toBe(false);
  });
});
