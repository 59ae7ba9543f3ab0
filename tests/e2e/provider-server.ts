import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { withObjectIds } from '../../site/search-object-ids.mjs';
import type {
  SearchLang,
  SearchRecord,
  StoredSearchRecord,
} from '../../site/search-record';
import { answerFromRecords, type ProviderRequest } from './provider-answers';

/**
 * How one host answers: results, results with 40 hits per query whatever
 * page size was asked, a server error, a client error, or never.
 */
export type HostBehaviour =
  | 'ok'
  | 'ok-40-hits'
  | 'fail-500'
  | 'reject-403'
  | 'hang';

export interface ReceivedQuery {
  /** The credentials as they arrived in the query string. */
  appId: string | null;
  apiKey: string | null;
  credentialHeaders: boolean;
  requests: (ProviderRequest & {
    indexName?: string;
    facetFilters?: string[];
  })[];
}

export interface ProviderHost {
  /** host:port, as the client is given it. */
  address: string;
  received: ReceivedQuery[];
}

export const TEST_APP_ID = 'TESTAPPID';
export const TEST_API_KEY = 'test-search-only-key';
export const TEST_INDEX_NAME = 'rslib';

const BUILD_DIR = process.env.HOSTED_BUILD_DIR ?? 'doc_build_hosted';

// One index over both languages, as uploaded; queries narrow it by facet.
function loadIndex() {
  const records: SearchRecord[] = (['en', 'zh'] as SearchLang[]).flatMap(
    (lang) =>
      withObjectIds(
        JSON.parse(
          readFileSync(
            path.join(BUILD_DIR, 'search', `records.${lang}.json`),
            'utf8',
          ),
        ) as StoredSearchRecord[],
      ),
  );
  return {
    en: records.filter((record) => record.lang === 'en'),
    zh: records.filter((record) => record.lang === 'zh'),
  };
}

async function readBody(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export interface ProviderOptions {
  /**
   * The URL a hit carries, from its record's path: an index filled by the
   * provider's crawler holds absolute URLs ('https://rslib.rs/config/…').
   */
  hitUrl?: (path: string) => string;
}

/**
 * A stand-in for the hosted provider that speaks its query protocol
 * (POST /1/indexes/*\/queries, credentials in the query string) on one port
 * per host, each host answering as the test tells it to.
 */
export async function startProvider(
  behaviours: HostBehaviour[],
  { hitUrl }: ProviderOptions = {},
) {
  const index = loadIndex();
  const servers: Server[] = [];
  const hosts: ProviderHost[] = [];

  for (const behaviour of behaviours) {
    const host: ProviderHost = { address: '', received: [] };
    const server = createServer(async (request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') {
        response.end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://provider');
      if (
        request.method !== 'POST' ||
        url.pathname !== '/1/indexes/*/queries'
      ) {
        response.writeHead(404).end('{"message":"Not found"}');
        return;
      }
      const body = JSON.parse(await readBody(request));
      const received: ReceivedQuery = {
        appId: url.searchParams.get('x-algolia-application-id'),
        apiKey: url.searchParams.get('x-algolia-api-key'),
        credentialHeaders:
          'x-algolia-api-key' in request.headers ||
          'x-algolia-application-id' in request.headers,
        requests: body.requests,
      };
      host.received.push(received);
      if (behaviour === 'hang') return;
      if (behaviour === 'fail-500') {
        response.writeHead(500).end('{"message":"Internal error"}');
        return;
      }
      if (
        behaviour === 'reject-403' ||
        received.appId !== TEST_APP_ID ||
        received.apiKey !== TEST_API_KEY
      ) {
        response
          .writeHead(403)
          .end('{"message":"Invalid Application-ID or API key","status":403}');
        return;
      }
      const results = received.requests.map((query) => {
        const lang = query.facetFilters?.includes('lang:zh') ? 'zh' : 'en';
        const result = answerFromRecords(index[lang], {
          ...query,
          ...(behaviour === 'ok-40-hits' && { hitsPerPage: 40 }),
        });
        if (!hitUrl) return result;
        return {
          ...result,
          hits: result.hits.map((hit) => ({
            ...hit,
            url: hitUrl(hit.url),
            url_without_anchor: hitUrl(hit.url_without_anchor),
          })),
        };
      });
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ results }));
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    host.address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    servers.push(server);
    hosts.push(host);
  }

  return {
    hosts,
    close: () => {
      for (const server of servers) server.closeAllConnections();
      return Promise.all(
        servers.map(
          (server) => new Promise((resolve) => server.close(resolve)),
        ),
      );
    },
  };
}

/** Starts a protocol server whose hosts behave as given, and points the page's client at them. */
export async function withProvider(
  page: Page,
  behaviours: HostBehaviour[],
  options?: ProviderOptions,
) {
  const provider = await startProvider(behaviours, options);
  const addresses = provider.hosts.map((host) => host.address);
  await page.addInitScript((hosts) => {
    window.__SEARCH_TEST_HOSTS__ = hosts;
  }, addresses);
  // The fixtures block every other origin; the test's own server is let through.
  await page.route(
    (url) => addresses.includes(url.host),
    (route) => route.continue(),
  );
  return provider;
}
