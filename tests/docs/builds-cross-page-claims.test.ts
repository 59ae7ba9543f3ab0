/**
 * Facts that several pages state: whether stylesheets are written, how
 * `mf` output replaces `process.env.NODE_ENV`, and whether a
 * `resolve.alias` survives tsconfig `paths`. Each test builds the case in
 * which one page used to disagree with the others. The builds run one
 * after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

/** An entry that imports a global stylesheet and a CSS Module. */
const STYLED_SOURCES: Record<string, string> = {
  'src/style.css': '.title { color: red; }\n',
  'src/card.module.css': '.card { color: blue; }\n',
  'src/index.ts': [
    '// @ts-nocheck',
    "import './style.css';",
    "import styles from './card.module.css';",
    'export const card = styles.card;',
    '',
  ].join('\n'),
};

const cssFiles = (root: string, dir: string) =>
  listFiles(root, dir).filter((file) => file.endsWith('.css'));

describe('stylesheets follow output.emitCss, not the target alone', () => {
  it('bundleless output with the node target writes and imports style files when emitCss is on', async () => {
    expectPageSays(
      '/config/lib/redirect',
      'Style files are only emitted when [output.emitCss](/config/rsbuild/output#outputemitcss) is on: by default for the `web` target, and with `output.emitCss: true` for the `node` target.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: STYLED_SOURCES,
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            output: { emitCss: true, distPath: './dist/emit' },
          },
          {
            format: 'esm',
            bundle: false,
            output: { distPath: './dist/default' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(cssFiles(root, 'dist/emit')).toEqual([
      'card_module.css',
      'style.css',
    ]);
    expect(listFiles(root, 'dist/emit')).toContain('card.module.js');
    const index = readOutput(root, 'dist/emit/index.js');
    expect(index).toContain('import "./style.css"');
    expect(index).toContain('from "./card.module.js"');
    expect(cssFiles(root, 'dist/default')).toEqual([]);
  });

  it('a bundle with the node target gets index.css once emitCss is on', async () => {
    expectPageSays(
      '/guide/advanced/static-assets',
      "CSS is emitted when `output.target` is `'web'`; with the default `'node'` target no CSS file is produced unless [output.emitCss](/config/rsbuild/output#outputemitcss) is `true`.",
    );
    expectPageSays(
      '/guide/solution/react',
      "with `'node'` no CSS file is written (unless you set [output.emitCss](/config/rsbuild/output#outputemitcss) to `true`)",
    );
    expectPageSays(
      '/guide/basic/output-structure',
      'CSS is written to `index.css` when CSS is emitted (by default only for the `web` target; `output.emitCss: true` adds it for `node`)',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: STYLED_SOURCES,
      config: {
        lib: [
          { format: 'esm', output: { emitCss: true, distPath: './dist/emit' } },
          { format: 'esm', output: { distPath: './dist/default' } },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root, 'dist/emit')).toEqual(['index.css', 'index.js']);
    expect(readOutput(root, 'dist/emit/index.css')).toContain('color: red');
    expect(listFiles(root, 'dist/default')).toEqual(['index.js']);
  });

  it('bundleless CSS files are kept for the node target too when emitCss is on', async () => {
    expectPageSays(
      '/guide/basic/output-structure',
      '**CSS** files stay separate and are still imported, again only when CSS is emitted: by default with target `web`, and with [output.emitCss](/config/rsbuild/output#outputemitcss) set to `true` for the `node` target.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: STYLED_SOURCES,
      config: {
        output: { target: 'node', emitCss: true },
        lib: [{ format: 'esm', bundle: false }],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual(
      expect.arrayContaining(['index.js', 'style.css']),
    );
    expect(readOutput(root, 'dist/index.js')).toContain('import "./style.css"');
  });
});

describe('CLI: NODE_ENV in mf output', () => {
  it('mf, like umd, writes the NODE_ENV of the build process, not a value tied to the command', async () => {
    expectPageSays(
      '/guide/advanced/module-federation',
      "| `process.env.NODE_ENV` | The value of `NODE_ENV` when you set one; otherwise `'production'` for `rslib build` and `'development'` for `rslib mf-dev`. |",
    );
    expectPageSays(
      '/guide/basic/cli',
      '| `mf` | Like `umd`: `NODE_ENV` is replaced with the current value, which is `development` under `mf-dev` unless you set it |',
    );
    const { root, code, output } = await buildFixture(
      {
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            '// @ts-nocheck',
            'export const nodeEnv = process.env.NODE_ENV;',
            'console.log(nodeEnv);',
            '',
          ].join('\n'),
        },
        linkedDeps: ['@module-federation/rsbuild-plugin'],
        configSource: `import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default {
  performance: { buildCache: false },
  lib: [
    {
      format: 'mf',
      output: { distPath: './dist/mf' },
      plugins: [
        pluginModuleFederation(
          { name: 'sample', exposes: { './index': './src/index.ts' } },
          {},
        ),
      ],
    },
    { format: 'umd', output: { distPath: './dist/umd' } },
  ],
};
`,
      },
      ['build'],
      { NODE_ENV: 'development' },
    );
    expect(code, output).toBe(0);
    const mfChunks = listFiles(root, 'dist/mf')
      .filter((file) => file.endsWith('.js'))
      .map((file) => readOutput(root, `dist/mf/${file}`))
      .filter((js) => js.includes('console.log(nodeEnv)'));
    expect(mfChunks.length).toBeGreaterThan(0);
    for (const js of mfChunks) {
      expect(js).toMatch(/nodeEnv\s*=\s*"development"/);
      expect(js).not.toContain('process.env.NODE_ENV');
    }
    expect(readOutput(root, 'dist/umd/index.js')).toMatch(
      /nodeEnv\s*=\s*"development"/,
    );
  });
});

describe('CLI: swapping a module through resolve.alias', () => {
  it('tsconfig paths that match the same specifier win over the alias', async () => {
    expectPageSays(
      '/guide/basic/cli',
      'Many projects map `"@/*": ["./src/*"]` there, and with the default [resolve.aliasStrategy](/config/rsbuild/resolve#resolvealiasstrategy) those `paths` win over `resolve.alias`: `@/flags` then resolves to `src/flags.ts` in watch mode too, without a warning.',
    );
    const files = {
      'src/flags.ts': "export const flag = 'regular';\n",
      'src/flags.dev.ts': "export const flag = 'watch';\n",
      'src/index.ts': "// @ts-nocheck\nexport { flag } from '@/flags';\n",
    };
    // The branch of the page's config that runs under --watch.
    const configSource = `import path from 'node:path';

export default {
  performance: { buildCache: false },
  resolve: {
    alias: { '@/flags': path.resolve('./src/flags.dev.ts') },
  },
  lib: [{ format: 'esm' }],
};
`;
    const withoutPaths = await buildFixture({
      packageJson: { type: 'module' },
      files,
      configSource,
    });
    expect(withoutPaths.code, withoutPaths.output).toBe(0);
    const aliased = readOutput(withoutPaths.root, 'dist/index.js');
    expect(aliased).toMatch(/flag = ["']watch["']/);
    expect(aliased).not.toMatch(/["']regular["']/);

    const withPaths = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        ...files,
        'tsconfig.json': JSON.stringify({
          compilerOptions: {
            moduleResolution: 'bundler',
            paths: { '@/*': ['./src/*'] },
          },
          include: ['src'],
        }),
      },
      configSource,
    });
    expect(withPaths.code, withPaths.output).toBe(0);
    expect(withPaths.output).not.toMatch(/warn/i);
    const fromPaths = readOutput(withPaths.root, 'dist/index.js');
    expect(fromPaths).toMatch(/flag = ["']regular["']/);
    expect(fromPaths).not.toMatch(/["']watch["']/);
  });
});
