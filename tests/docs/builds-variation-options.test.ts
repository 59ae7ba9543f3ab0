/**
 * Statements that hold for the case a page describes first, checked in the
 * variations a reader tries next: bundleless instead of bundle mode, another
 * target, or a second option combined with the first. The builds run one
 * after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="8"/></svg>';

describe('static assets', () => {
  const ROUTE = '/guide/advanced/static-assets';

  it('bundleless output imports each stylesheet, and with the node target imports one that is not written', async () => {
    expectPageSays(
      ROUTE,
      'In bundleless mode, each stylesheet keeps its source name, so the file above becomes `dist/style.css` with the same `url(./static/image/hero.png)`, and `dist/index.js` keeps `import "./style.css"`. The import is kept with the `\'node\'` target as well, although no CSS file is written there, so the output then imports a file that does not exist',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': "import './style.css';\nexport const ready = true;\n",
        'src/style.css':
          ".hero {\n  background-image: url('./assets/hero.png');\n}\n",
        'src/assets/hero.png': '\x89PNG\r\n',
      },
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            output: { target: 'web', distPath: './dist/web' },
          },
          {
            format: 'esm',
            bundle: false,
            output: { distPath: './dist/node' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    expect(files).toContain('web/style.css');
    expect(files).not.toContain('web/index.css');
    expect(readOutput(root, 'dist/web/style.css')).toContain(
      'url(./static/image/hero.png)',
    );
    expect(readOutput(root, 'dist/web/index.js')).toContain(
      'import "./style.css"',
    );
    expect(files.filter((file) => file.endsWith('.css'))).toEqual([
      'web/style.css',
    ]);
    expect(readOutput(root, 'dist/node/index.js')).toContain(
      'import "./style.css"',
    );
  });

  it('a concrete assetPrefix replaces the kept import with a run-time URL, also for the node target', async () => {
    expectPageSays(
      ROUTE,
      "The import is kept only while [output.assetPrefix](/config/rsbuild/output) has its default value `'auto'`. With a concrete prefix, such as `'https://cdn.example.com/'`, the file is still copied, but the output refers to it as `__webpack_require__.p + \"static/svg/logo.svg\"`",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts':
          "// @ts-nocheck\nimport logo from './assets/logo.svg';\nexport const logoUrl = logo;\n",
        'src/assets/logo.svg': LOGO_SVG,
      },
      config: {
        lib: [
          {
            format: 'esm',
            output: {
              assetPrefix: 'https://cdn.example.com/',
              distPath: './dist/esm',
            },
          },
          {
            format: 'cjs',
            output: { assetPrefix: '/', distPath: './dist/cjs' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'cjs/index.cjs',
      'cjs/static/svg/logo.svg',
      'esm/index.js',
      'esm/static/svg/logo.svg',
    ]);
    const esm = readOutput(root, 'dist/esm/index.js');
    expect(esm).toContain('__webpack_require__.p + "static/svg/logo.svg"');
    expect(esm).toContain('__webpack_require__.p = "https://cdn.example.com/"');
    expect(esm).not.toContain('from "./static/svg/logo.svg"');
    const cjs = readOutput(root, 'dist/cjs/index.cjs');
    expect(cjs).toContain('__webpack_require__.p + "static/svg/logo.svg"');
    expect(cjs).not.toContain('require("./static/svg/logo.svg")');
  });
});

describe('source.assetsInclude', () => {
  it('inlines the extra asset types once the assets limit is raised', async () => {
    expectPageSays(
      '/config/rsbuild/source',
      'If you raise the limit for the `assets` kind (`dataUriLimit: { assets: 8192 }`, or a single number), files below it are embedded as `data:` URLs instead.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts':
          "// @ts-nocheck\nimport scene from './scene.gltf';\nexport const sceneUrl = scene;\n",
        'src/scene.gltf': '{"asset":{"version":"2.0"}}\n',
      },
      configSource: [
        'export default {',
        '  source: { assetsInclude: /\\.gltf$/ },',
        '  lib: [',
        "    { format: 'esm', output: { distPath: './dist/default' } },",
        "    { format: 'esm', output: { distPath: './dist/object', dataUriLimit: { svg: 0, image: 0, font: 0, media: 0, assets: 8192 } } },",
        "    { format: 'cjs', output: { distPath: './dist/number', dataUriLimit: 8192 } },",
        '  ],',
        '  performance: { buildCache: false },',
        '};',
        '',
      ].join('\n'),
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'default/index.js',
      'default/static/assets/scene.gltf',
      'number/index.cjs',
      'object/index.js',
    ]);
    expect(readOutput(root, 'dist/default/index.js')).toContain(
      'from "./static/assets/scene.gltf"',
    );
    expect(readOutput(root, 'dist/object/index.js')).toContain(
      'data:model/gltf+json;base64,',
    );
    expect(readOutput(root, 'dist/number/index.cjs')).toContain(
      'data:model/gltf+json;base64,',
    );
  });
});

describe('third-party dependencies in bundleless mode', () => {
  it('output.externals still renames package imports without bundling', async () => {
    expectPageSays(
      '/guide/advanced/third-party-deps',
      "[output.externals](#outputexternals) still applies: a rule that renames a request, such as `{ react: 'react-18' }`, rewrites that import in bundleless output as well.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: {
        type: 'module',
        dependencies: { 'dep-a': '1.0.0' },
        devDependencies: { 'dev-b': '1.0.0' },
      },
      files: {
        'src/index.ts':
          "import { marker as a } from 'dep-a';\nimport { marker as b } from 'dev-b';\nexport const all = [a, b];\n",
      },
      fakeDeps: { 'dep-a': {}, 'dev-b': {} },
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            output: { distPath: './dist/plain' },
          },
          {
            format: 'esm',
            bundle: false,
            output: {
              distPath: './dist/renamed',
              externals: { 'dep-a': 'dep-a-next', 'dev-b': 'dev-b-next' },
            },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const plain = readOutput(root, 'dist/plain/index.js');
    expect(plain).toContain('from "dep-a"');
    expect(plain).toContain('from "dev-b"');
    const renamed = readOutput(root, 'dist/renamed/index.js');
    expect(renamed).toContain('from "dep-a-next"');
    expect(renamed).toContain('from "dev-b-next"');
    expect(renamed).not.toContain('inside-');
  });
});

describe('lib.autoExtension', () => {
  it('bundleless imports use only the last extension of output.filename.js', async () => {
    expectPageSays(
      '/config/lib/auto-extension',
      "When bundleless imports are rewritten, only the last extension of that string is used: with `'[name].esm.mjs'` the files are named `helpers.esm.mjs`, but imports point to `./helpers.mjs`, which does not exist.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/helpers.ts': 'export const helper = 1;\n',
        'src/index.ts': "export { helper } from './helpers';\n",
      },
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            output: { filename: { js: '[name].esm.mjs' } },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual(['helpers.esm.mjs', 'index.esm.mjs']);
    const index = readOutput(root, 'dist/index.esm.mjs');
    expect(index).toContain('from "./helpers.mjs"');
    expect(index).not.toContain('./helpers.esm.mjs');
  });
});
