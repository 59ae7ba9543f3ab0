/**
 * Lib items and the options shared with them: selecting items by id, how
 * top-level values merge into items, list options that are replaced, the
 * default minification of `mf` output and nested UMD names, each backed by
 * a real build. The builds run one after another.
 */
import vm from 'node:vm';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runRslib } from './helpers/rslib-cli';

afterAll(removeFixtures);

describe('lib.id: selecting items with --lib', () => {
  const ROUTE = '/config/lib/id';

  it('mf-dev refuses an existing id that is not an mf item; inspect accepts it', async () => {
    expectPageSays(
      ROUTE,
      '`rslib mf-dev` only serves items with `format: \'mf\'`, so it treats the id of an item in another format like an unknown one. If none of the given ids names an `mf` item, it fails with `No mf format found in libs "nope"` instead, even when the id exists.',
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
      ['mf-dev', '--lib', 'node-esm'],
    );
    expect(code, output).not.toBe(0);
    expect(output).toContain('No mf format found in libs "node-esm"');
    expect(output).not.toContain('The following libs are not found');

    const inspect = await runRslib(root, ['inspect', '--lib', 'node-esm']);
    expect(inspect.code, inspect.output).toBe(0);
    expect(listFiles(root, 'dist/.rsbuild')).toContain(
      'rspack.config.node-esm.mjs',
    );
  });
});

describe('lib: top-level values merged into items', () => {
  const ROUTE = '/config/lib/index';

  it('an item string syntax is added to a top-level array instead of replacing it', async () => {
    expectPageSays(
      ROUTE,
      "This also applies when only one side is an array: a top-level `syntax: ['ie 11']` and an item's `syntax: 'es2015'` are combined, and the item is still compiled down to ES5 for IE 11.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': 'export const double = (n: number) => n * 2;\n',
      },
      config: {
        syntax: ['ie 11'],
        lib: [{ format: 'esm', syntax: 'es2015' }],
      },
    });
    expect(code, output).toBe(0);
    // ES2015 alone keeps arrow functions; the inherited IE 11 query lowers them.
    const js = readOutput(root, 'dist/index.js');
    expect(js).not.toContain('=>');
    expect(js).toMatch(/= function\(n\) \{\s*return 2 \* n;/);

    const inspect = await runRslib(root, ['inspect']);
    expect(inspect.code, inspect.output).toBe(0);
    // With a single lib item, inspect writes one unsuffixed Rsbuild config.
    const rsbuildConfig = readOutput(root, 'dist/.rsbuild/rsbuild.config.mjs');
    expect(rsbuildConfig).toContain("'ie 11'");
    expect(rsbuildConfig).toContain("'chrome >= 51'");
  });
});

describe('Rsbuild options in a lib build', () => {
  const ROUTE = '/config/rsbuild/';

  it("an item's performance.removeConsole replaces the top-level list", async () => {
    expectPageSays(
      ROUTE,
      'A few list options are replaced instead of concatenated: `resolve.extensions`, `resolve.conditionNames`, `resolve.mainFields`, `output.overrideBrowserslist` and `performance.removeConsole`.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': [
          'export function run() {',
          "  console.log('log-call');",
          "  console.warn('warn-call');",
          "  console.info('info-call');",
          '}',
          '',
        ].join('\n'),
      },
      configSource: `export default {
  performance: { buildCache: false, removeConsole: ['log'] },
  lib: [
    {
      format: 'esm',
      performance: { removeConsole: ['warn'] },
      output: { distPath: './dist/own' },
    },
    { format: 'esm', output: { distPath: './dist/inherited' } },
  ],
};
`,
    });
    expect(code, output).toBe(0);
    const own = readOutput(root, 'dist/own/index.js');
    expect(own).toContain("console.log('log-call')");
    expect(own).not.toContain('warn-call');
    expect(own).toContain("console.info('info-call')");
    const inherited = readOutput(root, 'dist/inherited/index.js');
    expect(inherited).not.toContain('log-call');
    expect(inherited).toContain("console.warn('warn-call')");
  });

  it('the default minify keeps esm output formatted but strips whitespace from mf output', async () => {
    expectPageSays(
      ROUTE,
      '| `output.minify` | full JS and CSS minification | JS dead-code removal only, no mangling, CSS not minified; the `mf` format also strips whitespace |',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': [
          'export function greet(name: string) {',
          "  const message = 'hello ' + name;",
          '  return message;',
          '}',
          '',
        ].join('\n'),
      },
      linkedDeps: ['@module-federation/rsbuild-plugin'],
      configSource: `import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default {
  performance: { buildCache: false },
  lib: [
    { format: 'esm', output: { distPath: './dist/esm' } },
    {
      format: 'mf',
      output: { distPath: './dist/mf' },
      plugins: [
        pluginModuleFederation({
          name: 'sample',
          exposes: { '.': './src/index.ts' },
        }),
      ],
    },
  ],
};
`,
    });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/esm/index.js')).toContain(
      'function greet(name) {\n',
    );
    const exposed = listFiles(root, 'dist/mf')
      .filter((file) => file.endsWith('.js'))
      .map((file) => readOutput(root, `dist/mf/${file}`))
      .filter((js) => js.includes('function greet('));
    expect(exposed.length).toBeGreaterThan(0);
    for (const js of exposed) {
      // Names stay readable, but the whole chunk is a single line.
      expect(js).toContain('function greet(name){');
      expect(js.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('lib.umdName: an array name', () => {
  const ROUTE = '/config/lib/umd-name';

  it('nests the global under Acme.Charts but assigns exports.Acme in the CommonJS-without-module branch', async () => {
    expectPageSays(
      ROUTE,
      'Case 3 uses only the first entry: the exports are assigned to `exports.Acme` itself, not to `exports.Acme.Charts`.',
    );
    const { root, code, output } = await buildFixture({
      files: {
        'src/index.ts': "export const render = () => 'rendered';\n",
      },
      config: {
        lib: [
          {
            format: 'umd',
            umdName: ['Acme', 'Charts'],
            output: { target: 'web' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const umd = readOutput(root, 'dist/index.js');
    expect(umd).toContain('exports["Acme"] = factory();');
    expect(umd).not.toContain('exports["Acme"]["Charts"]');

    interface Exported {
      render: () => string;
      Charts?: Exported;
    }
    const withExports: { exports: Record<string, Exported> } = { exports: {} };
    vm.runInNewContext(umd, withExports);
    expect(withExports.exports.Acme.render()).toBe('rendered');
    expect(withExports.exports.Acme.Charts).toBeUndefined();

    const browserLike: { Acme?: { Charts?: Exported } } = {};
    vm.runInNewContext(umd, browserLike);
    expect(browserLike.Acme?.Charts?.render()).toBe('rendered');
  });
});
