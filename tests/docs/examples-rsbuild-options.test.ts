/**
 * Rsbuild option pages, run as a reader runs them: the page's example config
 * is built as written, and what the sentences next to it promise about the
 * files, the consumer and Node.js is checked against that build. The builds
 * run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { PageCode } from './helpers/page-code';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

/** `code` with `part` replaced; throws when the page no longer has it. */
function replaced(code: string, part: string, by: string): string {
  if (!code.includes(part)) throw new Error(`the example has no ${part}`);
  return code.replace(part, by);
}

describe('output.externals example', () => {
  const ROUTE = '/config/rsbuild/output';
  const example = () =>
    new PageCode(ROUTE, '## output.externals').file('rslib.config.ts');
  const SOURCE = {
    'src/index.ts': [
      "import { useState } from 'react';",
      'export const hook = useState;',
      '',
    ].join('\n'),
  };
  const OWN_DIST = "        distPath: './dist/umd',\n";

  it('the UMD item needs its own distPath in a "type": "module" package', async () => {
    expectPageSays(
      ROUTE,
      'The UMD item gets its own `distPath`: in a package with `"type": "module"`, both items would write `dist/index.js`, and only one of the two files would be left.',
    );
    const asShown = await buildFixture({
      packageJson: { type: 'module' },
      files: { ...SOURCE, 'rslib.config.ts': example() },
      linkedDeps: ['@rslib/core'],
    });
    expect(asShown.code, asShown.output).toBe(0);
    expect(listFiles(asShown.root)).toEqual(['index.js', 'umd/index.js']);
    expect(readOutput(asShown.root, 'dist/index.js')).toContain('from "react"');
    expect(readOutput(asShown.root, 'dist/umd/index.js')).toContain(
      'root["React"]',
    );

    const shared = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        ...SOURCE,
        'rslib.config.ts': replaced(example(), OWN_DIST, ''),
      },
      linkedDeps: ['@rslib/core'],
    });
    expect(shared.code, shared.output).toBe(0);
    expect(listFiles(shared.root)).toEqual(['index.js']);
  });

  it('a plain string makes the UMD file require("React"); per-type names fix require()', async () => {
    expectPageSays(
      ROUTE,
      "A plain string is used in every branch of the UMD wrapper, so its CommonJS branch calls `require(\"React\")`, and Node.js fails with `Cannot find module 'React'` when the file is required. If the UMD file is also loaded with `require()`, give one name per module type: `{ react: { root: 'React', commonjs: 'react', commonjs2: 'react', amd: 'react' } }`.",
    );
    const requireIt = [
      '-e',
      "console.log(typeof require('./dist/umd/index.js').hook)",
    ];
    const asShown = await buildFixture({
      files: { ...SOURCE, 'rslib.config.ts': example() },
      linkedDeps: ['@rslib/core', 'react'],
    });
    expect(asShown.code, asShown.output).toBe(0);
    expect(readOutput(asShown.root, 'dist/umd/index.js')).toContain(
      'require("React")',
    );
    const failed = await runNode(requireIt, asShown.root);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain("Cannot find module 'React'");

    const perType = await buildFixture({
      files: {
        ...SOURCE,
        'rslib.config.ts': replaced(
          example(),
          "externals: { react: 'React' }",
          "externals: { react: { root: 'React', commonjs: 'react', commonjs2: 'react', amd: 'react' } }",
        ),
      },
      linkedDeps: ['@rslib/core', 'react'],
    });
    expect(perType.code, perType.output).toBe(0);
    const umd = readOutput(perType.root, 'dist/umd/index.js');
    expect(umd).toContain('require("react")');
    expect(umd).toContain('root["React"]');
    const loaded = await runNode(requireIt, perType.root);
    expect(loaded.stderr).toBe('');
    expect(loaded.stdout.trim()).toBe('function');
  });
});

describe('source.transformImport example', () => {
  const ROUTE = '/config/rsbuild/source';
  const example = () =>
    new PageCode(ROUTE, '## source.transformImport').file('rslib.config.ts');
  const build = (config: string) =>
    buildFixture({
      packageJson: { type: 'module', dependencies: { lodash: '^4.17.21' } },
      files: {
        'src/index.ts': [
          '// @ts-nocheck',
          "import { chunk } from 'lodash';",
          'console.log(JSON.stringify(chunk([1, 2, 3], 2)));',
          '',
        ].join('\n'),
        'rslib.config.ts': config,
      },
      linkedDeps: ['@rslib/core', 'lodash'],
    });

  it('Node.js cannot run the extensionless deep import; the .js pattern runs', async () => {
    expectPageSays(
      ROUTE,
      'A bundler resolves that path, but Node.js adds no file extension to an ESM import, so running the output in Node.js fails with `ERR_MODULE_NOT_FOUND` and `Did you mean to import "lodash/chunk.js"?`. If the output must also run in Node.js without a bundler, write the extension into the pattern: `customName: \'lodash/{{ member }}.js\'`.',
    );
    const asShown = await build(example());
    expect(asShown.code, asShown.output).toBe(0);
    expect(readOutput(asShown.root, 'dist/index.js')).toContain(
      'import chunk from "lodash/chunk"',
    );
    const failed = await runNode(['dist/index.js'], asShown.root);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('ERR_MODULE_NOT_FOUND');
    expect(failed.stderr).toContain(
      'Did you mean to import "lodash/chunk.js"?',
    );

    const withExtension = await build(
      replaced(
        example(),
        "customName: 'lodash/{{ member }}'",
        "customName: 'lodash/{{ member }}.js'",
      ),
    );
    expect(withExtension.code, withExtension.output).toBe(0);
    expect(readOutput(withExtension.root, 'dist/index.js')).toContain(
      'import chunk from "lodash/chunk.js"',
    );
    const ran = await runNode(['dist/index.js'], withExtension.root);
    expect(ran.stderr).toBe('');
    expect(ran.stdout.trim()).toBe('[[1,2],[3]]');
  });
});
