/**
 * Sentences that a check against real builds found wrong or imprecise, each
 * backed by a build of a small sample library as the page now states it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';
import { PageCode } from './helpers/page-code';
import { typecheck } from './helpers/typecheck-project';

const REPO_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
const OPTIONAL_CHAINING = {
  'src/index.ts':
    'export const deep = (o?: { a?: { b?: number } }) => o?.a?.b;\n',
};

afterAll(removeFixtures);

/** Type-checks one `rslib.config.ts` and returns its diagnostics. */
function configDiagnostics(config: string): string {
  const byFile = typecheck([{ file: 'case/rslib.config.ts', code: config }]);
  return [...byFile.values()].flat().join('\n');
}

describe('lib.syntax: strings', () => {
  claimTest(
    '/config/lib/syntax',
    "At run time a plain string that does not start with `es`, such as `syntax: 'chrome >= 60'`, is also handed to browserslist and the build lowers the code for it, but the TypeScript type of `syntax` accepts only version names or an array, so `tsc` rejects the plain string with `TS2769`.",
    async () => {
      const old = await buildFixture({
        files: OPTIONAL_CHAINING,
        config: { lib: [{ format: 'esm', syntax: 'chrome >= 60' }] },
      });
      expect(old.code).toBe(0);
      expect(readOutput(old.root, 'dist/index.mjs')).not.toContain('?.');
      const recent = await buildFixture({
        files: OPTIONAL_CHAINING,
        config: { lib: [{ format: 'esm', syntax: 'chrome >= 100' }] },
      });
      expect(readOutput(recent.root, 'dist/index.mjs')).toContain('?.');
      expect(
        configDiagnostics(
          "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'esm', syntax: 'chrome >= 60' }] });\n",
        ),
      ).toContain('TS2769');
    },
  );

  claimTest(
    '/config/lib/syntax',
    "At run time, version names are case-insensitive, so `'ES2015'` builds like `'es2015'`; the TypeScript type of `syntax` lists only the lowercase names, so in a `rslib.config.ts` write them in lowercase, or `tsc` reports `TS2769`.",
    async () => {
      const [upper, lower] = await Promise.all(
        ['ES2015', 'es2015'].map((syntax) =>
          buildFixture({
            files: OPTIONAL_CHAINING,
            config: { lib: [{ format: 'esm', syntax }] },
          }),
        ),
      );
      expect(upper.code).toBe(0);
      expect(readOutput(upper.root, 'dist/index.mjs')).not.toContain('?.');
      expect(readOutput(upper.root, 'dist/index.mjs')).toBe(
        readOutput(lower.root, 'dist/index.mjs'),
      );
      const config = (syntax: string) =>
        `import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'esm', syntax: '${syntax}' }] });\n`;
      expect(configDiagnostics(config('ES2015'))).toContain('TS2769');
      expect(configDiagnostics(config('es2015'))).toBe('');
    },
  );
});

describe('static assets: which types keep an import', () => {
  const ASSETS = {
    'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'src/assets/font.woff2': 'font',
    'src/assets/clip.mp4': 'video',
    'src/assets/guide.pdf': '%PDF-1.4\n',
    'src/assets/notes.txt': 'notes\n',
    'src/assets/app.webmanifest': '{}\n',
    'src/index.ts': [
      '// @ts-nocheck',
      "export { default as logo } from './assets/logo.svg';",
      "export { default as font } from './assets/font.woff2';",
      "export { default as clip } from './assets/clip.mp4';",
      "export { default as guide } from './assets/guide.pdf';",
      "export { default as notes } from './assets/notes.txt';",
      "export { default as manifest } from './assets/app.webmanifest';",
      '',
    ].join('\n'),
  };

  claimTest(
    '/guide/advanced/static-assets',
    'in `esm` and `cjs` output an image, SVG, font, audio or video file is copied to the output folder under its own name and the reference to it is kept as an import',
    async () => {
      const { root, code } = await buildFixture({
        files: ASSETS,
        config: { lib: [{ format: 'esm' }] },
      });
      expect(code).toBe(0);
      const output = readOutput(root, 'dist/index.mjs');
      expect(output).toContain('from "./static/svg/logo.svg"');
      expect(output).toContain('from "./static/font/font.woff2"');
      expect(output).toContain('from "./static/media/clip.mp4"');
    },
  );

  claimTest(
    '/guide/advanced/static-assets',
    'The `webmanifest`, `pdf` and `txt` types are emitted to `dist/static/assets/` as well, but the reference is not kept as an import: it becomes an expression that joins the public path, found at run time, with the file name',
    async () => {
      const { root, code } = await buildFixture({
        files: ASSETS,
        config: { lib: [{ format: 'esm' }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual(
        expect.arrayContaining([
          'static/assets/app.webmanifest',
          'static/assets/guide.pdf',
          'static/assets/notes.txt',
        ]),
      );
      const output = readOutput(root, 'dist/index.mjs');
      for (const file of ['guide.pdf', 'notes.txt', 'app.webmanifest']) {
        expect(output).toContain(
          `__webpack_require__.p + "static/assets/${file}"`,
        );
        expect(output).not.toContain(`from "./static/assets/${file}"`);
      }
    },
  );

  claimTest(
    '/config/rsbuild/source',
    'without it, the file is emitted to the same place, but the output holds a URL expression built from the public path at run time',
    async () => {
      const files = {
        'src/guide.pdf': '%PDF-1.4\n',
        'src/index.ts':
          "// @ts-nocheck\nexport { default as guide } from './guide.pdf';\n",
      };
      const example = new PageCode(
        '/config/rsbuild/source',
        '## source.assetsInclude',
      );
      const withOption = await buildFixture({
        files: { ...files, 'rslib.config.ts': example.file('rslib.config.ts') },
        linkedDeps: ['@rslib/core'],
      });
      expect(withOption.code).toBe(0);
      expect(listFiles(withOption.root)).toContain('static/assets/guide.pdf');
      expect(readOutput(withOption.root, 'dist/index.mjs')).toContain(
        'from "./static/assets/guide.pdf"',
      );
      const without = await buildFixture({
        files,
        config: { lib: [{ format: 'esm' }] },
      });
      expect(listFiles(without.root)).toContain('static/assets/guide.pdf');
      expect(readOutput(without.root, 'dist/index.mjs')).toContain(
        '__webpack_require__.p + "static/assets/guide.pdf"',
      );
    },
  );
});

describe('dev options per lib item and debug output', () => {
  const DEV_PER_ITEM = {
    lib: [
      {
        format: 'esm',
        dev: {
          assetPrefix: 'http://localhost:3001/',
          writeToDisk: true,
          hmr: false,
        },
      },
      { format: 'cjs' },
    ],
  };

  for (const [route, quote] of [
    [
      '/config/',
      'a lib item may set its own `assetPrefix`, `writeToDisk`, `hmr`, `liveReload`, `client`, `browserLogs`, `progressBar` and `lazyCompilation`',
    ],
    [
      '/config/rsbuild/',
      'of `dev`, a lib item may set `assetPrefix`, `writeToDisk`, `hmr`, `liveReload`, `client`, `browserLogs`, `progressBar` and `lazyCompilation` for its own output',
    ],
    [
      '/guide/basic/configure-rslib',
      'a lib item may set part of `dev` for its own output: `assetPrefix`, `writeToDisk`, `hmr`',
    ],
  ] as const) {
    claimTest(route, quote, async () => {
      const { root, code } = await buildFixture(
        {
          files: { 'src/index.ts': 'export const a = 1;\n' },
          config: DEV_PER_ITEM,
        },
        [],
        { DEBUG: 'rslib' },
      );
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/.rsbuild/rsbuild.config.esm.mjs');
      const cjs = readOutput(root, 'dist/.rsbuild/rsbuild.config.cjs.mjs');
      expect(esm).toContain("assetPrefix: 'http://localhost:3001/'");
      expect(esm).toContain('writeToDisk: true');
      expect(esm).toContain('hmr: false');
      expect(cjs).not.toContain('http://localhost:3001/');
      expect(cjs).toContain('writeToDisk: false');
      expect(cjs).toContain('hmr: true');
    });
  }

  claimTest(
    '/guide/basic/configure-rslib',
    "one Rsbuild config and one Rspack config per lib, named after the lib's id (`rsbuild.config.esm.mjs`, `rspack.config.esm.mjs`, `rsbuild.config.cjs.mjs`, …), and `rslib.config.mjs`",
    async () => {
      const { root, code } = await buildFixture(
        {
          files: { 'src/index.ts': 'export const a = 1;\n' },
          config: {
            lib: [{ format: 'esm' }, { id: 'node', format: 'cjs' }],
          },
        },
        [],
        { DEBUG: 'rslib' },
      );
      expect(code).toBe(0);
      expect(listFiles(root, 'dist/.rsbuild')).toEqual([
        'rsbuild.config.esm.mjs',
        'rsbuild.config.node.mjs',
        'rslib.config.mjs',
        'rspack.config.esm.mjs',
        'rspack.config.node.mjs',
      ]);
    },
  );
});

describe('lib.dts: corrections', () => {
  claimTest(
    '/config/lib/dts',
    'which is cleared at the start of the next build, and writes a `.gitignore` that ignores everything into the parent folder `.rstack/declarations/`',
    async () => {
      // API Extractor is not installed: the bundling step fails, after the
      // per-file declarations and the ignore file were written.
      const { root } = await buildFixture({
        files: {
          'tsconfig.json': TSCONFIG,
          'src/index.ts': 'export const a: number = 1;\n',
        },
        config: { lib: [{ format: 'esm', dts: { bundle: true } }] },
        linkedDeps: ['typescript'],
      });
      expect(readOutput(root, '.rstack/declarations/.gitignore').trim()).toBe(
        '**/*',
      );
      expect(existsSync(path.join(root, '.rstack/declarations/esm'))).toBe(
        true,
      );
      expect(
        existsSync(path.join(root, '.rstack/declarations/esm/.gitignore')),
      ).toBe(false);
    },
  );

  claimTest(
    '/config/lib/dts',
    'TypeScript 6 and later (TypeScript 7 included) require `rootDir` to be set in `tsconfig.json` when your sources are in a subfolder. Without it the build fails with `TS5011`',
    async () => {
      const tsconfig = JSON.parse(TSCONFIG);
      delete tsconfig.compilerOptions.rootDir;
      const files = {
        'tsconfig.json': JSON.stringify(tsconfig),
        'src/index.ts': 'export const a: number = 1;\n',
      };
      // TypeScript 6 and 5 are installed next to 7 under their own names;
      // 7, the project's `typescript`, is the default.
      const dtsOptions = [
        {
          typescriptPath: path.join(
            REPO_MODULES,
            'typescript-6/lib/typescript.js',
          ),
        },
        true,
        {
          typescriptPath: path.join(
            REPO_MODULES,
            'typescript-api/lib/typescript.js',
          ),
        },
      ];
      const builds = await Promise.all(
        dtsOptions.map((dts) =>
          buildFixture({
            files,
            config: { lib: [{ format: 'esm', dts }] },
            linkedDeps: ['typescript'],
          }),
        ),
      );
      const [six, seven, five] = builds;
      for (const failing of [six, seven]) {
        expect(failing.code).not.toBe(0);
        expect(failing.output).toContain('TS5011');
      }
      // TypeScript 5 still infers the folder, so the line is drawn at 6.
      expect(five.code).toBe(0);
      expect(listFiles(five.root)).toContain('index.d.ts');
    },
  );

  const VENDOR_SOURCES = {
    'src/vendor/types.ts': 'export type Vendor = { id: string };\n',
    'src/index.ts': [
      "import type { Vendor } from '@vendor/types';",
      'export const make = (id: string): Vendor => ({ id });',
      '',
    ].join('\n'),
  };

  claimTest(
    '/config/lib/dts',
    "A source file that imports `import type { Vendor } from '@vendor/types'` then gets a `dist/index.d.ts` that imports `'./vendor/types.js'`.",
    async () => {
      const example = new PageCode('/config/lib/dts', '### dts.alias');
      const { root, code, output } = await buildFixture({
        files: {
          ...VENDOR_SOURCES,
          ...example.filesTitled('tsconfig.json', 'rslib.config.ts'),
        },
        linkedDeps: ['@rslib/core', 'typescript'],
      });
      expect(output).not.toContain('error');
      expect(code).toBe(0);
      expect(readOutput(root, 'dist/index.d.ts')).toContain(
        "from './vendor/types.js'",
      );
    },
  );

  claimTest(
    '/config/lib/dts',
    'with TypeScript 7 an import that only `dts.alias` knows about fails the build with `TS2307: Cannot find module`',
    async () => {
      const { code, output } = await buildFixture({
        files: { ...VENDOR_SOURCES, 'tsconfig.json': TSCONFIG },
        config: {
          lib: [
            {
              format: 'esm',
              bundle: false,
              dts: { alias: { '@vendor/*': './src/vendor/*' } },
            },
          ],
        },
        linkedDeps: ['typescript'],
      });
      expect(code).not.toBe(0);
      expect(output).toContain('TS2307');
    },
  );
});
