// The development server (`rspress dev`) on a port of 127.0.0.1, for the
// benchmark and the browser tests that need it.
import { spawn } from 'node:child_process';

/** Starts `rspress dev` on `port`; resolves once it answers, at most 150 s later. */
export async function startDevServer(port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'node',
    [
      'node_modules/@rspress/core/bin/rspress.js',
      'dev',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const stop = () => server.kill();
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error('rspress dev exited');
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('rspress dev did not start within 150 s');
}
