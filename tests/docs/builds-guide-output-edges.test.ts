/**
 * Output guide pages: where the runtime helpers of a bundle with several
 * entries end up, and how a named import of a YAML module behaves in each
 * build mode, each backed by a real build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runModuleCode } from './helpers/run-node';

afterAll(removeFixtures);

describe('output structure: runtime helpers of a bundle with several entries', () => {
  const ROUTE = '/guide/basic/output-structure';

  /** `a` bundles a CommonJS module and needs the helpers, `b` does not. */
  const SOURCES = {
    'src/legacy.cjs': "module.exports = { legacy: 'from-cjs' };\n",
    'src/a.js': [
      "import legacy from './legacy.cjs';",
      'export const a = () => legacy.legacy;',
      '',
    ].join('\n'),
    'src/b.js': "export const b = () => 'plain';\n",
  };
  const ENTRIES = { a: './src/a.js', b: './src/b.js' };

  it('writes them to rslib-runtime.js, not to a chunk named after its id', async () => {
    expectPageSays(
      ROUTE,
      'With several entries, the helpers always go to a separate file named `rslib-runtime.js` instead, even when no code is split into other chunks, and only the entries that need them import it. Its name follows the same rules as in bundleless mode: `rslib-runtime.mjs` without `"type": "module"`, `rslib-runtime~0.js` with several lib items.',
    );
    // The FAQ on restoring __webpack_require__ says the same.
    expectPageSays(
      '/guide/faq/features',
      'A bundle with several entries also puts it in `rslib-runtime.js`, which the entries that need it import.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: SOURCES,
      config: {
        lib: [{ format: 'esm' }],
        source: { entry: ENTRIES },
      },
    });
    expect(code, output).toBe(0);
    // No dynamic import and no shared module, yet the helpers have a file.
    expect(listFiles(root)).toEqual(['a.js', 'b.js', 'rslib-runtime.js']);
    expect(readOutput(root, 'dist/a.js')).toContain('"./rslib-runtime.js"');
    expect(readOutput(root, 'dist/b.js')).not.toContain('rslib-runtime');
    const run = await runModuleCode(
      "const { a } = await import('./dist/a.js'); console.log(a());",
      root,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('from-cjs');

    const withoutType = await buildFixture({
      files: SOURCES,
      config: {
        lib: [{ format: 'esm' }],
        source: { entry: ENTRIES },
      },
    });
    expect(withoutType.code, withoutType.output).toBe(0);
    expect(listFiles(withoutType.root)).toEqual([
      'a.mjs',
      'b.mjs',
      'rslib-runtime.mjs',
    ]);

    const twoItems = await buildFixture({
      packageJson: { type: 'module' },
      files: SOURCES,
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
        ],
        source: { entry: ENTRIES },
      },
    });
    expect(twoItems.code, twoItems.output).toBe(0);
    expect(listFiles(twoItems.root, 'dist/esm')).toEqual([
      'a.js',
      'b.js',
      'rslib-runtime~0.js',
    ]);
  });
});

describe('JSON, YAML and TOML: named imports of a YAML module', () => {
  const ROUTE = '/guide/advanced/json-files';

  /**
   * @rsbuild/plugin-yaml is not a dependency of this repository. Like the
   * plugin, this stand-in turns `.yaml` and `.yml` files into JavaScript
   * modules whose only export is `default`.
   */
  const CONFIG_SOURCE = (lib: string) =>
    [
      "import { fileURLToPath } from 'node:url';",
      "const loader = fileURLToPath(new URL('./yaml-loader.cjs', import.meta.url));",
      'const pluginYaml = () => ({',
      "  name: 'yaml-stand-in',",
      '  setup(api) {',
      '    api.modifyBundlerChain((chain) => {',
      "      chain.module.rule('yaml').type('javascript/auto').test(/\\.ya?ml$/).use('yaml').loader(loader);",
      '    });',
      '  },',
      '});',
      `export default { lib: [${lib}], plugins: [pluginYaml()], performance: { buildCache: false } };`,
      '',
    ].join('\n');
  const FILES = {
    'yaml-loader.cjs': [
      'module.exports = function () {',
      "  return 'export default ' + JSON.stringify({ server: { port: 8080 }, retries: 3 }) + ';';",
      '};',
      '',
    ].join('\n'),
    'src/config.yaml': 'server:\n  port: 8080\nretries: 3\n',
    'src/index.js': [
      "import { server } from './config.yaml';",
      'export const defaultPort = server.port;',
      '',
    ].join('\n'),
  };

  it('fails the bundle build, but a bundleless build only fails when loaded', async () => {
    expectPageSays(
      ROUTE,
      "In bundle mode, a named import such as `import { server } from './config.yaml'` fails the build with an error saying the only available export is `default`. In bundleless mode the same import builds without an error and is only redirected to `./config.js`; it fails when the output is loaded, with `does not provide an export named 'server'` in Node.js.",
    );
    const bundle = await buildFixture({
      packageJson: { type: 'module' },
      files: FILES,
      configSource: CONFIG_SOURCE("{ format: 'esm' }"),
    });
    expect(bundle.code).not.toBe(0);
    expect(bundle.output).toContain(
      "export 'server' (imported as 'server') was not found in './config.yaml' (possible exports: default)",
    );

    const bundleless = await buildFixture({
      packageJson: { type: 'module' },
      files: FILES,
      configSource: CONFIG_SOURCE("{ format: 'esm', bundle: false }"),
    });
    expect(bundleless.code, bundleless.output).toBe(0);
    expect(listFiles(bundleless.root)).toEqual(['config.js', 'index.js']);
    expect(readOutput(bundleless.root, 'dist/index.js')).toContain(
      'import { server } from "./config.js"',
    );
    const run = await runModuleCode(
      "await import('./dist/index.js');",
      bundleless.root,
    );
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("does not provide an export named 'server'");
  });
});
