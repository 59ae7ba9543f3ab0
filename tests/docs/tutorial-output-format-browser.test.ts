/**
 * /guide/basic/output-format, the UMD and IIFE examples, built from the
 * page's own config and source blocks with the steps the page lists.
 */
import { runInNewContext } from 'node:vm';
import { afterAll, expect, test } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { readOutput } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import { runCommand } from './helpers/tutorial-project';

afterAll(removeFixtures);

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  },
  include: ['src'],
});

test('UMD example: with the installed React plugin and React, the bundle loads React through require and exposes the library', async () => {
  const page = new PageCode('/guide/basic/output-format', '### Example');
  // The install step names exactly the packages the config and a component need.
  expect(readPageInstall()).toBe(
    'add @rsbuild/plugin-react react @types/react -D',
  );
  const { root, code, output } = await buildFixture({
    files: {
      'tsconfig.json': TSCONFIG,
      'rslib.config.ts': page.file('rslib.config.ts'),
      'src/index.tsx': [
        "import React from 'react';",
        'export const Greeting = () => <p>Hello</p>;',
        '',
      ].join('\n'),
    },
    linkedDeps: [
      '@rslib/core',
      '@rsbuild/plugin-react',
      'react',
      '@types/react',
      'typescript',
    ],
  });
  expect(code, output).toBe(0);
  const bundle = readOutput(root, 'dist/umd/index.js');
  expect(bundle).toContain('require("react")');
  expect(bundle).toContain('root["AcmeUI"]');
  const run = await runCommand(
    root,
    `node -e "const ui = require('./dist/umd/index.js'); console.log(typeof ui.Greeting)"`,
  );
  expect(run.stdout.trim(), run.output).toBe('function');
  const typecheck = await runCommand(
    root,
    'node node_modules/typescript/bin/tsc -p .',
  );
  expect(typecheck.code, typecheck.output).toBe(0);
});

test('IIFE example: the bundle assigns globalThis.AcmeBadge, and the declaration block makes it type-check', async () => {
  const page = new PageCode('/guide/basic/output-format', '## IIFE');
  const files = {
    'tsconfig.json': TSCONFIG,
    ...page.filesTitled('rslib.config.ts', 'src/index.ts', 'src/global.d.ts'),
    'src/badge.ts': [
      'export function renderBadge(el: HTMLElement, now: { year(): number }) {',
      '  el.textContent = String(now.year());',
      '}',
      '',
    ].join('\n'),
  };
  const dayjs = {
    'index.js':
      'export default function dayjs() { return { year: () => 2026 }; }\n',
    'index.d.ts': 'export default function dayjs(): { year(): number };\n',
  };
  const { root, code, output } = await buildFixture({
    files,
    fakeDeps: { dayjs: { files: dayjs } },
    linkedDeps: ['@rslib/core', 'typescript'],
  });
  expect(code, output).toBe(0);
  const script = readOutput(root, 'dist/iife/index.js');
  // A classic script: run it with the global the page provides.
  const element = { textContent: '' };
  const context: Record<string, unknown> = {
    dayjs: () => ({ year: () => 2026 }),
  };
  context.globalThis = context;
  runInNewContext(script, context);
  (context.AcmeBadge as { render: (el: unknown) => void }).render(element);
  expect(element.textContent).toBe('2026');

  const typecheck = await runCommand(
    root,
    'node node_modules/typescript/bin/tsc -p .',
  );
  expect(typecheck.code, typecheck.output).toBe(0);
  // Without the declaration file, TypeScript rejects the assignment.
  const { root: bare } = await buildFixture({
    files: { ...files, 'src/global.d.ts': 'export {};\n' },
    fakeDeps: { dayjs: { files: dayjs } },
    linkedDeps: ['@rslib/core', 'typescript'],
  });
  const failing = await runCommand(
    bare,
    'node node_modules/typescript/bin/tsc -p .',
  );
  expect(failing.code).not.toBe(0);
  expect(failing.output).toContain('TS7017');
});

/** The `command` of the UMD example's package-manager tabs. */
function readPageInstall(): string {
  const source = new PageCode('/guide/basic/output-format').source;
  const match = /<PackageManagerTabs command="([^"]+)" \/>/.exec(
    source.slice(source.indexOf('### Example')),
  );
  return match?.[1] ?? '';
}
