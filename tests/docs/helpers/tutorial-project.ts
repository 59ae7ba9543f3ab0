import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanEnv } from './rslib-cli';

const REPO_MODULES = path.resolve(import.meta.dirname, '../../../node_modules');

export interface CommandResult {
  code: number | null;
  /** stdout and stderr together, as a terminal shows them. */
  output: string;
  stdout: string;
}

const projects: string[] = [];

/**
 * A reader's project folder: the page's files, and this repository's
 * installed packages in place of `npm install` (no network, same versions).
 */
export function createProject(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rslib-docs-tutorial-'));
  projects.push(root);
  symlinkSync(REPO_MODULES, path.join(root, 'node_modules'), 'dir');
  writeFiles(root, files);
  return root;
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/** Deletes every project this test file created; call it in `afterAll`. */
export function removeProjects(): void {
  for (const root of projects.splice(0)) {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Runs one command line of a page in a shell, as the reader would type it.
 * npm is kept offline: every tool the pages run with `npx` is installed.
 */
export function runCommand(
  root: string,
  command: string,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], {
      cwd: root,
      env: {
        ...cleanEnv(),
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
        npm_config_offline: 'true',
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
      },
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, stdout }));
  });
}

/**
 * The two package linters every tutorial's package must pass: publint, and
 * Are the Types Wrong? on the packed tarball. `profile` names the resolution
 * modes the package does not promise (`esm-only` for a pure ESM package).
 */
export async function lintPackage(
  root: string,
  profile?: 'esm-only' | 'node16',
): Promise<{ publint: CommandResult; attw: CommandResult }> {
  const publint = await runCommand(root, 'npx publint');
  const attw = await runCommand(
    root,
    `npx @arethetypeswrong/cli --pack .${profile ? ` --profile ${profile}` : ''}`,
  );
  return { publint, attw };
}

/** The row of a table printed by a CLI whose first cell is `label`, colours removed. */
export function tableRow(output: string, label: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const row = plain
    .split('\n')
    .find((line) => line.replace(/^[│|\s]+/, '').startsWith(label));
  if (!row) throw new Error(`no row "${label}" in:\n${plain}`);
  return row;
}
