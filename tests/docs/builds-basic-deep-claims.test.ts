/**
 * CLI, output format and FAQ pages: behaviour that only shows under a
 * second condition — `--no-env` with shell variables, `inspect --mode`
 * with mode-specific `.env` files, and the default minifier of `mf` items.
 * Each claim is backed by a real build; the builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

const CLI = '/guide/basic/cli';
const FEATURES = '/guide/faq/features';

const MF_CONFIG = `import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default {
  performance: { buildCache: false },
  lib: [
    { format: 'esm', output: { distPath: './dist/esm' } },
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
  ],
};
`;

describe('CLI: PUBLIC_ variables and --no-env', () => {
  it('--no-env also leaves a PUBLIC_ variable from the shell out of the output', async () => {
    expectPageSays(
      CLI,
      '| `--no-env` | Do not load any `.env` file. No `PUBLIC_` variable is written into the output then, not even one set in the shell. |',
    );
    expectPageSays(
      CLI,
      '`--no-env` turns this replacement off as well: with the flag, not even a `PUBLIC_` variable set in the shell is written into the output.',
    );
    const spec = {
      files: {
        'src/index.ts': [
          '// @ts-nocheck',
          'export const host = process.env.PUBLIC_API_HOST;',
          'export const meta = import.meta.env.PUBLIC_API_HOST;',
          '',
        ].join('\n'),
      },
    };
    const shell = { PUBLIC_API_HOST: 'https://shell.example.com' };

    const withEnv = await buildFixture(spec, [], shell);
    expect(withEnv.code, withEnv.output).toBe(0);
    const replaced = readOutput(withEnv.root, 'dist/index.mjs');
    expect(replaced).toContain('host = "https://shell.example.com"');
    expect(replaced).toContain('meta = "https://shell.example.com"');

    const withoutEnv = await buildFixture(spec, ['--no-env'], shell);
    expect(withoutEnv.code, withoutEnv.output).toBe(0);
    const kept = readOutput(withoutEnv.root, 'dist/index.mjs');
    expect(kept).toContain('process.env.PUBLIC_API_HOST');
    expect(kept).toContain('import.meta.env.PUBLIC_API_HOST');
    expect(kept).not.toContain('shell.example.com');
  });
});

describe('CLI: inspect --mode and .env files', () => {
  it('inspect --mode development still loads .env.production unless NODE_ENV or --env-mode says development', async () => {
    expectPageSays(
      CLI,
      '`--mode` does not pick the `.env` files, though: they are loaded before the flag takes effect, so with `NODE_ENV` unset, `inspect --mode development` still reads `.env.production`, while `mf-dev` reads `.env.development`. To inspect the values `mf-dev` would get, run `NODE_ENV=development npx rslib inspect` or add `--env-mode development`.',
    );
    const spec = {
      files: {
        '.env.development': 'PUBLIC_STAGE=dev-file\n',
        '.env.production': 'PUBLIC_STAGE=prod-file\n',
        'src/index.ts': [
          '// @ts-nocheck',
          'export const stage = process.env.PUBLIC_STAGE;',
          '',
        ].join('\n'),
      },
      linkedDeps: ['@module-federation/rsbuild-plugin'],
      configSource: MF_CONFIG,
    };
    const inspected = (root: string) =>
      readOutput(root, 'dist/mf/.rsbuild/rsbuild.config.mjs');

    const byFlag = await buildFixture(spec, [
      'inspect',
      '--mode',
      'development',
    ]);
    expect(byFlag.code, byFlag.output).toBe(0);
    // Development mode keeps only the mf item, as mf-dev would …
    expect(byFlag.output).toContain('Rspack Config (mf)');
    expect(byFlag.output).not.toContain('Rspack Config (esm)');
    // … but the values come from .env.production.
    expect(inspected(byFlag.root)).toContain('"prod-file"');
    expect(inspected(byFlag.root)).not.toContain('"dev-file"');

    const byNodeEnv = await buildFixture(spec, ['inspect'], {
      NODE_ENV: 'development',
    });
    expect(byNodeEnv.code, byNodeEnv.output).toBe(0);
    expect(inspected(byNodeEnv.root)).toContain('"dev-file"');
    expect(inspected(byNodeEnv.root)).not.toContain('"prod-file"');

    const byEnvMode = await buildFixture(spec, [
      'inspect',
      '--mode',
      'development',
      '--env-mode',
      'development',
    ]);
    expect(byEnvMode.code, byEnvMode.output).toBe(0);
    expect(inspected(byEnvMode.root)).toContain('"dev-file"');
    expect(inspected(byEnvMode.root)).not.toContain('"prod-file"');
  });
});

describe('default minifier: mf output loses its formatting', () => {
  it('rslib build keeps the esm output readable but strips whitespace from mf output; names stay', async () => {
    expectPageSays(
      CLI,
      "Lib items with `format: 'mf'` are the exception: in `rslib build`, their default also strips whitespace, so each file ends up on a few long lines.",
    );
    expectPageSays(
      FEATURES,
      'It keeps names and formatting (except in `mf` output, where `rslib build` also strips whitespace), keeps annotations such as `/*#__PURE__*/`',
    );
    const { root, code, output } = await buildFixture({
      files: {
        'src/index.ts': [
          '/*! legal notice */',
          '/**',
          ' * JSDoc for greet.',
          ' */',
          'export function greet(longParameterName: string): string {',
          "  const message = 'Hello, ' + longParameterName;",
          '  return message;',
          '}',
          '',
        ].join('\n'),
      },
      linkedDeps: ['@module-federation/rsbuild-plugin'],
      configSource: MF_CONFIG,
    });
    expect(code, output).toBe(0);

    const esm = readOutput(root, 'dist/esm/index.mjs');
    expect(esm).toMatch(
      /\n {4}const message = 'Hello, ' \+ longParameterName;\n/,
    );
    expect(esm).toContain('/*! legal notice */');
    expect(esm).not.toContain('JSDoc for greet');

    const exposed = listFiles(root, 'dist/mf')
      .filter((file) => file.endsWith('.js'))
      .map((file) => readOutput(root, `dist/mf/${file}`))
      .filter((js) => js.includes('longParameterName'));
    expect(exposed).toHaveLength(1);
    const mf = exposed[0];
    // Names survive, comments follow the same rule …
    expect(mf).toContain('function greet(longParameterName)');
    expect(mf).toContain('/*! legal notice */');
    expect(mf).not.toContain('JSDoc for greet');
    // … but the code is compacted: no indentation, no spaces around operators.
    expect(mf).toContain('const message="Hello, "+longParameterName;');
    expect(mf).not.toMatch(/\n {4}const message/);
    expect(mf.split('\n').length).toBeLessThan(6);
  });
});
