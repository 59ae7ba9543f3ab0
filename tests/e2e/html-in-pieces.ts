import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server in front of the built site that sends each page's HTML in two
 * pieces, as a slow network does: up to the first match of `splitAfter`
 * (the match included), then, `pause` ms later, the rest. Everything else
 * passes through unchanged. The pause is the network's, not a measure: the
 * browser may paint what it has parsed in the meantime, and the test looks
 * at what that paint did.
 */
export async function serveHtmlInPieces(
  origin: string,
  splitAfter: RegExp,
  pause = 600,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', origin), {
      redirect: 'manual',
    });
    const type = upstream.headers.get('content-type') ?? '';
    response.statusCode = upstream.status;
    for (const name of ['content-type', 'location', 'cache-control'])
      if (upstream.headers.has(name))
        response.setHeader(name, upstream.headers.get(name) as string);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!type.startsWith('text/html')) return response.end(body);
    const html = body.toString('utf8');
    const match = splitAfter.exec(html);
    if (!match)
      throw new Error(`html-in-pieces: ${splitAfter} is not in ${request.url}`);
    const first = Buffer.byteLength(
      html.slice(0, match.index + match[0].length),
    );
    response.write(body.subarray(0, first));
    setTimeout(() => response.end(body.subarray(first)), pause);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
