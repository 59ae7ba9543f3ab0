// Serves the built site for the cross-engine journeys: scripts/serve.mjs
// answers every request, and this server in front of it adds one external
// script to the head of every page, probe.js, which records what the page
// reports (errors, console errors, blocked content) in every engine alike,
// and the article's box as the page loads. WebKit's driver has no other
// way to hear the page. The script is same-origin, so the site's
// Content-Security-Policy allows it unchanged.
//
// With the cookie `engines-languages` (a language tag such as `zh-CN`), a
// page also gets languages.js right after the probe: the page then sees
// that language as the browser's preferred one, as it would in a browser
// set up in it (neither engine's driver can choose it per test).
//
// With the cookie `engines-split=1`, a page also gets split.js just before
// its outline column: a script that blocks the parser there, records the
// article's box as laid out before the outline exists (what a browser may
// paint while the rest of the HTML is on its way) and removes itself.
//
// Usage: node tests/engines/site-server.mjs --port 4180 [--dir doc_build]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4180' },
    dir: { type: 'string', default: 'doc_build' },
  },
});
const port = Number(values.port);
const upstreamPort = port + 1;
const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPTS = {
  '/__engines/probe.js': readFileSync(path.join(here, 'probe.js')),
  '/__engines/split.js': readFileSync(path.join(here, 'split.js')),
  '/__engines/languages.js': readFileSync(path.join(here, 'languages.js')),
};

const upstream = spawn(
  process.execPath,
  [
    path.join(here, '../../scripts/serve.mjs'),
    '--port',
    String(upstreamPort),
    '--dir',
    values.dir,
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    upstream.kill();
    process.exit(0);
  });
}
process.on('exit', () => upstream.kill());

const PROBE_TAG = '<script src="/__engines/probe.js"></script>';
const SPLIT_TAG = '<script src="/__engines/split.js"></script>';
const LANGUAGES_TAG = '<script src="/__engines/languages.js"></script>';
const OUTLINE_START = '<aside';
const OUTLINE_REGION = 'data-region="outline"';

/** Where the outline column's element starts, or -1. */
function outlineStart(html) {
  const region = html.indexOf(OUTLINE_REGION);
  return region === -1 ? -1 : html.lastIndexOf(OUTLINE_START, region);
}

function sendPage(res, status, headers, html, { split, languages }) {
  const withProbe = html.replace(
    /<meta charset="utf-8">/i,
    (meta) => `${meta}${PROBE_TAG}${languages ? LANGUAGES_TAG : ''}`,
  );
  delete headers['content-length'];
  delete headers['content-encoding'];
  delete headers.etag;
  // The page differs with the cookie: never answered from a cache.
  headers['cache-control'] = 'no-store';
  res.writeHead(status, headers);
  const at = split ? outlineStart(withProbe) : -1;
  res.end(
    at === -1
      ? withProbe
      : `${withProbe.slice(0, at)}${SPLIT_TAG}${withProbe.slice(at)}`,
  );
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const script = SCRIPTS[url.pathname];
  if (script) {
    res.writeHead(200, {
      'Content-Type': 'text/javascript',
      'Cache-Control': 'no-store',
    });
    res.end(script);
    return;
  }
  const cookie = req.headers.cookie ?? '';
  const split = /(?:^|;\s*)engines-split=1(?:;|$)/.test(cookie);
  const languages = /(?:^|;\s*)engines-languages=/.test(cookie);
  const forward = request(
    {
      host: '127.0.0.1',
      port: upstreamPort,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, 'accept-encoding': 'identity' },
    },
    (answer) => {
      const headers = { ...answer.headers };
      if (!String(headers['content-type']).startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () =>
        sendPage(
          res,
          answer.statusCode ?? 502,
          headers,
          Buffer.concat(chunks).toString('utf8'),
          { split, languages },
        ),
      );
    },
  );
  forward.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(forward);
}).listen(port, '127.0.0.1', () => {
  console.log(
    `Serving ${values.dir}/ with the engine probe at http://127.0.0.1:${port}/`,
  );
});
