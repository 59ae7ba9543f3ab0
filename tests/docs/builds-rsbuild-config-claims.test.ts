/**
 * Rsbuild option pages: extension aliases with and without a tsconfig file,
 * `--entry` next to a top-level entry, what the file size report leaves
 * out, and which manifests `autoExternal.packageJson` reads, each backed by
 * a real build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('resolve: the compiled extension written in TypeScript sources', () => {
  // Each specifier has two candidates on disk; the output tells which won.
  const SOURCES = {
    'src/foo.ts': "export const foo = 'foo-from-ts';\n",
    'src/foo.js': "export const foo = 'foo-from-js';\n",
    'src/bar.tsx': "export const bar = 'bar-from-tsx';\n",
    'src/bar.jsx': "export const bar = 'bar-from-jsx';\n",
    'src/index.ts': [
      '// @ts-nocheck',
      "export { foo } from './foo.js';",
      "export { bar } from './bar.jsx';",
      '',
    ].join('\n'),
  };
  const build = (files: Record<string, string>) =>
    buildFixture({
      packageJson: { type: 'module' },
      files,
      config: { lib: [{ format: 'esm' }] },
    });

  it('tries the written .js and .jsx file first only when a tsconfig file exists', async () => {
    expectPageSays(
      '/config/rsbuild/resolve',
      '| `./foo.js` | `foo.js`, `foo.ts`, `foo.tsx`, `foo.jsx` | `foo.ts`, `foo.tsx`, `foo.js`, `foo.jsx` |',
    );
    expectPageSays(
      '/config/rsbuild/resolve',
      '| `./foo.jsx` | `foo.jsx`, `foo.tsx` | `foo.tsx`, `foo.jsx` |',
    );
    expectPageSays(
      '/config/rsbuild/',
      '| Rspack `resolve.extensionAlias` | `.js` → `.js`/`.ts`/`.tsx`, `.jsx` → `.jsx`/`.tsx` when a tsconfig file exists, otherwise none |',
    );

    const withTsconfig = await build({
      ...SOURCES,
      'tsconfig.json': TSCONFIG,
    });
    expect(withTsconfig.code, withTsconfig.output).toBe(0);
    const js = readOutput(withTsconfig.root, 'dist/index.js');
    expect(js).toContain("'foo-from-js'");
    expect(js).toContain("'bar-from-jsx'");
    expect(js).not.toContain('from-ts');

    const withoutTsconfig = await build(SOURCES);
    expect(withoutTsconfig.code, withoutTsconfig.output).toBe(0);
    const ts = readOutput(withoutTsconfig.root, 'dist/index.js');
    expect(ts).toContain("'foo-from-ts'");
    expect(ts).toContain("'bar-from-tsx'");
    expect(ts).not.toContain('-from-js');
  });
});

describe('source.entry: the --entry flag', () => {
  const FILES = {
    'src/index.ts': 'export const index = 1;\n',
    'src/main.ts': 'export const main = 2;\n',
    'src/cli.ts': 'export const cli = 3;\n',
  };
  const ENTRY = { index: './src/index.ts' };
  const FLAGS = ['--entry', 'main=src/main.ts', '--entry', 'src/cli.ts'];

  it('adds to a top-level source.entry and replaces the one of a lib item', async () => {
    expectPageSays(
      '/config/rsbuild/source',
      "A `source.entry` at the top level of the config is not replaced: the flag's entries are added to it, so set the entries on the lib items if the flag should replace them.",
    );
    const topLevel = await buildFixture(
      {
        packageJson: { type: 'module' },
        files: FILES,
        config: { source: { entry: ENTRY }, lib: [{ format: 'esm' }] },
      },
      FLAGS,
    );
    expect(topLevel.code, topLevel.output).toBe(0);
    expect(listFiles(topLevel.root)).toEqual(['cli.js', 'index.js', 'main.js']);

    const onItem = await buildFixture(
      {
        packageJson: { type: 'module' },
        files: FILES,
        config: { lib: [{ format: 'esm', source: { entry: ENTRY } }] },
      },
      FLAGS,
    );
    expect(onItem.code, onItem.output).toBe(0);
    expect(listFiles(onItem.root)).toEqual(['cli.js', 'main.js']);
  });
});

describe('performance.printFileSize', () => {
  it('neither lists nor counts source maps, license files and declarations', async () => {
    expectPageSays(
      '/config/rsbuild/',
      'Source maps, `.LICENSE.txt` files and declaration files are left out of both: they are written to the output folder but neither listed nor counted.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'tsconfig.json': TSCONFIG,
        'src/index.ts':
          '/*! sample-lib | MIT */\nexport const a: number = 1;\n',
        'src/b.ts': 'export const b: number = 2;\n',
      },
      linkedDeps: ['typescript'],
      config: {
        output: { sourceMap: true },
        lib: [
          { format: 'esm', dts: true, output: { distPath: './dist/bundle' } },
          {
            format: 'esm',
            bundle: false,
            dts: true,
            output: { distPath: './dist/bundleless' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'bundle/b.d.ts',
      'bundle/index.d.ts',
      'bundle/index.js',
      'bundle/index.js.LICENSE.txt',
      'bundle/index.js.map',
      'bundleless/b.d.ts',
      'bundleless/b.js',
      'bundleless/b.js.map',
      'bundleless/index.d.ts',
      'bundleless/index.js',
      'bundleless/index.js.LICENSE.txt',
      'bundleless/index.js.map',
    ]);
    const tableRows = output
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('dist/bundle/'));
    expect(tableRows).toHaveLength(1);
    expect(tableRows[0]).toMatch(/^dist\/bundle\/index\.js\s/);
    expect(output).toMatch(
      /^2 files generated in dist\/bundleless, total: \d+\.\d kB \(esm1\)$/m,
    );
  });
});

describe('output.autoExternal: the packageJson key', () => {
  const FAKE_DEPS = {
    'dep-a': { index: "export const which = 'inside-dep-a';\n" },
    'dep-b': { index: "export const which = 'inside-dep-b';\n" },
  };
  const build = (packageJson: string | string[]) =>
    buildFixture({
      packageJson: { type: 'module', dependencies: { 'dep-a': '1.0.0' } },
      files: {
        'other/package.json': JSON.stringify({
          name: 'other',
          dependencies: { 'dep-b': '1.0.0' },
        }),
        'src/index.ts': [
          "export { which as a } from 'dep-a';",
          "export { which as b } from 'dep-b';",
          '',
        ].join('\n'),
      },
      fakeDeps: FAKE_DEPS,
      config: {
        lib: [{ format: 'esm', output: { autoExternal: { packageJson } } }],
      },
    });

  it("replaces the project's package.json unless it is listed too", async () => {
    expectPageSays(
      '/config/rsbuild/output',
      "`packageJson` replaces the project's `package.json` with the manifest files you list (include `'./package.json'` to keep reading your own)",
    );
    const otherOnly = await build('./other/package.json');
    expect(otherOnly.code, otherOnly.output).toBe(0);
    const replaced = readOutput(otherOnly.root, 'dist/index.js');
    expect(replaced).toContain('inside-dep-a');
    expect(replaced).toContain('from "dep-b"');
    expect(replaced).not.toContain('from "dep-a"');

    const both = await build(['./package.json', './other/package.json']);
    expect(both.code, both.output).toBe(0);
    const kept = readOutput(both.root, 'dist/index.js');
    expect(kept).toContain('from "dep-a"');
    expect(kept).toContain('from "dep-b"');
    expect(kept).not.toContain('inside-dep');
  });
});
