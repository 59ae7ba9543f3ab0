/**
 * Facts of the guides that the English and the Chinese page state alike,
 * each backed by a real run: the Chinese sentence is checked next to the
 * English one, so neither edition can claim more than the run shows.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { readPage } from '../docs-source';
import { sourceFileOf } from '../routes';
import { createFixture, removeFixtures } from './helpers/fixture';
import { expectPageSays } from './helpers/page-claim';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

const REPO_MODULES = path.resolve(import.meta.dirname, '../../node_modules');

/** Fails when the Chinese page at `route` no longer says `quote`. */
function expectChinesePageSays(route: string, quote: string): void {
  const page = readPage('zh', sourceFileOf(route)).replace(/\s+/g, ' ');
  expect(page).toContain(quote.replace(/\s+/g, ' '));
}

describe('vue-tsc declarations and module resolution', () => {
  const ROUTE = '/guide/solution/vue';

  it('finds Counter.vue.d.ts with bundler resolution, and not only there; node16 looks for Counter.d.vue.ts', async () => {
    expectPageSays(
      ROUTE,
      'TypeScript finds `Counter.vue.d.ts` for that import when it resolves like a bundler (`moduleResolution: "bundler"`), but under `node16` and `nodenext` it looks only for `Counter.d.vue.ts`, so an application with those settings gets no types.',
    );
    expectChinesePageSays(
      ROUTE,
      '对于这条导入，TypeScript 按打包工具的方式解析（`moduleResolution: "bundler"`）时能找到 `Counter.vue.d.ts`，但在 `node16` 和 `nodenext` 下它只查找 `Counter.d.vue.ts`，使用这两种设置的应用就拿不到类型。',
    );
    // An application with the package installed as vue-tsc leaves it:
    // `index.d.ts` re-exports `./components/Counter.vue`.
    const root = createFixture({
      packageJson: { type: 'module' },
      files: {
        'index.ts': [
          "import { Counter } from '@acme/vue-ui';",
          'export const label: string = Counter.label;',
          '',
        ].join('\n'),
      },
      fakeDeps: {
        '@acme/vue-ui': {
          files: {
            'package.json': JSON.stringify({
              name: '@acme/vue-ui',
              version: '0.1.0',
              type: 'module',
              types: './dist/index.d.ts',
              exports: {
                '.': {
                  types: './dist/index.d.ts',
                  import: './dist/index.js',
                },
              },
            }),
            'dist/index.js': 'export const Counter = { label: "" };\n',
            'dist/index.d.ts':
              "export { default as Counter } from './components/Counter.vue';\n",
            'dist/components/Counter.vue.d.ts':
              'declare const Counter: { label: string };\nexport default Counter;\n',
          },
        },
      },
    });
    const typeCheck = async (
      typescript: string,
      moduleResolution: string,
      module: string,
    ) => {
      const tsconfig = JSON.stringify({
        compilerOptions: {
          module,
          moduleResolution,
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
          ignoreDeprecations: '6.0',
        },
        files: ['index.ts'],
      });
      const config = path.join(root, `tsconfig.${moduleResolution}.json`);
      writeFileSync(config, tsconfig);
      const result = await runNode(
        [path.join(REPO_MODULES, typescript, 'bin/tsc'), '-p', config],
        root,
      );
      return { code: result.code, output: result.stdout + result.stderr };
    };

    const bundler = await typeCheck('typescript-6', 'bundler', 'esnext');
    expect(bundler.code, bundler.output).toBe(0);
    // Bundler resolution is not the only one that finds the file: the
    // older node10 resolution of TypeScript 6 appends `.d.ts` as well.
    const node10 = await typeCheck('typescript-6', 'node10', 'esnext');
    expect(node10.code, node10.output).toBe(0);
    const node16 = await typeCheck('typescript-6', 'node16', 'node16');
    expect(node16.output).toContain('TS2307');
    expect(node16.output).toContain("'./components/Counter.vue'");
  });
});
