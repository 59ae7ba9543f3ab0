/**
 * Basic guide pages and the features FAQ: where declarations go without
 * `rootDir`, and where Rspack's runtime helpers end up in ESM output, each
 * backed by a real build. The builds run one after another.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runModuleCode } from './helpers/run-node';

afterAll(removeFixtures);

const REPO_MODULES = path.resolve(import.meta.dirname, '../../node_modules');

/** An ESM entry that bundles a CommonJS file, so it needs `__webpack_require__`. */
const ENTRY_WITH_CJS = [
  "import legacy from './legacy.cjs';",
  'export const old = legacy;',
  '',
].join('\n');
const LEGACY_CJS = 'module.exports = { legacy: true };\n';

/**
 * Runs the built ESM entry in Node.js: its bundled CommonJS value and the
 * `lazy` export of what its `load()` imports, as printed; fails on any
 * error output.
 */
async function oldAndLazy(root: string): Promise<string> {
  const run = await runModuleCode(
    "const m = await import('./dist/index.js'); console.log(JSON.stringify(m.old), (await m.load()).lazy);",
    root,
  );
  expect(run.stderr).toBe('');
  return run.stdout.trim();
}

describe('features FAQ: declarations without rootDir', () => {
  const ROUTE = '/guide/faq/features';

  it('TypeScript 6 and later write to dist/src even when every source is in src; 5 still infers the folder', async () => {
    expectPageSays(
      ROUTE,
      'Up to TypeScript 5, the compiler then computes the common folder of the included files itself. TypeScript 6 and later take the folder of `tsconfig.json` instead and report error TS5011 ("The \'rootDir\' setting must be explicitly set"), which fails the build; the declarations that were written end up in `dist/src/...`, even when every source file is inside `src`.',
    );
    const tsconfig = JSON.parse(TSCONFIG);
    delete tsconfig.compilerOptions.rootDir;
    const files = {
      'tsconfig.json': JSON.stringify(tsconfig),
      'src/index.ts': "export * from './lib/value';\n",
      'src/lib/value.ts': 'export const value: number = 1;\n',
    };
    // TypeScript 7 is the project's `typescript`; 6 and 5 are installed
    // next to it under their own names.
    const typescript = (name: string) =>
      path.join(REPO_MODULES, name, 'lib/typescript.js');
    const dtsOptions = [
      true,
      { typescriptPath: typescript('typescript-6') },
      { typescriptPath: typescript('typescript-api') },
    ];
    const builds = [];
    for (const dts of dtsOptions) {
      builds.push(
        await buildFixture({
          files,
          config: { lib: [{ format: 'esm', dts }] },
          linkedDeps: ['typescript'],
        }),
      );
    }
    const [seven, six, five] = builds;
    for (const failing of [seven, six]) {
      expect(failing.code, failing.output).not.toBe(0);
      expect(failing.output).toContain(
        "The 'rootDir' setting must be explicitly set",
      );
      const written = listFiles(failing.root);
      expect(written).toContain('src/index.d.ts');
      expect(written).toContain('src/lib/value.d.ts');
      expect(written).not.toContain('index.d.ts');
    }
    expect(five.code, five.output).toBe(0);
    expect(listFiles(five.root)).toEqual([
      'index.d.ts',
      'index.mjs',
      'lib/value.d.ts',
    ]);
  });
});

describe("Rspack's runtime helpers in ESM bundles", () => {
  it('stay in a single-file bundle and move into their own chunk once the output loads code on demand', async () => {
    expectPageSays(
      '/guide/basic/output-structure',
      'When the code needs them, for example to load a CommonJS module that is bundled in, a single-file output keeps them inside the entry file. Once the output loads code on demand, through another chunk (one from a dynamic import) or merely a dynamic `import()` of a package that stays external, the helpers move into a chunk of their own, named after its chunk id (for example `l.js`), and the entry imports it.',
    );
    const single = await buildFixture({
      packageJson: { type: 'module' },
      files: { 'src/index.js': ENTRY_WITH_CJS, 'src/legacy.cjs': LEGACY_CJS },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(single.code, single.output).toBe(0);
    expect(listFiles(single.root)).toEqual(['index.js']);
    expect(readOutput(single.root, 'dist/index.js')).toContain(
      'function __webpack_require__(',
    );

    const split = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.js': `${ENTRY_WITH_CJS}export const load = () => import('./lazy.js');\n`,
        'src/legacy.cjs': LEGACY_CJS,
        'src/lazy.js': 'export const lazy = 1;\n',
      },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(split.code, split.output).toBe(0);
    const files = listFiles(split.root);
    const runtime = files.filter(
      (file) => !['index.js', 'lazy.js'].includes(file),
    );
    expect(files).toContain('lazy.js');
    expect(runtime).toHaveLength(1);
    expect(runtime[0]).toMatch(/^[a-z0-9]+\.js$/);
    expect(readOutput(split.root, `dist/${runtime[0]}`)).toContain(
      'function __webpack_require__(',
    );
    const entry = readOutput(split.root, 'dist/index.js');
    expect(entry).toContain(
      `import { __webpack_require__ } from "./${runtime[0]}";`,
    );
    expect(entry).not.toContain('function __webpack_require__(');
    expect(await oldAndLazy(split.root)).toBe('{"legacy":true} 1');

    // No other chunk at all: a dynamic import() of a package that stays
    // external is enough for the helpers to leave the entry file.
    const external = await buildFixture({
      packageJson: { type: 'module', dependencies: { 'lazy-dep': '1' } },
      files: {
        'src/index.js': `${ENTRY_WITH_CJS}export const load = () => import('lazy-dep');\n`,
        'src/legacy.cjs': LEGACY_CJS,
      },
      fakeDeps: { 'lazy-dep': { index: 'export const lazy = 2;\n' } },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(external.code, external.output).toBe(0);
    const externalFiles = listFiles(external.root);
    expect(externalFiles).toHaveLength(2);
    const helpers = externalFiles.find((file) => file !== 'index.js') ?? '';
    expect(helpers).toMatch(/^[a-z0-9]+\.js$/);
    const externalEntry = readOutput(external.root, 'dist/index.js');
    expect(externalEntry).toContain(
      `import { __webpack_require__ } from "./${helpers}";`,
    );
    expect(externalEntry).toContain('import("lazy-dep")');
    expect(await oldAndLazy(external.root)).toBe('{"legacy":true} 2');
  });

  it('the restored __webpack_require__ refers to the one an ESM bundle defines itself', async () => {
    expectPageSays(
      '/guide/faq/features',
      'In ESM output it happens as soon as a file needs the helpers, for example because it bundles a CommonJS module: a bundle defines the function in the entry file itself, or in a runtime chunk such as `l.js` when it loads code on demand (another chunk, or even a dynamic `import()` of a package that stays external), and bundleless files import it from `rslib-runtime.js`.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.js': `${ENTRY_WITH_CJS}export const load = (id) => __RUNTIME_REQUIRE__(id);\n`,
        'src/legacy.cjs': LEGACY_CJS,
      },
      configSource: `const pluginRestoreRequire = () => ({
  name: 'restore-webpack-require',
  setup(api) {
    api.processAssets(
      { stage: 'optimize-inline' },
      ({ assets, compilation, sources }) => {
        for (const name of Object.keys(assets)) {
          if (!/\\.[cm]?js$/.test(name)) continue;
          const code = assets[name].source().toString();
          if (!code.includes('__RUNTIME_REQUIRE__')) continue;
          compilation.updateAsset(
            name,
            new sources.RawSource(
              code.replaceAll('__RUNTIME_REQUIRE__', '__webpack_require__'),
            ),
          );
        }
      },
    );
  },
});

export default {
  lib: [{ format: 'esm' }],
  plugins: [pluginRestoreRequire()],
  performance: { buildCache: false },
};
`,
    });
    expect(code, output).toBe(0);
    // No rslib-runtime.js: the function lives in the entry file itself.
    expect(listFiles(root)).toEqual(['index.js']);
    const entry = readOutput(root, 'dist/index.js');
    expect(entry).toContain('function __webpack_require__(');
    expect(entry).toContain('(id)=>__webpack_require__(id)');
    expect(entry).not.toContain('__RUNTIME_REQUIRE__');
  });
});
