import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { NODE_EXAMPLE_OUTPUT } from '../../theme/diagrams/node-example-output';
import { buildFixture } from './helpers/build-fixture';
import { codeBlocksOf, titleOf } from './helpers/code-blocks';
import { removeFixtures } from './helpers/fixture';
import { listFiles } from './helpers/output-files';

afterAll(removeFixtures);

const PAGE = path.join(
  import.meta.dirname,
  '../../docs/en/guide/solution/nodejs.mdx',
);

/** The page's code block with this title whose code contains `marker`. */
function blockOf(title: string, marker: string): string {
  const block = codeBlocksOf(readFileSync(PAGE, 'utf8')).find(
    (candidate) =>
      titleOf(candidate) === title && candidate.code.includes(marker),
  );
  if (!block) throw new Error(`no ${title} block with ${marker} on the page`);
  return block.code;
}

// The output-layout diagram of /guide/solution/nodejs draws the files a build
// of the page's complete example writes; the build is made from the page's
// own config, package.json, tsconfig.json and src/cli.ts.
test('/guide/solution/nodejs: the output diagram lists what the complete example builds', async () => {
  const config = blockOf('rslib.config.ts', "distPath: './dist/cjs'")
    .replace(
      "import { defineConfig } from '@rslib/core';",
      'const defineConfig = (config) => config;',
    )
    .replace('lib: [', 'performance: { buildCache: false },\n  lib: [');
  const { root, code, output } = await buildFixture({
    packageJson: JSON.parse(blockOf('package.json', '"@acme/greet"')),
    files: {
      'tsconfig.json': blockOf('tsconfig.json', 'rootDir'),
      'src/cli.ts': blockOf('src/cli.ts', 'greet'),
      'src/index.ts':
        'export function greet({ name = "world" }: { name?: string }): string {\n  return "Hello, " + name + "!";\n}\n',
    },
    configSource: config,
    linkedDeps: ['typescript', '@types/node'],
  });
  expect(code, output).toBe(0);
  expect(
    listFiles(root, '.').filter((file) => file.startsWith('dist/')),
  ).toEqual([...NODE_EXAMPLE_OUTPUT].sort());
});
