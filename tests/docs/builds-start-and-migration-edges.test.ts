/**
 * Edge cases of the start, upgrade and Rsbuild overview pages: what the
 * `logLevel` option cannot silence, and what `inspectConfig()` does in
 * development mode when no lib uses the `mf` format. Each case runs a real
 * build or a real call of the JavaScript API, one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { createFixture, removeFixtures } from './helpers/fixture';
import { expectPageSays } from './helpers/page-claim';
import { runRslib } from './helpers/rslib-cli';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

const GREETING = /^Rslib v\d+\.\d+\.\d+/m;

describe('logLevel and the CLI greeting', () => {
  const ROUTE = '/config/rsbuild/';

  it("prints the greeting even with logLevel: 'silent'; only --log-level hides it", async () => {
    expectPageSays(
      ROUTE,
      "The CLI flag `--log-level` does the same for a single run and also hides the greeting line `Rslib v1.0.1`. That line is printed before the config file is read, so `logLevel` in the config cannot remove it, not even with `'silent'`.",
    );
    const files = { 'src/index.ts': 'export const answer = 42;\n' };

    const silentConfig = await buildFixture({
      files,
      config: { logLevel: 'silent', lib: [{ format: 'esm' }] },
    });
    expect(silentConfig.code, silentConfig.output).toBe(0);
    expect(silentConfig.output).toMatch(GREETING);
    // Everything after the greeting is silenced.
    expect(silentConfig.output).not.toContain('build started');
    expect(silentConfig.output).not.toContain('dist/index.mjs');

    const root = createFixture({ files, config: { lib: [{ format: 'esm' }] } });
    const silentFlag = await runRslib(root, ['build', '--log-level', 'silent']);
    expect(silentFlag.code, silentFlag.output).toBe(0);
    expect(silentFlag.output.trim()).toBe('');

    const warnFlag = await runRslib(root, ['build', '--log-level', 'warn']);
    expect(warnFlag.code, warnFlag.output).toBe(0);
    expect(warnFlag.output).not.toMatch(GREETING);
  });
});

describe('inspectConfig() in development mode', () => {
  const ROUTE = '/guide/basic/upgrade-rslib';

  it('throws for a config without an mf lib, and returns in production mode', async () => {
    expectPageSays(
      ROUTE,
      'and in development mode it only returns configs of `mf` libs; for a config without an `mf` lib it throws `No mf format found in your config`.',
    );
    const root = createFixture({
      files: {
        'src/index.ts': 'export const answer = 42;\n',
        'inspect.mjs': [
          "import { createRslib } from '@rslib/core';",
          'const rslib = await createRslib({',
          "  config: { lib: [{ format: 'esm' }, { format: 'cjs' }], performance: { buildCache: false } },",
          '});',
          'const production = await rslib.inspectConfig({ mode: "production" });',
          "console.log('production: ' + Object.keys(production.origin.environmentConfigs).join(','));",
          'try {',
          '  await rslib.inspectConfig({ mode: "development" });',
          "  console.log('development: returned');",
          '} catch (error) {',
          "  console.log('development threw: ' + error.message);",
          '}',
          '',
        ].join('\n'),
      },
      linkedDeps: ['@rslib/core'],
    });
    const run = await runNode(['inspect.mjs'], root);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('production: esm,cjs');
    expect(run.stdout).toContain(
      'development threw: No mf format found in your config',
    );
    expect(run.stdout).not.toContain('development: returned');
  });
});
