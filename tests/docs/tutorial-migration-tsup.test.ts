/**
 * /guide/migration/tsup, followed as written: a library built with the
 * page's tsup config, then migrated with the page's scripts, Rslib config and
 * package.json paths, built again, compared as "Validate" says, linted and
 * run. Before the migration the project has TypeScript 5, which tsup's
 * declarations need (tsup 8, the last release that runs on Node 20, writes
 * `baseUrl`, which TypeScript 6 rejects); after it, TypeScript 7, which the
 * page suggests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { listFiles } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import {
  createLinkedProject,
  createProject,
  removeProjects,
  runCommand,
  tableRow,
} from './helpers/tutorial-project';

const REPO_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
afterAll(removeProjects);

const page = new PageCode('/guide/migration/tsup');
const example = new PageCode('/guide/migration/tsup', '## Example');

/** The reader's library before the migration. */
const BEFORE = {
  'package.json': JSON.stringify(
    {
      name: 'my-lib',
      version: '1.0.0',
      scripts: { build: 'tsup', dev: 'tsup --watch' },
    },
    null,
    2,
  ),
  'src/index.ts':
    "export function greet(name: string): string {\n  return 'Hello, ' + name + '!';\n}\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      rootDir: 'src',
    },
    include: ['src'],
  }),
};

test('tsup migration: the tsup build and the Rslib build both work, and the migrated package lints clean and runs', async () => {
  // Before: tsup with TypeScript 5, in a project of its own modules, so
  // that tsup finds this TypeScript and not the repository's version 7.
  const beforeRoot = createLinkedProject(
    { ...BEFORE, 'tsup.config.ts': example.file('tsup.config.ts') },
    { tsup: 'tsup', typescript: 'typescript-api' },
  );
  // tsup's own dependencies come from the repository.
  const before = await runCommand(
    beforeRoot,
    `NODE_PATH=${REPO_MODULES} node --preserve-symlinks --preserve-symlinks-main node_modules/tsup/dist/cli-default.js`,
  );
  expect(before.code, before.output).toBe(0);
  expect(listFiles(beforeRoot)).toEqual([
    'index.d.mts',
    'index.d.ts',
    'index.js',
    'index.js.map',
    'index.mjs',
    'index.mjs.map',
  ]);

  // The migration: the same sources, tsup swapped for Rslib, the config
  // file, the scripts and the package.json paths of the page.
  const root = createProject({
    ...BEFORE,
    'rslib.config.ts': example.file('rslib.config.ts'),
  });
  const scripts = JSON.parse(page.file('package.json')).scripts;
  const paths = JSON.parse(example.file('package.json'));
  const packageJson = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  );
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ ...packageJson, ...paths, scripts }, null, 2),
  );

  const after = await runCommand(root, 'npm run build');
  expect(after.code, after.output).toBe(0);
  // "The build writes dist/esm/index.mjs with index.d.mts, and
  // dist/cjs/index.js with index.d.ts, each with a source map."
  expect(listFiles(root)).toEqual([
    'cjs/index.d.ts',
    'cjs/index.js',
    'cjs/index.js.map',
    'esm/index.d.mts',
    'esm/index.mjs',
    'esm/index.mjs.map',
  ]);
  // Validate, step 1: every file package.json refers to exists.
  const referenced = [
    paths.main,
    paths.module,
    paths.types,
    ...Object.values(paths.exports['.'].import),
    ...Object.values(paths.exports['.'].require),
  ] as string[];
  for (const file of referenced) {
    expect(listFiles(root, '.').includes(file.replace('./', '')), file).toBe(
      true,
    );
  }

  const lint = await runCommand(root, 'npx publint');
  expect(lint.code, lint.output).toBe(0);
  // Suggestions only (type, engines, sideEffects): nothing is wrong.
  expect(lint.output).not.toMatch(/Errors:|Warnings:/);
  const types = await runCommand(root, 'npx @arethetypeswrong/cli --pack .');
  expect(types.code, types.output).toBe(0);
  for (const row of [
    'node10',
    'node16 (from CJS)',
    'node16 (from ESM)',
    'bundler',
  ]) {
    expect(tableRow(types.output, row)).toContain('🟢');
  }
  const required = await runCommand(
    root,
    `node -e "console.log(require('my-lib').greet('CJS'))"`,
  );
  expect(required.stdout.trim(), required.output).toBe('Hello, CJS!');
  const imported = await runCommand(
    root,
    `node --input-type=module -e "import { greet } from 'my-lib'; console.log(greet('ESM'))"`,
  );
  expect(imported.stdout.trim(), imported.output).toBe('Hello, ESM!');
});
