/**
 * /guide/advanced/module-federation, followed as written: the remote of the
 * quick start (built, its npm side linted), then `rslib mf-dev` for the
 * remote and `rsbuild dev` for the host of "With a host app", and a browser
 * that opens the host and clicks the counter the remote serves.
 */

import { chromium } from '@playwright/test';
import { afterAll, expect, test } from '@rstest/core';
import {
  CHROMIUM_ARGS,
  chromiumExecutable,
} from '../../scripts/lib/chromium.mjs';
import { listFiles, readOutput } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import {
  createProject,
  expectCleanEsmPackage,
  type RunningServer,
  removeProjects,
  runCommand,
  startServer,
} from './helpers/tutorial-project';

const servers: RunningServer[] = [];
afterAll(() => {
  for (const server of servers) server.stop();
  removeProjects();
});

const page = new PageCode(
  '/guide/advanced/module-federation',
  '## Quick start',
);
const hostPage = new PageCode(
  '/guide/advanced/module-federation',
  '### With a host app',
);

function remoteProject(): string {
  return createProject({
    ...page.filesTitled(
      'package.json',
      'rslib.config.ts',
      'src/Counter.tsx',
      'src/index.ts',
      'tsconfig.json',
    ),
  });
}

test('Module Federation remote: the build writes the listed files and a clean npm package', async () => {
  const root = remoteProject();
  const build = await runCommand(root, 'npx rslib build');
  expect(build.code, build.output).toBe(0);

  // The page's tree, with `<hash>` and `<id>` standing for what varies.
  const listed = page
    .code('text', 'acme_widgets.<hash>.js')
    .split('\n')
    .map((line) => line.replace(/^[│├└─\s]+/, ''))
    .filter((name) => /^(?:[\w@<>.-]+\/?)$/.test(name) && name !== 'dist');
  const files = listFiles(root);
  for (const name of listed.filter((entry) => !entry.endsWith('/'))) {
    if (name === 'esm' || name === 'mf') continue;
    const pattern = new RegExp(
      `^(esm|mf)/${name.replace(/[.]/g, '\\.').replace('<hash>', '[0-9a-f]+').replace('<id>', '[0-9a-z]+')}$`,
    );
    expect(
      files.some((file) => pattern.test(file)),
      `${name} among ${files.join(', ')}`,
    ).toBe(true);
  }
  expect(files.some((file) => file.startsWith('mf/@mf-types/'))).toBe(true);
  // Peer dependencies stay imports in the npm output.
  expect(readOutput(root, 'dist/esm/index.js')).toContain('from "react"');

  const [publint, attw] = page.command('npx publint').split('\n');
  await expectCleanEsmPackage(root, publint, attw);
});

test('Module Federation host: the host page shows the remote Counter and it counts', async () => {
  const remote = remoteProject();
  const host = createProject({
    'package.json': JSON.stringify({
      name: 'shop-host',
      private: true,
      type: 'module',
    }),
    'rsbuild.config.ts': hostPage.file('rsbuild.config.ts (host app)'),
    'src/index.ts': hostPage.file('src/index.ts (host app)'),
    'src/bootstrap.tsx': hostPage.file('src/bootstrap.tsx (host app)'),
  });
  // The commands the page gives: the remote's dev script, then the host.
  const remoteServer = await startServer(
    remote,
    'npm run dev',
    /Federated types created correctly/,
  );
  servers.push(remoteServer);
  const hostServer = await startServer(
    host,
    'npx rsbuild dev',
    /Local:\s+(http:\/\/localhost:\d+\/)[\s\S]*ready/,
  );
  servers.push(hostServer);
  expect(hostServer.url).toBe('http://localhost:3000/');

  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    // The two local dev servers answer on localhost; every other host stays unreachable.
    args: CHROMIUM_ARGS.map((arg) =>
      arg.startsWith('--host-resolver-rules=')
        ? `${arg}, EXCLUDE localhost`
        : arg,
    ),
  });
  try {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(hostServer.url);
    const counter = tab.getByRole('button', { name: 'Count: 0' });
    await counter.waitFor({ timeout: 60_000 });
    await counter.click();
    await tab.getByRole('button', { name: 'Count: 1' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
