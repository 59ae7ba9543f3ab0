import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@rstest/core';
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
export function createProject(
  files: Record<string, string>,
  options: ProjectOptions = {},
): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rslib-docs-tutorial-'));
  projects.push(root);
  if (options.typescript6Tools) {
    installWithTypeScript6(root, options.typescript6Tools);
  } else {
    symlinkSync(REPO_MODULES, path.join(root, 'node_modules'), 'dir');
  }
  writeFiles(root, files);
  return root;
}

/**
 * A folder of its own (removed with the projects) holding these files and a
 * node_modules with only the given packages, as after installing them: each
 * name links to a folder of this repository's node_modules (`'typescript-6'`
 * for `typescript`, say) or to an absolute path (a package a test built).
 * For the projects of other tools (tsup, Modern.js Module) and applications
 * that install a built package.
 */
export function createLinkedProject(
  files: Record<string, string>,
  modules: Record<string, string>,
): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rslib-docs-tutorial-'));
  projects.push(root);
  writeFiles(root, files);
  for (const [name, target] of Object.entries(modules)) {
    const link = path.join(root, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    const folder = path.isAbsolute(target)
      ? target
      : path.join(REPO_MODULES, target);
    symlinkSync(folder, link, 'dir');
  }
  return root;
}

export interface ProjectOptions {
  /**
   * Gives the project TypeScript 6 as its `typescript`, as for a reader who
   * installs `typescript@6`, and copies in these tools that load
   * `typescript` themselves (vue-tsc): Node resolves a linked package from
   * its real folder, where the repository's TypeScript 7 would be found.
   */
  typescript6Tools?: string[];
}

/**
 * A node_modules folder that links each of the repository's packages one
 * by one, except `typescript` (TypeScript 6 instead) and the copied tools.
 */
function installWithTypeScript6(root: string, tools: string[]): void {
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '.bin'), { recursive: true });
  const own = new Set(['.bin', '.package-lock.json', 'typescript', ...tools]);
  for (const entry of readdirSync(REPO_MODULES)) {
    if (own.has(entry)) continue;
    symlinkSync(path.join(REPO_MODULES, entry), path.join(modules, entry));
  }
  symlinkSync(
    path.join(REPO_MODULES, 'typescript-6'),
    path.join(modules, 'typescript'),
    'dir',
  );
  for (const tool of tools) {
    cpSync(path.join(REPO_MODULES, tool), path.join(modules, tool), {
      recursive: true,
    });
  }
  // The repository's links are relative (`../vue-tsc/bin/vue-tsc.js`), so
  // the same links here reach this project's TypeScript and copied tools.
  const bin = path.join(REPO_MODULES, '.bin');
  for (const command of readdirSync(bin)) {
    symlinkSync(
      readlinkSync(path.join(bin, command)),
      path.join(modules, '.bin', command),
    );
  }
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

/** A tool's output without its colour codes, as it reads in a log. */
export function plainText(output: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
  return output.replace(/\u001b\[[0-9;]*m/g, '');
}

/** The row of a table printed by a CLI whose first cell is `label`, colours removed. */
export function tableRow(output: string, label: string): string {
  const plain = plainText(output);
  const row = plain
    .split('\n')
    .find((line) => line.replace(/^[│|\s]+/, '').startsWith(label));
  if (!row) throw new Error(`no row "${label}" in:\n${plain}`);
  return row;
}

/**
 * Runs a page's two package checks, publint then attw, in the project and
 * expects an ESM package both pass: publint finds nothing and attw shows
 * green for Node 16 (from ESM) and for bundlers.
 */
export async function expectCleanEsmPackage(
  root: string,
  publint: string,
  attw: string,
): Promise<void> {
  const lint = await runCommand(root, publint);
  expect(lint.code, lint.output).toBe(0);
  expect(lint.output).toContain('All good!');
  const types = await runCommand(root, attw);
  expect(types.code, types.output).toBe(0);
  expect(tableRow(types.output, 'node16 (from ESM)')).toContain('🟢');
  expect(tableRow(types.output, 'bundler')).toContain('🟢');
}

export interface RunningServer {
  /** The address the server printed as its local URL. */
  url: string;
  output: () => string;
  stop: () => void;
}

/**
 * Starts a long-running command of a page (a dev server) and waits until
 * its output matches `ready`; `stop` ends it and the processes it started.
 */
export function startServer(
  root: string,
  command: string,
  ready: RegExp,
  timeoutMs = 120_000,
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], {
      cwd: root,
      // Its own process group, so that `stop` reaches npx's children too.
      detached: true,
      env: {
        ...cleanEnv(),
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
        npm_config_offline: 'true',
        npm_config_update_notifier: 'false',
      },
    });
    let output = '';
    const stop = () => {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`"${command}" did not get ready:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = ready.exec(plainText(output));
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1] ?? '', output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`"${command}" ended with ${code}:\n${output}`));
    });
  });
}
