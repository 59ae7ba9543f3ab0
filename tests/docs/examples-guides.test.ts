/**
 * Guide examples run as a reader runs them: third-party dependencies and
 * output formats. Each test builds the page's example in a sample library
 * and checks what the sentences around it promise. The builds run one
 * after another.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { PageCode } from './helpers/page-code';
import { runNode } from './helpers/run-node';

const REPO_MODULES = path.resolve(import.meta.dirname, '../../node_modules');

afterAll(removeFixtures);

describe('third-party-deps: an externals function in tools.rspack', () => {
  const ROUTE = '/guide/advanced/third-party-deps';
  const UNHANDLED =
    'Reading from "node:fs" is not handled by plugins (Unhandled scheme)';

  /** The page's function: every `@acme/` request stays external. */
  const FUNCTION = [
    'const acmeExternal = ({ request }, callback) => {',
    "  if (request?.startsWith('@acme/')) {",
    '    return callback(undefined, request);',
    '  }',
    '  callback();',
    '};',
  ].join('\n');

  /** A library with a declared dependency, an `@acme/` package and `node:fs`. */
  function build(libItem: string, withBuiltin = true) {
    return buildFixture({
      packageJson: { type: 'module', dependencies: { 'dep-a': '1.0.0' } },
      files: {
        'src/index.js': [
          "import { marker as core } from '@acme/core';",
          "import { marker as dep } from 'dep-a';",
          ...(withBuiltin ? ["import fs from 'node:fs';"] : []),
          `export const all = [core, dep${withBuiltin ? ', fs' : ''}];`,
          '',
        ].join('\n'),
      },
      fakeDeps: { '@acme/core': {}, 'dep-a': {} },
      configSource: [
        FUNCTION,
        'export default {',
        `  lib: [${libItem}],`,
        '  performance: { buildCache: false },',
        '};',
        '',
      ].join('\n'),
    });
  }

  it('keeps the automatic rules only for an array; a single function or an assignment replaces them', async () => {
    expectPageSays(
      ROUTE,
      'The same function can also be placed in `tools.rspack.externals` (see [tools.rspack](/config/rsbuild/tools)), but only inside an array, as above: Rsbuild appends an array to the rules Rslib has set, so the automatic rules still apply.',
    );
    expectPageSays(
      ROUTE,
      'A single function there, or a `tools.rspack` function that assigns `config.externals`, replaces those rules: declared dependencies are bundled, and even Node.js built-ins such as `node:fs` are no longer external, so the build stops with `Reading from "node:fs" is not handled by plugins (Unhandled scheme)`. In `output.externals`, a single function and an array both keep the automatic rules.',
    );

    // An array in tools.rspack, and either form in output.externals.
    const kept = await build(
      [
        "{ format: 'esm', output: { distPath: './dist/rspack-array' }, tools: { rspack: { externals: [acmeExternal] } } }",
        "{ format: 'esm', output: { distPath: './dist/output-array', externals: [acmeExternal] } }",
        "{ format: 'esm', output: { distPath: './dist/output-function', externals: acmeExternal } }",
      ].join(', '),
    );
    expect(kept.code, kept.output).toBe(0);
    for (const dir of ['rspack-array', 'output-array', 'output-function']) {
      const js = readOutput(kept.root, `dist/${dir}/index.js`);
      expect(js).toContain('from "@acme/core"');
      expect(js).toContain('from "dep-a"');
      expect(js).toContain('from "node:fs"');
      expect(js).not.toContain('inside-dep-a');
    }

    // A single function in tools.rspack: the declared dependency is bundled.
    const single =
      "{ format: 'esm', tools: { rspack: { externals: acmeExternal } } }";
    const bundled = await build(single, false);
    expect(bundled.code, bundled.output).toBe(0);
    const js = readOutput(bundled.root, 'dist/index.js');
    expect(js).toContain('from "@acme/core"');
    expect(js).toContain('inside-dep-a');
    expect(js).not.toContain('from "dep-a"');

    // ...and a Node.js built-in stops the build, as with an assignment.
    const failed = await build(single);
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain(UNHANDLED);
    const assigned = await build(
      "{ format: 'esm', tools: { rspack: (config) => { config.externals = [acmeExternal]; } } }",
    );
    expect(assigned.code).not.toBe(0);
    expect(assigned.output).toContain(UNHANDLED);
  });
});

describe('output-format: a pure-ESM package', () => {
  const ROUTE = '/guide/basic/output-format';
  const PUBLINT = path.join(REPO_MODULES, 'publint/src/cli.js');

  it('builds without a config, but only dts: true writes the declarations its types condition points to', async () => {
    expectPageSays(
      ROUTE,
      'A pure-ESM package needs almost no config: an empty config, or none, builds `src/index.*` to ESM. Declarations are not part of that default, though. To write the `dist/index.d.ts` that `types` points to below, enable [lib.dts](/config/lib/dts) with `lib: [{ format: \'esm\', dts: true }]`; without it, publint reports `pkg.exports["."].types is ./dist/index.d.ts but the file does not exist`.',
    );
    const page = new PageCode(ROUTE, '### Prefer pure ESM');
    // The page's manifest, with the name and version npm needs to pack it.
    const packageJson = {
      ...JSON.parse(page.file('package.json')),
      name: 'pure-esm-lib',
      version: '1.0.0',
    };
    const files = {
      'tsconfig.json': TSCONFIG,
      'src/index.ts':
        "export function greet(name: string): string {\n  return 'Hello, ' + name;\n}\n",
    };

    // No config file at all.
    const bare = await buildFixture({ packageJson, files });
    expect(bare.code, bare.output).toBe(0);
    expect(listFiles(bare.root)).toEqual(['index.js']);
    const bareLint = await runNode([PUBLINT], bare.root);
    expect(`${bareLint.stdout}${bareLint.stderr}`).toContain(
      'pkg.exports["."].types is ./dist/index.d.ts but the file does not exist',
    );

    // The config the page names.
    const withDts = await buildFixture({
      packageJson,
      files,
      config: { lib: [{ format: 'esm', dts: true }] },
      linkedDeps: ['typescript'],
    });
    expect(withDts.code, withDts.output).toBe(0);
    expect(listFiles(withDts.root)).toEqual(['index.d.ts', 'index.js']);
    const lint = await runNode([PUBLINT], withDts.root);
    expect(lint.code, `${lint.stdout}${lint.stderr}`).toBe(0);
    expect(lint.stdout).toContain('All good!');
  });
});
