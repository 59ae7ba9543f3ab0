// Finds a port to serve on before anything slow starts, so a busy port is
// known in a second rather than after the whole build.
import { createServer } from 'node:net';

/** Resolves true when nothing listens on the port of that host. */
export function isPortFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * The port to serve on: the asked one when it is free. A port the reader
 * chose (`explicit`) is never swapped for another; the default one gives way
 * to the next free port among the following `tries`.
 * Returns `{ port }`, or `{ error }` with one line saying what to do.
 */
export async function choosePort({ port, host, explicit, tries = 20 }) {
  if (await isPortFree(port, host)) return { port };
  if (explicit) {
    return {
      error: `Port ${port} on ${host} is in use. Stop what listens there, or choose another port: PORT=${port + 1} npm start`,
    };
  }
  for (let next = port + 1; next <= port + tries; next++) {
    if (await isPortFree(next, host)) {
      return { port: next, note: `Port ${port} is in use; using ${next}.` };
    }
  }
  return {
    error: `Ports ${port}–${port + tries} on ${host} are all in use. Choose a free one: PORT=<port> npm start`,
  };
}
