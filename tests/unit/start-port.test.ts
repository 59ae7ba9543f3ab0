import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { choosePort } from '../../scripts/lib/free-port.mjs';

const ROOT = path.join(import.meta.dirname, '../..');
const HOST = '127.0.0.1';

const listening: Server[] = [];

/** Something else listening on a port the system picks; resolves to that port. */
async function occupyPort(port = 0): Promise<number> {
  const server = createServer();
  listening.push(server);
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error();
  return address.port;
}

afterEach(async () => {
  await Promise.all(
    listening
      .splice(0)
      .map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('the port npm start serves on', () => {
  it('is the asked one when it is free', async () => {
    const port = await occupyPort();
    const server = listening.pop();
    await new Promise((resolve) => server?.close(resolve));
    expect(await choosePort({ port, host: HOST, explicit: true })).toEqual({
      port,
    });
  });

  it('gives way to the next free port when the default one is busy', async () => {
    const busy = await occupyPort();
    const chosen = await choosePort({
      port: busy,
      host: HOST,
      explicit: false,
    });
    expect(chosen.error).toBeUndefined();
    expect(chosen.port).toBeGreaterThan(busy);
    expect(chosen.note).toBe(`Port ${busy} is in use; using ${chosen.port}.`);
  });

  it('is never swapped when the reader chose it', async () => {
    const busy = await occupyPort();
    const chosen = await choosePort({ port: busy, host: HOST, explicit: true });
    expect(chosen.port).toBeUndefined();
    expect(chosen.error).toContain(`Port ${busy} on ${HOST} is in use`);
  });
});

describe('npm start on a busy port', () => {
  it('says so in one line before building anything', async () => {
    const busy = await occupyPort();
    // Synchronous on purpose: the busy port's listener lives in this process
    // and must not answer while the child runs, only hold the port.
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(busy) },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `Port ${busy} on ${HOST} is in use. Stop what listens there, or choose another port: PORT=${busy + 1} npm start`,
    ]);
  });
});

describe('serve on a busy port', () => {
  it('prints one line, not a stack trace', async () => {
    const busy = await occupyPort();
    // A built site of one page: the unit tests run before the real build.
    const dir = mkdtempSync(path.join(tmpdir(), 'served-site-'));
    writeFileSync(
      path.join(dir, '404.html'),
      '<!doctype html><title>404</title>',
    );
    const result = spawnSync(
      process.execPath,
      ['scripts/serve.mjs', '--port', String(busy), '--dir', dir],
      { cwd: ROOT, encoding: 'utf8' },
    );
    rmSync(dir, { recursive: true });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `Port ${busy} on ${HOST} is in use: stop what listens there, or pass another --port.`,
    ]);
  });
});
