// `npm start`: checks the port first, builds the site with its output kept
// short (the whole log only when the build fails), then serves it and prints
// the address last.
// Usage: node scripts/start.mjs [--port 4173] [--host 127.0.0.1]; PORT also
// sets the port. A port chosen that way must be free; the default one gives
// way to the next free port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { choosePort } from './lib/free-port.mjs';

const DEFAULT_PORT = 4173;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const askedPort = values.port ?? process.env.PORT;
const chosen = await choosePort({
  port: Number(askedPort ?? DEFAULT_PORT),
  host: values.host,
  explicit: askedPort !== undefined,
});
if (chosen.error) {
  console.error(chosen.error);
  process.exit(1);
}
if (chosen.note) console.log(chosen.note);

// The lines of the build log worth reading when all went well: warnings, the
// bundle's build time, the search index and the link check.
const SUMMARY_LINE =
  /^(warn|error)\b|^ready\s+built in .*\(web\)|^search index |links and images on /;

console.log('Building the site (rspress build, then the link check)…');
const started = performance.now();
const log = await run('npm', ['run', '--silent', 'build']);
if (log.code !== 0) {
  process.stderr.write(log.output);
  console.error(`The build failed (exit code ${log.code}); its log is above.`);
  process.exit(log.code ?? 1);
}
for (const line of log.output.split('\n')) {
  if (SUMMARY_LINE.test(line.trim())) console.log(`  ${line.trim()}`);
}
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

const serveScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'serve.mjs',
);
const server = spawn(
  process.execPath,
  [serveScript, '--port', String(chosen.port), '--host', values.host],
  { stdio: 'inherit' },
);
server.on('exit', (code) => process.exit(code ?? 0));

/** Runs a command, its stdout and stderr kept together in one string. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}
