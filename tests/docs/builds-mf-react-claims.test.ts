/**
 * Module Federation and React guides: which lib item the Module Federation
 * plugin turns into a remote, what a remote import does to the other
 * formats, how `rslib build` and `rslib mf-dev` name and minify mf output,
 * and what JSX and CSS become without the React plugin or a target. Each
 * claim is backed by a real build; the builds run one after another.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { createFixture, removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { startServer } from './helpers/tutorial-project';

afterAll(removeFixtures);

const MF_ROUTE = '/guide/advanced/module-federation';
const REACT_ROUTE = '/guide/solution/react';
const RSLIB_BIN = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rslib/core/bin/rslib.js',
);

const IMPORT_MF_PLUGIN =
  "import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';";

/**
 * A `"type": "module"` package whose config (`configSource`) may import the
 * Module Federation plugin: the plugin is linked into the fixture.
 */
const mfProject = (files: Record<string, string>, configSource: string) => ({
  packageJson: { type: 'module' },
  files,
  linkedDeps: ['@module-federation'],
  configSource,
});

/** An mf lib item written as config source, its plugin options included. */
function mfItem(
  distPath: string,
  name: string,
  { id, environment }: { id?: string; environment?: string } = {},
): string {
  const pluginOptions = environment
    ? `{ environment: '${environment}' }`
    : '{}';
  return [
    '{',
    "  format: 'mf',",
    id ? `  id: '${id}',` : '',
    `  output: { distPath: './dist/${distPath}' },`,
    `  plugins: [pluginModuleFederation({ name: '${name}', exposes: { './greet': './src/index.ts' } }, ${pluginOptions})],`,
    '}',
  ]
    .filter(Boolean)
    .join('\n');
}

const GREET = {
  'src/index.ts': "export const greet = (name: string) => 'hello ' + name;\n",
};

describe('Module Federation: which lib item becomes a remote', () => {
  it('only the item with id mf, unless the plugin names the id as environment', async () => {
    expectPageSays(
      MF_ROUTE,
      "Wherever it is registered, the plugin only turns the lib item whose id is `mf` into a remote; that is the id Rslib gives a single mf item without an `id` of its own. If the mf item sets an `id`, or the config has several mf items (their default ids are `mf0`, `mf1`, …), pass that id as the `environment` option in the second argument, for example `pluginModuleFederation({ … }, { environment: 'remote' })`. Otherwise the build still succeeds and prints no warning, but writes neither a remote entry nor `mf-manifest.json`.",
    );
    expectPageSays(
      MF_ROUTE,
      'When several mf libs exist, each with its own `id` passed to its plugin as `environment`, `--lib <id>` selects which ones to serve.',
    );
    const { root, code, output } = await buildFixture(
      mfProject(
        GREET,
        `${IMPORT_MF_PLUGIN}

export default {
  performance: { buildCache: false },
  lib: [
${mfItem('remote', 'own_id', { id: 'remote' })},
${mfItem('named', 'own_id_env', { id: 'named', environment: 'named' })},
${mfItem('first', 'default_id')},
${mfItem('second', 'default_id_env', { environment: 'mf1' })},
  ],
};
`,
      ),
    );
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/warn/i);
    // The two items without an id are named mf0 and mf1, not mf.
    expect(output).toContain('(mf0)');
    expect(output).toContain('(mf1)');
    const files = listFiles(root);
    const remoteOf = (dir: string, name: string) =>
      files.filter(
        (file) =>
          file === `${dir}/mf-manifest.json` ||
          new RegExp(`^${dir}/${name}\\.[0-9a-f]+\\.js$`).test(file),
      );
    // Without the environment option: a plain bundle, no remote.
    expect(remoteOf('remote', 'own_id'), files.join(', ')).toEqual([]);
    expect(remoteOf('first', 'default_id'), files.join(', ')).toEqual([]);
    expect(files.filter((file) => file.startsWith('remote/'))).toHaveLength(1);
    // With it: the remote entry and the manifest.
    expect(remoteOf('named', 'own_id_env'), files.join(', ')).toHaveLength(2);
    expect(remoteOf('second', 'default_id_env'), files.join(', ')).toHaveLength(
      2,
    );
  });
});

describe('Module Federation: remotes and the other formats', () => {
  it('a remote import fails the esm build; declaring remotes alone does not', async () => {
    expectPageSays(
      MF_ROUTE,
      "The mf item shares its source code with the other formats, and those builds cannot resolve an import of a remote module: with `import('pricing/Price')` in the source, the `esm` build fails with `Module not found`.",
    );
    const configSource = `${IMPORT_MF_PLUGIN}

export default {
  performance: { buildCache: false },
  lib: [
    { format: 'esm', output: { distPath: './dist/esm' } },
    {
      format: 'mf',
      output: { distPath: './dist/mf' },
      plugins: [
        pluginModuleFederation(
          {
            name: 'acme_widgets',
            exposes: { './greet': './src/index.ts' },
            remotes: { pricing: 'pricing@https://pricing.example.com/mf-manifest.json' },
          },
          {},
        ),
      ],
    },
  ],
};
`;
    const declared = await buildFixture(mfProject(GREET, configSource));
    expect(declared.code, declared.output).toBe(0);
    expect(listFiles(declared.root)).toContain('esm/index.js');

    const imported = await buildFixture(
      mfProject(
        {
          'src/index.ts': [
            '// @ts-nocheck',
            "export const loadPrice = () => import('pricing/Price');",
            '',
          ].join('\n'),
        },
        configSource,
      ),
    );
    expect(imported.code).not.toBe(0);
    expect(imported.output).toMatch(/build failed in [\d.]+m?s \(esm\)/);
    expect(imported.output).toContain(
      "Module not found: Can't resolve 'pricing/Price'",
    );
  });
});

const STYLED = {
  'src/index.ts': [
    "import './style.css';",
    'export function greet(name: string) {',
    "  return 'hello ' + name;",
    '}',
    '',
  ].join('\n'),
  'src/style.css': '.acme-button {\n  padding: 0.5rem 1rem;\n}\n',
};

const STYLED_MF_CONFIG = `${IMPORT_MF_PLUGIN}

export default {
  performance: { buildCache: false },
  server: { port: 3917 },
  lib: [
    {
      format: 'mf',
      output: { distPath: './dist/mf' },
      plugins: [pluginModuleFederation({ name: 'acme_widgets', exposes: { './greet': './src/index.ts' } }, {})],
    },
  ],
};
`;

describe('Module Federation: mf output of rslib build and rslib mf-dev', () => {
  it('rslib build hashes the names and minifies JavaScript but not CSS', async () => {
    expectPageSays(
      MF_ROUTE,
      '| Minification | JavaScript only, without mangling names; CSS is not minified. Output of `rslib mf-dev` is not minified at all. |',
    );
    expectPageSays(
      MF_ROUTE,
      'With `rslib build`, the output file names of the mf lib contain content hashes',
    );
    const { root, code, output } = await buildFixture(
      mfProject(STYLED, STYLED_MF_CONFIG),
    );
    expect(code, output).toBe(0);
    const files = listFiles(root, 'dist/mf');
    const entry = files.find((file) =>
      /^acme_widgets\.[0-9a-f]+\.js$/.test(file),
    );
    const exposed = files.find((file) =>
      /^__federation_expose_greet\.[0-9a-f]+\.js$/.test(file),
    );
    expect(entry && exposed, files.join(', ')).toBeTruthy();
    const js = readOutput(root, `dist/mf/${exposed}`);
    expect(js.trim().split('\n')).toHaveLength(1);
    expect(js).toContain('function greet(name){');
    const css = files.filter((file) => file.endsWith('.css'));
    expect(css.length, files.join(', ')).toBeGreaterThan(0);
    for (const file of css) {
      // Still one declaration per line, as written.
      expect(readOutput(root, `dist/mf/${file}`)).toContain(
        '.acme-button {\n  padding: .5rem 1rem;\n}',
      );
    }
  });

  it('rslib mf-dev writes names without hashes and leaves JavaScript unminified', async () => {
    expectPageSays(
      MF_ROUTE,
      '`rslib mf-dev` writes them without hashes, for example `acme_widgets.js`.',
    );
    const root = createFixture(mfProject(STYLED, STYLED_MF_CONFIG));
    const server = await startServer(
      root,
      `node "${RSLIB_BIN}" mf-dev`,
      /built in/,
    );
    try {
      const entry = path.join(root, 'dist/mf/acme_widgets.js');
      for (let wait = 0; wait < 50 && !existsSync(entry); wait++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const files = listFiles(root, 'dist/mf');
      expect(files, server.output()).toContain('acme_widgets.js');
      expect(files).toContain('__federation_expose_greet.js');
      expect(files.some((file) => /\.[0-9a-f]{8,}\.js$/.test(file))).toBe(
        false,
      );
      const exposed = readOutput(root, 'dist/mf/__federation_expose_greet.js');
      expect(exposed.split('\n').length).toBeGreaterThan(10);
      expect(exposed).toContain('function greet(name) {');
    } finally {
      server.stop();
    }
  });
});

describe('React: what Rslib does without the plugin or a target', () => {
  it('without the React plugin, JSX becomes React.createElement with no React import', async () => {
    expectPageSays(
      REACT_ROUTE,
      "Without the React plugin for Rsbuild, Rslib still compiles JSX, but to `React.createElement()` calls that expect a `React` variable your modules usually do not import; the plugin switches to React's JSX runtime",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module', peerDependencies: { react: '>=18' } },
      files: {
        'src/index.tsx':
          'export const Badge = ({ label }: { label: string }) => <span>{label}</span>;\n',
      },
      config: {
        source: { entry: { index: './src/index.tsx' } },
        lib: [{ format: 'esm' }],
        output: { target: 'web' },
      },
    });
    expect(code, output).toBe(0);
    const esm = readOutput(root, 'dist/index.js');
    expect(esm).toContain('React.createElement("span", null, label)');
    expect(esm).not.toContain('import');
  });

  it('an mf item without a target writes CSS; an esm item without one does not', async () => {
    expectPageSays(
      '/guide/faq/features',
      "Rslib defaults to `'node'` for every format except `mf`",
    );
    expectPageSays(
      '/guide/solution/vue',
      "because for `esm` output Rslib defaults to `'node'`",
    );
    expectPageSays(
      REACT_ROUTE,
      "`output.target` defaults to `'node'` in Rslib; only lib items with `format: 'mf'` default to `'web'`.",
    );
    const { root, code, output } = await buildFixture(
      mfProject(
        STYLED,
        `${IMPORT_MF_PLUGIN}

export default {
  performance: { buildCache: false },
  lib: [
    { format: 'esm', output: { distPath: './dist/esm' } },
    {
      format: 'mf',
      output: { distPath: './dist/mf' },
      plugins: [pluginModuleFederation({ name: 'acme_widgets', exposes: { './greet': './src/index.ts' } }, {})],
    },
  ],
};
`,
      ),
    );
    expect(code, output).toBe(0);
    const files = listFiles(root);
    expect(files.filter((file) => file.startsWith('esm/'))).toEqual([
      'esm/index.js',
    ]);
    expect(
      files.some((file) => file.startsWith('mf/') && file.endsWith('.css')),
      files.join(', '),
    ).toBe(true);
  });
});
