import { spawn } from 'node:child_process';
import path from 'node:path';

const RSLIB_BIN = path.resolve(
  import.meta.dirname,
  '../../../node_modules/@rslib/core/bin/rslib.js',
);

export interface CliResult {
  code: number | null;
  /** stdout and stderr together: Rslib splits its log lines between them. */
  output: string;
}

/**
 * Runs the pinned `rslib` binary in `cwd`, colour codes switched off;
 * `env` adds variables a reader would set, such as `DEBUG`.
 */
export function runRslib(
  cwd: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RSLIB_BIN, ...args], {
      cwd,
      env: { ...cleanEnv(), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * The test runner sets NODE_ENV; the CLI must see it unset, as in a user's
 * terminal, so that it picks its own default.
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.FORCE_COLOR;
  // Some tools report more, or fail differently, with DEBUG set.
  delete env.DEBUG;
  return env;
}
