/**
 * Facts that several pages state about the same behaviour: where `PUBLIC_`
 * values come from, and which arrays a lib item joins with the top level
 * and which it replaces. Each claim is backed by a real build; the builds
 * run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('source.define and PUBLIC_ variables', () => {
  const ROUTE = '/config/rsbuild/source';

  it('replaces PUBLIC_ variables set in the shell, and a defined key wins over them', async () => {
    expectPageSays(
      ROUTE,
      '- **Default:** `{}`, plus `PUBLIC_` variables from `.env` files and the shell',
    );
    expectPageSays(
      ROUTE,
      'A key you define yourself always takes precedence over that behaviour, and over `PUBLIC_` values from `.env` files or the shell.',
    );
    const { root, code, output } = await buildFixture(
      {
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            '// @ts-nocheck',
            'export const fromShell = process.env.PUBLIC_FROM_SHELL;',
            'export const metaFromShell = import.meta.env.PUBLIC_FROM_SHELL;',
            'export const overridden = process.env.PUBLIC_OVERRIDDEN;',
            'export const secret = process.env.SHELL_SECRET;',
            '',
          ].join('\n'),
        },
        config: {
          source: {
            define: {
              'process.env.PUBLIC_OVERRIDDEN': JSON.stringify('from-define'),
            },
          },
          lib: [{ format: 'esm' }],
        },
      },
      [],
      {
        PUBLIC_FROM_SHELL: 'shell-value',
        PUBLIC_OVERRIDDEN: 'shell-loses',
        SHELL_SECRET: 'not-written',
      },
    );
    expect(code, output).toBe(0);
    const js = readOutput(root, 'dist/index.js');
    expect(js).toContain('const fromShell = "shell-value"');
    expect(js).toContain('const metaFromShell = "shell-value"');
    expect(js).toContain('const overridden = "from-define"');
    expect(js).not.toContain('shell-loses');
    expect(js).toContain('process.env.SHELL_SECRET');
    expect(js).not.toContain('not-written');
  });
});

describe('merging arrays of the top level and a lib item', () => {
  const ROUTE = '/guide/basic/configure-rslib';

  it('joins output.externals but lets the item replace output.overrideBrowserslist', async () => {
    expectPageSays(
      ROUTE,
      'Five lists are the exception: set on the item, `resolve.extensions`, `resolve.conditionNames`, `resolve.mainFields`, `output.overrideBrowserslist` and `performance.removeConsole` replace the top-level list.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.js': [
          "import lodash from 'lodash';",
          "import react from 'react';",
          'export const both = [lodash, react];',
          "export const pick = (value) => value?.name ?? 'none';",
          '',
        ].join('\n'),
      },
      config: {
        output: {
          externals: ['lodash'],
          overrideBrowserslist: ['chrome >= 60'],
        },
        lib: [
          {
            format: 'esm',
            output: {
              externals: ['react'],
              overrideBrowserslist: ['chrome >= 100'],
            },
          },
        ],
      },
    });
    // Neither package is installed: both externals must have been kept.
    expect(code, output).toBe(0);
    const js = readOutput(root, 'dist/index.js');
    expect(js).toContain('from "lodash"');
    expect(js).toContain('from "react"');
    // Joined with Chrome 60, `?.` and `??` would be lowered.
    expect(js).toContain('value?.name');
    expect(js).toContain("?? 'none'");
  });
});
