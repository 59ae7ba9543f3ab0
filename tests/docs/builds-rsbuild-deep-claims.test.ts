/**
 * Statements of the Rsbuild option pages and the third-party dependencies
 * guide that only hold under a condition (a declared dependency, a package
 * manifest), each backed by a real build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import type { FixtureSpec } from './helpers/fixture';
import { removeFixtures } from './helpers/fixture';
import { readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

const THIRD_PARTY_DEPS = '/guide/advanced/third-party-deps';

/** A library importing `react` and `react/jsx-runtime`, with an exact-string external. */
function reactSubpathLibrary(
  packageJson: Record<string, unknown>,
): FixtureSpec {
  return {
    packageJson: { type: 'module', ...packageJson },
    files: {
      'src/index.ts': [
        "import { useId } from 'react';",
        "import { jsx } from 'react/jsx-runtime';",
        'export const field = () => [useId(), jsx()];',
        '',
      ].join('\n'),
    },
    fakeDeps: {
      react: {
        index: "export const useId = () => 'id';\n",
        files: {
          'jsx-runtime.js':
            "export const jsx = () => 'inside-react-jsx-runtime';\n",
        },
      },
    },
    config: {
      lib: [{ format: 'esm', output: { externals: ['react'] } }],
    },
  };
}

describe('output.externals: exact strings and subpaths', () => {
  it('bundles the subpath of an exact-string external that package.json does not declare', async () => {
    expectPageSays(
      THIRD_PARTY_DEPS,
      "An exact string matches only that request: `'react'` does not cover `react/jsx-runtime`. If `react` is not declared in `package.json`, that subpath gets bundled unless you add it too or use a regular expression such as `/^react($|\\/)/`;",
    );
    const { root, code, output } = await buildFixture(reactSubpathLibrary({}));
    expect(code, output).toBe(0);
    const js = readOutput(root, 'dist/index.js');
    expect(js).toMatch(/from "react";/);
    expect(js).not.toContain('from "react/jsx-runtime"');
    expect(js).toContain('inside-react-jsx-runtime');
  });

  it('keeps the subpath external when react is declared, whatever the exact string covers', async () => {
    expectPageSays(
      THIRD_PARTY_DEPS,
      'a declared `react` keeps its subpaths external through the automatic rules anyway.',
    );
    const { root, code, output } = await buildFixture(
      reactSubpathLibrary({ peerDependencies: { react: '*' } }),
    );
    expect(code, output).toBe(0);
    const js = readOutput(root, 'dist/index.js');
    expect(js).toMatch(/from "react";/);
    expect(js).toContain('from "react/jsx-runtime"');
    expect(js).not.toContain('inside-react-jsx-runtime');
  });
});
