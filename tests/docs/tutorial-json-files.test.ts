/**
 * /guide/advanced/json-files, the JSON section, followed as written: the
 * page's data file and each of its import examples, built in bundle and
 * bundleless mode and then run.
 */
import { afterAll, expect, test } from '@rstest/core';
import { listFiles, readOutput } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import {
  createProject,
  removeProjects,
  runCommand,
} from './helpers/tutorial-project';

afterAll(removeProjects);

const page = new PageCode('/guide/advanced/json-files', '## JSON');
const [defaultImport, namedImport] = page.files('src/index.ts');
const PACKAGE = JSON.stringify({
  name: 'settings',
  version: '1.0.0',
  type: 'module',
});

/** Runs the built entry and prints what `print` evaluates to. */
function runEntry(root: string, print: string) {
  return runCommand(
    root,
    `node --input-type=module -e "import * as lib from './dist/index.js'; console.log(JSON.stringify(${print}))"`,
  );
}

test('JSON default import, bundle mode: the parsed object, with unused keys left out', async () => {
  const root = createProject({
    'package.json': PACKAGE,
    'src/defaults.json': page.file('src/defaults.json'),
    'src/index.ts': defaultImport,
  });
  const build = await runCommand(root, 'npx rslib build');
  expect(build.code, build.output).toBe(0);
  expect(listFiles(root)).toEqual(['index.js']);
  const run = await runEntry(root, 'lib.createOptions()');
  expect(JSON.parse(run.stdout)).toEqual({ locale: 'en-US', pageSize: 20 });
  // "a bundle that only uses `pageSize` and `locale` does not contain `themes`"
  expect(readOutput(root, 'dist/index.js')).not.toContain('dark');
});

test('JSON named import, bundleless mode: dist/defaults.js keeps both kinds of import working', async () => {
  const root = createProject({
    'package.json': PACKAGE,
    'src/defaults.json': page.file('src/defaults.json'),
    'src/index.ts': namedImport,
    'rslib.config.mjs': [
      'export default {',
      "  source: { entry: { index: './src/**' } },",
      "  lib: [{ format: 'esm', bundle: false }],",
      '};',
      '',
    ].join('\n'),
  });
  const build = await runCommand(root, 'npx rslib build');
  expect(build.code, build.output).toBe(0);
  expect(listFiles(root)).toEqual(['defaults.js', 'index.js']);
  expect(readOutput(root, 'dist/index.js')).toContain('./defaults.js');
  const run = await runEntry(root, '[lib.fallbackLocale, lib.themeNames]');
  expect(JSON.parse(run.stdout)).toEqual(['en-US', ['light', 'dark']]);
});
