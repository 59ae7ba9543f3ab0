// Serves a built site with the project's own static server for a bench run.
import { spawn } from 'node:child_process';

/** Starts scripts/serve.mjs on 127.0.0.1:port; resolves once it listens. */
export async function startSiteServer(port, dir = 'doc_build') {
  const server = spawn(
    'node',
    ['scripts/serve.mjs', '--port', String(port), '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) =>
      reject(new Error(`scripts/serve.mjs exited with ${code}`)),
    );
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}
