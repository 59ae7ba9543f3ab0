/**
 * /guide/solution/nodejs, "Complete example", followed as written: the
 * page's config, package.json, tsconfig and sources (the CLI from
 * "Executables and CLIs"), then the page's commands.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { listFiles } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import {
  createProject,
  removeProjects,
  runCommand,
  tableRow,
} from './helpers/tutorial-project';

afterAll(removeProjects);

const example = new PageCode('/guide/solution/nodejs', '## Complete example');
const cli = new PageCode('/guide/solution/nodejs', '## Executables and CLIs');

test('Node.js package: dual build with declarations and an executable CLI, linted and run', async () => {
  const root = createProject({
    ...example.filesTitled(
      'rslib.config.ts',
      'package.json',
      'tsconfig.json',
      'src/index.ts',
    ),
    'src/cli.ts': cli.file('src/cli.ts'),
  });
  const [build, publint, attw, run] = example
    .command('npm run build')
    .split('\n');

  const built = await runCommand(root, build);
  expect(built.code, built.output).toBe(0);
  // The files the page names, and the CLI's declarations it mentions.
  expect(listFiles(root)).toEqual([
    'cjs/cli.d.cts',
    'cjs/index.cjs',
    'cjs/index.d.cts',
    'esm/cli.d.ts',
    'esm/cli.js',
    'esm/index.d.ts',
    'esm/index.js',
  ]);
  // "marks the emitted file as executable"
  expect(statSync(path.join(root, 'dist/esm/cli.js')).mode & 0o111).not.toBe(0);

  const lint = await runCommand(root, publint);
  expect(lint.code, lint.output).toBe(0);
  expect(lint.output).toContain('All good!');
  const types = await runCommand(root, attw);
  expect(types.code, types.output).toBe(0);
  for (const row of [
    'node10',
    'node16 (from CJS)',
    'node16 (from ESM)',
    'bundler',
  ]) {
    expect(tableRow(types.output, row)).toContain('🟢');
    expect(tableRow(types.output, row)).not.toMatch(/❌|💀|⚠️|🥴|🐛|🎭/);
  }

  const greeted = await runCommand(root, run);
  expect(greeted.stdout.trim(), greeted.output).toBe('Hello, Rslib!');
  const required = await runCommand(
    root,
    `node -e "console.log(require('@acme/greet').greet({ name: 'CJS' }))"`,
  );
  expect(required.stdout.trim(), required.output).toBe('Hello, CJS!');
});
