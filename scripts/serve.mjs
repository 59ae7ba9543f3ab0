// Serves the built site (doc_build/) the way a static host does: text is
// compressed (Brotli or gzip, as the browser accepts), clean URLs
// resolve to their .html file, unknown paths get the 404 page with status 404,
// a path that differs from a page's only in letter case redirects to that page
// (decoded, .html and /index dropped, trailing slash and letter case
// ignored), and every response carries the headers the
// directory's `_headers` file sets.
// Usage: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--dir doc_build]
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from './lib/headers-file.mjs';
import {
  htmlFilesUnder,
  matchKey,
  pageAddressIndex,
} from './lib/page-paths.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'doc_build' },
  },
});

const root = path.resolve(values.dir);
const notFoundPage = readFileSync(path.join(root, '404.html'));
const headersFile = path.join(root, '_headers');
const headerRules = existsSync(headersFile)
  ? parseHeadersFile(readFileSync(headersFile, 'utf8'))
  : [];
const pageAddresses = pageAddressIndex(htmlFilesUnder(root));
const serveStatic = sirv(root, {
  extensions: ['html'],
  dev: false,
  etag: true,
});

// Every text file, however small: a page's own stylesheet can be under the
// middleware's default threshold of 1 KB.
const compress = compression({ threshold: 0 });

const server = createServer((req, res) =>
  compress(req, res, () => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(
      headersForPath(headerRules, pathname),
    )) {
      res.setHeader(name, value);
    }
    serveStatic(req, res, () => {
      const address = pageAddresses.get(matchKey(pathname));
      if (address && address !== pathname) {
        res.writeHead(301, { Location: `${address}${search}` });
        res.end();
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFoundPage);
    });
  }),
);

// A busy port is one line, not a stack trace.
server.on('error', (error) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${values.port} on ${values.host} is in use: stop what listens there, or pass another --port.`,
  );
  process.exit(1);
});

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${values.dir}/ at http://${values.host}:${values.port}/`,
  );
});
