/**
 * Output options whose effect depends on another setting: peer packages
 * that are also dev dependencies, hashed names and injected styles in
 * bundleless builds, legal comments under Rslib's default minification and
 * the CSS it leaves unminified, each backed by a real build. The builds run
 * one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

const ROUTE = '/config/rsbuild/output';

describe('output.autoExternal: packages in devDependencies', () => {
  it('bundles a dev-only package and keeps one that is also a peer dependency external', async () => {
    expectPageSays(
      ROUTE,
      'while packages listed only in `devDependencies` are bundled. A package that is also a peer dependency, as `react` usually is in a component library, stays external.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: {
        type: 'module',
        peerDependencies: { 'peer-and-dev': '^1.0.0' },
        devDependencies: { 'peer-and-dev': '1.0.0', 'dev-only': '1.0.0' },
      },
      files: {
        'src/index.js': [
          "export { marker as peer } from 'peer-and-dev';",
          "export { marker as dev } from 'dev-only';",
          '',
        ].join('\n'),
      },
      fakeDeps: { 'peer-and-dev': {}, 'dev-only': {} },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(code, output).toBe(0);
    const js = readOutput(root, 'dist/index.js');
    expect(js).toContain('from "peer-and-dev"');
    expect(js).not.toContain('inside-peer-and-dev');
    expect(js).toContain('inside-dev-only');
    expect(js).not.toContain('from "dev-only"');
  });
});

describe('output.filenameHash in bundleless builds', () => {
  it('hashes the file names but keeps the unhashed relative imports', async () => {
    expectPageSays(
      ROUTE,
      'Do not turn hashes on for bundleless builds: relative imports between the output files are not rewritten to the hashed names, so the hashed `index` file still imports `./utils.js` while that file is named `utils.09c8e449ad.js`.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.js': "export { util } from './utils';\n",
        'src/utils.js': 'export const util = 1;\n',
      },
      config: {
        output: { filenameHash: true },
        lib: [{ format: 'esm', bundle: false }],
      },
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    expect(files).toEqual([
      expect.stringMatching(/^index\.[0-9a-f]{10}\.js$/),
      expect.stringMatching(/^utils\.[0-9a-f]{10}\.js$/),
    ]);
    expect(files).not.toContain('utils.js');
    const index = files[0];
    expect(readOutput(root, `dist/${index}`)).toContain('from "./utils.js"');
    const run = await runNode([`dist/${index}`], root);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('ERR_MODULE_NOT_FOUND');
  });
});

describe('output.injectStyles in bundleless builds', () => {
  it('keeps the stylesheet import but writes neither the file nor injection code', async () => {
    expectPageSays(
      ROUTE,
      'It also needs bundle mode: a bundleless build keeps the stylesheet import (`import "./style.css"`) in its output but writes neither that file nor any injection code, so the import points to a file that does not exist.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.js': "import './style.css';\nexport const answer = 42;\n",
        'src/style.css': '.injected-box { color: red; }\n',
      },
      config: {
        output: { target: 'web', injectStyles: true },
        lib: [
          { format: 'esm', output: { distPath: './dist/bundle' } },
          {
            format: 'esm',
            bundle: false,
            output: { distPath: './dist/bundleless' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    // bundle mode: the styles live in the JS file
    expect(files).toContain('bundle/index.js');
    expect(files.filter((file) => file.endsWith('.css'))).toEqual([]);
    expect(readOutput(root, 'dist/bundle/index.js')).toContain('injected-box');
    // bundleless mode: the import is kept, but nothing it could load
    const bundleless = readOutput(root, 'dist/bundleless/index.js');
    expect(bundleless).toContain('import "./style.css"');
    expect(bundleless).not.toContain('injected-box');
    expect(files).not.toContain('bundleless/style.css');
    for (const file of files.filter((name) => name.startsWith('bundleless/'))) {
      expect(readOutput(root, `dist/${file}`)).not.toContain('injected-box');
    }
  });
});

describe('output.legalComments under the default minification', () => {
  const BANNER = '/*! acme-widgets v1.0.0 | MIT License */';
  const POINTER = '/*! LICENSE: index.js.LICENSE.txt */';

  it("keeps the comment in the file with 'linked' and 'none'; full minification moves or drops it", async () => {
    expectPageSays(
      ROUTE,
      "Rslib's default minification keeps these comments in the file as well (see [output.minify](#outputminify)), so the notice then appears in both places, and `'none'` removes nothing. With full minification (`minify: true` or `--minify`), `'linked'` moves the notice out of the file and `'none'` drops it.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: { 'src/index.js': `${BANNER}\nexport const answer = 42;\n` },
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/linked' } },
          {
            format: 'esm',
            output: { distPath: './dist/none', legalComments: 'none' },
          },
          {
            format: 'esm',
            output: { distPath: './dist/full-linked', minify: true },
          },
          {
            format: 'esm',
            output: {
              distPath: './dist/full-none',
              minify: true,
              legalComments: 'none',
            },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'full-linked/index.js',
      'full-linked/index.js.LICENSE.txt',
      'full-none/index.js',
      'linked/index.js',
      'linked/index.js.LICENSE.txt',
      'none/index.js',
    ]);
    const linked = readOutput(root, 'dist/linked/index.js');
    expect(linked).toContain(POINTER);
    expect(linked).toContain(BANNER);
    expect(readOutput(root, 'dist/linked/index.js.LICENSE.txt')).toContain(
      BANNER,
    );
    expect(readOutput(root, 'dist/none/index.js')).toContain(BANNER);

    const fullLinked = readOutput(root, 'dist/full-linked/index.js');
    expect(fullLinked).toContain(POINTER);
    expect(fullLinked).not.toContain(BANNER);
    expect(readOutput(root, 'dist/full-linked/index.js.LICENSE.txt')).toContain(
      BANNER,
    );
    expect(readOutput(root, 'dist/full-none/index.js')).not.toContain(
      'acme-widgets',
    );
  });
});

describe('output.minify: the CSS of the default', () => {
  it('is written unminified, but still transformed', async () => {
    expectPageSays(
      ROUTE,
      '- **Default in Rslib:** light JavaScript minification, CSS not minified (details below)',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.js': "import './style.css';\nexport const answer = 42;\n",
        'src/style.css': '.box {\n  color: blue;\n}\n',
      },
      config: { output: { target: 'web' }, lib: [{ format: 'esm' }] },
    });
    expect(code, output).toBe(0);
    const css = readOutput(root, 'dist/index.css');
    // not minified: the rule keeps its line breaks and indentation
    expect(css).toContain('.box {\n  color: #00f;\n}');
    // but not untouched either: Lightning CSS rewrites the value
    expect(css).not.toContain('blue');
  });
});
