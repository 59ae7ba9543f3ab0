import { spawn } from 'node:child_process';
import { cleanEnv } from './rslib-cli';

export interface NodeResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <args>` in `cwd` with the environment a terminal would have. */
export function runNode(args: string[], cwd: string): Promise<NodeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: cleanEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs `code` as an ES module (`node --input-type=module -e`) in `cwd`: a reader trying the built package. */
export const runModuleCode = (code: string, cwd: string): Promise<NodeResult> =>
  runNode(['--input-type=module', '-e', code], cwd);
