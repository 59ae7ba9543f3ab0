import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PagefindModule } from '../../theme/search/pagefind-api';

/** The address the bundle is loaded from; its files are read from disk. */
const BASE = '/pagefind-under-test/';

/**
 * A Pagefind bundle the build wrote, loaded in Node as the browser loads it:
 * its script imported, every file it fetches read from `dir`. For checking
 * what the index finds without a browser.
 */
export async function loadBundleInNode(dir: string): Promise<PagefindModule> {
  const fetchFromNetwork = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(BASE)) return fetchFromNetwork(input, init);
    const file = path.join(dir, url.slice(BASE.length).split('?')[0]);
    return new Response(await readFile(file));
  }) as typeof fetch;
  const module = (await import(
    /* webpackIgnore: true */ pathToFileURL(path.join(dir, 'pagefind.js')).href
  )) as PagefindModule;
  await module.options({ basePath: BASE, noWorker: true });
  await module.init();
  return module;
}
