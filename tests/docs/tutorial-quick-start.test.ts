/**
 * /guide/start/quick-start, "Manual setup", followed step by step: the
 * page's own files and commands, in a fresh folder with the pinned packages.
 */
import { afterAll, expect, test } from '@rstest/core';
import { listFiles } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import {
  createProject,
  expectCleanEsmPackage,
  removeProjects,
  runCommand,
} from './helpers/tutorial-project';

afterAll(removeProjects);

const page = new PageCode('/guide/start/quick-start', '## Manual setup');

test('quick start (manual setup): the package builds, lints clean and runs', async () => {
  const root = createProject({
    ...page.filesTitled(
      'package.json',
      'src/index.ts',
      'tsconfig.json',
      'rslib.config.ts',
    ),
  });

  // Step 6: the build, and exactly the files the page shows.
  const build = await runCommand(root, page.command('rslib build'));
  expect(build.code, build.output).toBe(0);
  expect(listFiles(root)).toEqual(['index.d.ts', 'index.js']);

  // `noEmit` is for `tsc` alone: a type check writes nothing.
  const typecheck = await runCommand(root, 'npx tsc');
  expect(typecheck.code, typecheck.output).toBe(0);
  expect(listFiles(root, 'src')).toEqual(['index.ts']);

  // Step 7: each line of the check block, as the reader types it.
  const [publint, attw] = page.command('npx publint').split('\n');
  await expectCleanEsmPackage(root, publint, attw);

  const run = await runCommand(root, page.command('node --input-type=module'));
  expect(run.code, run.output).toBe(0);
  expect(run.stdout.trim()).toBe('Hello, Rslib!');
});
