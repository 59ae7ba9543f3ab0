/**
 * Claims of the output structure guide and the redirect reference about
 * chunk file names and alias rewrites, each backed by a real build.
 */
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';

afterAll(removeFixtures);

const LAZY_SOURCES = {
  'src/index.ts': [
    "export const load = () => import('./lazy');",
    "export const name = 'index';",
  ].join('\n'),
  'src/lazy.ts': "export const lazy = 'lazy module ' + Date.now();\n",
};

describe('output structure: chunk file names', () => {
  const ROUTE = '/guide/basic/output-structure';

  claimTest(
    ROUTE,
    'If another entry imports the same module statically, it imports that chunk too instead of duplicating it; the chunk is then shared and takes a chunk id name such as `x.js` rather than `lazy.js`.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          ...LAZY_SOURCES,
          'src/other.ts': [
            "import { lazy } from './lazy';",
            'export const other = lazy;',
          ].join('\n'),
        },
        config: {
          source: {
            entry: { index: './src/index.ts', other: './src/other.ts' },
          },
          lib: [{ format: 'esm' }],
        },
      });
      expect(code).toBe(0);
      const files = listFiles(root);
      expect(files).not.toContain('lazy.js');
      expect(files).toHaveLength(3);
      const chunk = files.find((f) => f !== 'index.js' && f !== 'other.js');
      expect(readOutput(root, 'dist/index.js')).toContain(
        `import("./${chunk}")`,
      );
      expect(readOutput(root, 'dist/other.js')).toContain(`from "./${chunk}"`);
      // The same import from a single entry keeps the source file's name.
      const single = await buildFixture({
        packageJson: { type: 'module' },
        files: LAZY_SOURCES,
        config: { lib: [{ format: 'esm' }] },
      });
      expect(single.code).toBe(0);
      expect(listFiles(single.root)).toEqual(['index.js', 'lazy.js']);
    },
  );

  claimTest(
    ROUTE,
    'Dynamic imports still get separate files, loaded with `require()` and named after the chunk id (for example `x.cjs`), not after the source file.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: LAZY_SOURCES,
        config: { lib: [{ format: 'cjs' }] },
      });
      expect(code).toBe(0);
      const files = listFiles(root);
      expect(files).toHaveLength(2);
      expect(files).toContain('index.cjs');
      expect(files).not.toContain('lazy.cjs');
      expect(readOutput(root, 'dist/index.cjs')).toContain('require(');
    },
  );
});

describe('redirect: aliased asset imports', () => {
  const ROUTE = '/config/lib/redirect';

  const ALIASED_IMPORTS = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        module: 'ESNext',
        moduleResolution: 'bundler',
        paths: { '@/*': ['./src/*'] },
      },
      include: ['src'],
    }),
    'src/core/parser.ts': 'export const parse = (s: string) => s;\n',
    'src/assets/logo.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>\n',
    'src/theme/base.css': 'body { color: red; }\n',
    'src/header/logo.ts': [
      "import { parse } from '@/core/parser';",
      "import logoUrl from '@/assets/logo.svg';",
      "import '@/theme/base.css';",
      'export const logo = parse(logoUrl);',
    ].join('\n'),
    'src/index.ts': [
      "import logoUrl from './assets/logo.svg';",
      'export const url = logoUrl;',
    ].join('\n'),
  };

  const buildWith = (redirect: Record<string, unknown>) =>
    buildFixture({
      files: ALIASED_IMPORTS,
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            redirect,
            output: { target: 'web' },
          },
        ],
      },
    });

  claimTest(
    ROUTE,
    "With `false`, `import logoUrl from '@/assets/logo.svg'` is kept exactly as written, extension included, whatever [redirect.asset](#redirectasset) says; relative asset imports and style imports are not affected.",
    async () => {
      const { root, code } = await buildWith({ js: { path: false } });
      expect(code).toBe(0);
      const js = readOutput(root, 'dist/header/logo.mjs');
      expect(js).toContain('from "@/core/parser"');
      expect(js).toContain('from "@/assets/logo.svg"');
      expect(js).not.toContain('logo.mjs');
      expect(js).toContain('import "../theme/base.css"');
      expect(readOutput(root, 'dist/index.mjs')).toContain(
        'from "./assets/logo.mjs"',
      );
    },
  );

  claimTest(
    ROUTE,
    "With `false`, the alias is kept and only the extension is changed: `'@/assets/logo.mjs'`. This needs `redirect.js.path` to stay on",
    async () => {
      const { root, code } = await buildWith({ asset: { path: false } });
      expect(code).toBe(0);
      const js = readOutput(root, 'dist/header/logo.mjs');
      expect(js).toContain('from "@/assets/logo.mjs"');
      expect(js).toContain('from "../core/parser.mjs"');
    },
  );
});
