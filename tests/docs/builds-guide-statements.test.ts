/**
 * Guide statements about import resolution, where lib options may be
 * written and what bundleless output inlines, each backed by a real build
 * of a small sample library. The builds run one after another.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('TypeScript: import extensions', () => {
  const ROUTE = '/guide/basic/typescript';

  const SOURCES = {
    'src/utils.ts': "export const utils = 'from-utils-ts';\n",
    'src/utils.js': "export const utils = 'from-utils-js';\n",
    'src/view.tsx': "export const view = 'from-view-tsx';\n",
    'src/view.jsx': "export const view = 'from-view-jsx';\n",
    'src/worker.mts': "export const worker = 'from-worker-mts';\n",
    'src/worker.mjs': "export const worker = 'from-worker-mjs';\n",
    'src/legacy.cts': "export const legacy = 'from-legacy-cts';\n",
    'src/legacy.cjs': "exports.legacy = 'from-legacy-cjs';\n",
    'src/index.ts': [
      '// @ts-nocheck',
      "export { utils } from './utils.js';",
      "export { view } from './view.jsx';",
      "export { worker } from './worker.mjs';",
      "export { legacy } from './legacy.cjs';",
      '',
    ].join('\n'),
  };

  /** The bundle of SOURCES, with or without a tsconfig file. */
  async function bundled(tsconfig: boolean) {
    const { root, code, output } = await buildFixture({
      files: tsconfig ? { ...SOURCES, 'tsconfig.json': TSCONFIG } : SOURCES,
      config: { lib: [{ format: 'esm' }] },
    });
    expect(code, output).toBe(0);
    return readOutput(root, 'dist/index.mjs');
  }

  it('tries the written .js or .jsx file first when the project has a tsconfig file', async () => {
    expectPageSays(
      ROUTE,
      '| `./utils.js` | `./utils.js`, `./utils.ts`, `./utils.tsx`, `./utils.jsx` | `./utils.ts`, `./utils.tsx`, `./utils.js`, `./utils.jsx` |',
    );
    expectPageSays(
      ROUTE,
      "So in a TypeScript project, a leftover `utils.js` next to `utils.ts` (an old compiled file, say) is what `import './utils.js'` bundles, not your source.",
    );
    const js = await bundled(true);
    expect(js).toContain('from-utils-js');
    expect(js).not.toContain('from-utils-ts');
    expect(js).toContain('from-view-jsx');
    expect(js).not.toContain('from-view-tsx');
    // .mjs and .cjs still try the TypeScript file first.
    expect(js).toContain('from-worker-mts');
    expect(js).toContain('from-legacy-cts');
  });

  it('tries the TypeScript file first without a tsconfig file', async () => {
    expectPageSays(
      ROUTE,
      '| `./view.jsx` | `./view.jsx`, `./view.tsx` | `./view.tsx`, `./view.jsx` |',
    );
    const js = await bundled(false);
    expect(js).toContain('from-utils-ts');
    expect(js).not.toContain('from-utils-js');
    expect(js).toContain('from-view-tsx');
    expect(js).not.toContain('from-view-jsx');
    expect(js).toContain('from-worker-mts');
    expect(js).not.toContain('from-worker-mjs');
    expect(js).toContain('from-legacy-cts');
    expect(js).not.toContain('from-legacy-cjs');
  });
});

describe('Configure Rslib: lib options at the top level', () => {
  const ROUTE = '/guide/basic/configure-rslib';
  const DTS_WARNING =
    'When multiple lib items are present, using top-level "dts" may cause conflicting file writes or deletions during declaration generation';

  it('a top-level umdName reaches every item, a top-level id is ignored', async () => {
    expectPageSays(
      ROUTE,
      'Rslib itself does not reject them at the top level: there, a `umdName` is passed to every item, and an `id` is ignored.',
    );
    const umd = await buildFixture({
      files: { 'src/index.js': 'export const answer = 42;\n' },
      config: { umdName: 'TopLevelName', lib: [{ format: 'umd' }] },
    });
    expect(umd.code, umd.output).toBe(0);
    expect(readOutput(umd.root, 'dist/index.js')).toContain(
      'root["TopLevelName"] = factory()',
    );

    const ids = await buildFixture({
      files: { 'src/index.js': 'export const answer = 42;\n' },
      config: { id: 'shared', lib: [{ format: 'esm' }, { format: 'cjs' }] },
    });
    expect(ids.code, ids.output).toBe(0);
    expect(ids.output).toContain('File (esm)');
    expect(ids.output).toContain('File (cjs)');
    expect(ids.output).not.toContain('(shared)');
  });

  it('an environments object of its own is ignored, without a warning', async () => {
    expectPageSays(
      ROUTE,
      '- `environments` is generated from the `lib` array. One you write yourself is ignored, without a warning: add a lib item instead.',
    );
    const built = await buildFixture({
      files: { 'src/index.js': 'export const answer = 42;\n' },
      config: {
        environments: { extra: { output: { distPath: { root: 'extra' } } } },
        lib: [{ format: 'esm' }],
      },
    });
    expect(built.code, built.output).toBe(0);
    expect(listFiles(built.root)).toEqual(['index.mjs']);
    expect(existsSync(path.join(built.root, 'extra'))).toBe(false);
    expect(built.output).not.toMatch(/environments|extra|warn/i);
  });

  it('warns by the number of items with declarations, not by their folders', async () => {
    expectPageSays(
      ROUTE,
      "Rslib warns when a top-level `dts` leaves declaration files switched on for more than one lib item, because items that share an output folder delete and overwrite each other's declarations. The warning counts items, not folders: separate `distPath`s do not silence it, while `dts: false` on every item but one does.",
    );
    const files = {
      'tsconfig.json': TSCONFIG,
      'src/index.ts': 'export const answer: number = 42;\n',
    };
    const separate = await buildFixture({
      files,
      linkedDeps: ['typescript'],
      config: {
        dts: true,
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
        ],
      },
    });
    expect(separate.code, separate.output).toBe(0);
    expect(separate.output).toContain(DTS_WARNING);
    expect(listFiles(separate.root)).toEqual([
      'cjs/index.d.ts',
      'cjs/index.js',
      'esm/index.d.ts',
      'esm/index.mjs',
    ]);

    const oneItem = await buildFixture({
      files,
      linkedDeps: ['typescript'],
      config: {
        dts: true,
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', dts: false, output: { distPath: './dist/cjs' } },
        ],
      },
    });
    expect(oneItem.code, oneItem.output).toBe(0);
    expect(oneItem.output).not.toContain(DTS_WARNING);
    expect(listFiles(oneItem.root)).toEqual([
      'cjs/index.js',
      'esm/index.d.ts',
      'esm/index.mjs',
    ]);
  });
});

describe('Output structure: what bundleless mode inlines', () => {
  const ROUTE = '/guide/basic/output-structure';

  /** Bundleless Vue components without `<script setup>`: each needs the plugin's helper. */
  const buildComponents = (names: string[]) =>
    buildFixture({
      packageJson: { type: 'module', peerDependencies: { vue: '^3.3.0' } },
      files: Object.fromEntries([
        [
          'src/index.ts',
          names
            .map(
              (name) => `export { default as ${name} } from './${name}.vue';`,
            )
            .join('\n'),
        ],
        ...names.map((name) => [
          `src/${name}.vue`,
          `<template><p>${name}</p></template>\n<script>export default { name: '${name}' };</script>\n`,
        ]),
      ]),
      linkedDeps: ['@rsbuild/plugin-vue', 'vue'],
      configSource: [
        "import { pluginVue } from '@rsbuild/plugin-vue';",
        'export default {',
        '  performance: { buildCache: false },',
        "  lib: [{ format: 'esm', bundle: false }],",
        "  output: { target: 'web' },",
        '  plugins: [pluginVue()],',
        '};',
      ].join('\n'),
    });

  it('bundles a plugin-generated helper into its one user, or into a shared chunk for several', async () => {
    expectPageSays(
      ROUTE,
      'The exception is code a plugin generates without a source file of its own, such as the helper the Vue plugin adds to compiled components: it is bundled into the one file that uses it, or into a shared chunk with a short generated name (such as `k.js`) when several files do.',
    );
    expectPageSays(
      ROUTE,
      'Plugin-generated helpers like the Vue one above need it too.',
    );
    const one = await buildComponents(['Alone']);
    expect(one.code, one.output).toBe(0);
    expect(listFiles(one.root)).toEqual([
      'Alone.js',
      'index.js',
      'rslib-runtime.js',
    ]);
    const alone = readOutput(one.root, 'dist/Alone.js');
    expect(alone).toContain('__vccOpts');
    expect(alone).toContain('from "./rslib-runtime.js"');

    const two = await buildComponents(['First', 'Second']);
    expect(two.code, two.output).toBe(0);
    const shared = listFiles(two.root).filter(
      (file) =>
        !['First.js', 'Second.js', 'index.js', 'rslib-runtime.js'].includes(
          file,
        ),
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatch(/^[\w~]{1,4}\.js$/);
    expect(readOutput(two.root, `dist/${shared[0]}`)).toContain('__vccOpts');
    for (const component of ['First.js', 'Second.js']) {
      const code = readOutput(two.root, `dist/${component}`);
      expect(code).toContain(`import "./${shared[0]}"`);
      expect(code).not.toContain('__vccOpts');
    }
  });
});
