/**
 * What the lib reference pages and the glossary show as output, checked
 * against real builds: which autoExternal value an item ends up with, the
 * file names of the outBase trees, and what a UMD file needs to run in a
 * browser. The builds run one after another.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { OUT_BASE_EXAMPLE_SOURCES } from './helpers/out-base-sources';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('lib.autoExternal against output.autoExternal', () => {
  const ROUTE = '/config/lib/auto-external';

  it("an item's lib.autoExternal overrides a top-level output.autoExternal, but not its own", async () => {
    expectPageSays(
      ROUTE,
      "A top-level `output.autoExternal` does not count as set on the item: the item's `lib.autoExternal` replaces it, so an item with `autoExternal: true` keeps its dependencies external even under a top-level `output: { autoExternal: false }`.",
    );
    expectPageSays(
      ROUTE,
      'If you do, remove `autoExternal` from every lib item, since a `lib.autoExternal` left on an item overrides the top-level value.',
    );
    expectPageSays(
      '/guide/advanced/third-party-deps',
      "when both are set on the same lib item, `output.autoExternal` wins, but an item's `lib.autoExternal` overrides a top-level `output.autoExternal`.",
    );
    expectPageSays(
      '/guide/basic/upgrade-rslib',
      "if you move it to the top level, remove `autoExternal` from the items, because an item's `lib.autoExternal` overrides a top-level `output.autoExternal`.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module', dependencies: { dep: '1.0.0' } },
      files: {
        'src/index.ts': "export { marker } from 'dep';\n",
      },
      fakeDeps: { dep: {} },
      config: {
        output: { autoExternal: false },
        lib: [
          {
            format: 'esm',
            autoExternal: true,
            output: { distPath: './dist/top-level' },
          },
          {
            format: 'esm',
            autoExternal: true,
            output: { distPath: './dist/same-item', autoExternal: false },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(output).toContain(
      'lib.autoExternal is deprecated, use output.autoExternal instead.',
    );
    // The top-level `false` lost: the package is still imported.
    const topLevel = readOutput(root, 'dist/top-level/index.js');
    expect(topLevel).toContain('from "dep"');
    expect(topLevel).not.toContain('inside-dep');
    // On the same item, output.autoExternal wins: the package is bundled.
    const sameItem = readOutput(root, 'dist/same-item/index.js');
    expect(sameItem).toContain('inside-dep');
    expect(sameItem).not.toContain('from "dep"');
  });
});

describe('lib.outBase: file names of the trees', () => {
  const ROUTE = '/config/lib/out-base';

  const TREE = OUT_BASE_EXAMPLE_SOURCES;
  const CONFIG = {
    source: { entry: { index: 'src/utils/**' } },
    lib: [{ format: 'esm', bundle: false, outBase: './src' }],
  };

  it('writes .js only in a "type": "module" package, .mjs files and imports otherwise', async () => {
    expectPageSays(
      ROUTE,
      'The file names on this page are those of a package with `"type": "module"` in its `package.json`. Without that field, the ESM files end in `.mjs` instead (`dist/index.mjs`), and so do the rewritten imports',
    );
    const plain = await buildFixture({ files: TREE, config: CONFIG });
    expect(plain.code, plain.output).toBe(0);
    expect(listFiles(plain.root)).toEqual([
      'utils/bar/index.mjs',
      'utils/foo/index.mjs',
      'utils/index.mjs',
    ]);
    expect(readOutput(plain.root, 'dist/utils/foo/index.mjs')).toContain(
      'from "../../shared/tag.mjs"',
    );

    const module = await buildFixture({
      packageJson: { type: 'module' },
      files: TREE,
      config: CONFIG,
    });
    expect(module.code, module.output).toBe(0);
    expect(listFiles(module.root)).toEqual([
      'utils/bar/index.js',
      'utils/foo/index.js',
      'utils/index.js',
    ]);
    expect(readOutput(module.root, 'dist/utils/foo/index.js')).toContain(
      'from "../../shared/tag.js"',
    );
  });
});

describe('glossary and lib.umdName: UMD in a browser', () => {
  const ROUTE = '/guide/start/glossary';

  /** Runs a file as a classic script in a page-like global scope. */
  function runInPage(file: string): Record<string, unknown> {
    const page: Record<string, unknown> = {};
    page.self = page;
    page.window = page;
    vm.createContext(page);
    vm.runInContext(readFileSync(file, 'utf8'), page);
    return page;
  }

  it("throws without output.target 'web' and exposes the global with it", async () => {
    expectPageSays(
      ROUTE,
      "For a `<script>` tag, also set `output.target: 'web'`: with the default `node` target, the wrapper is called with Node.js's `global` object, which browsers do not have, so the file throws `ReferenceError: global is not defined`.",
    );
    expectPageSays(
      '/config/lib/umd-name',
      "This needs `output.target: 'web'`: with the default `node` target, the wrapper is called with Node.js's `global`, so in a browser the file throws `ReferenceError: global is not defined`.",
    );
    const { root, code, output } = await buildFixture({
      files: { 'src/index.ts': 'export const answer = 42;\n' },
      config: {
        lib: [
          {
            format: 'umd',
            umdName: 'Sample',
            output: { distPath: './dist/node' },
          },
          {
            format: 'umd',
            umdName: 'Sample',
            output: { target: 'web', distPath: './dist/web' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/node/index.js')).toContain('})(global, ');
    expect(() => runInPage(path.join(root, 'dist/node/index.js'))).toThrow(
      'global is not defined',
    );
    const page = runInPage(path.join(root, 'dist/web/index.js'));
    expect(JSON.stringify(page.Sample)).toBe('{"answer":42}');
  });
});
