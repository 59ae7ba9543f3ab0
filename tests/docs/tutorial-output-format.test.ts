/**
 * /guide/basic/output-format, "When to add CJS", followed as written: the
 * quick start's package turned into a dual ESM/CJS package whose `require`
 * condition gets CommonJS declarations (`.d.cts`).
 */
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

const page = new PageCode('/guide/basic/output-format', '### When to add CJS');
const quickStart = new PageCode('/guide/start/quick-start', '## Manual setup');

test('output formats (dual package): ESM and CJS with their own declarations, both linted and run', async () => {
  const root = createProject({
    ...page.filesTitled('package.json', 'src/index.ts'),
    'tsconfig.json': quickStart.file('tsconfig.json'),
    'rslib.config.ts': page.file('rslib.config.ts'),
  });

  const build = await runCommand(root, 'npx rslib build');
  expect(build.code, build.output).toBe(0);
  expect(listFiles(root)).toEqual([
    'cjs/index.cjs',
    'cjs/index.d.cts',
    'esm/index.d.ts',
    'esm/index.js',
  ]);

  const [publint, attw] = page.command('npx publint').split('\n');
  const lint = await runCommand(root, publint);
  expect(lint.code, lint.output).toBe(0);
  expect(lint.output).not.toMatch(/Errors:|Warnings:/);
  expect(lint.output).toMatch(
    /Suggestions:\n1\. The package does not specify the "engines\.node" field/,
  );
  expect(lint.output).not.toMatch(/^2\. /m);
  const types = await runCommand(root, attw);
  expect(types.code, types.output).toBe(0);
  expect(tableRow(types.output, 'node10')).toContain('🟢');
  expect(tableRow(types.output, 'node16 (from CJS)')).toContain('🟢 (CJS)');
  expect(tableRow(types.output, 'node16 (from ESM)')).toContain('🟢 (ESM)');
  expect(tableRow(types.output, 'bundler')).toContain('🟢');

  const [requireLine, importLine] = page.command('require(').split('\n');
  const required = await runCommand(root, requireLine);
  expect(required.stdout.trim(), required.output).toBe('Hello, CommonJS!');
  const imported = await runCommand(root, importLine);
  expect(imported.stdout.trim(), imported.output).toBe('Hello, ESM!');
});
