import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchProviderSettings } from '../../site/search-settings';

// Replaced at build time; true only in the builds the browser tests use.
declare const SEARCH_TEST_HOSTS: boolean;

type ClientTransform = (
  client: DocSearchTransformClient,
) => DocSearchTransformClient;

declare global {
  interface Window {
    /** host:port entries of a test's protocol server, tried in this order. */
    __SEARCH_TEST_HOSTS__?: string[];
  }
}

/**
 * The hosted provider's client as the modal builds it (credentials in the
 * query string, retries over its hosts). In test builds it is swapped for a
 * client of the same library pointed at the hosts the test names, so the
 * tests exercise the real transport against a local server.
 */
export function hostedClientTransform(
  provider: SearchProviderSettings,
): ClientTransform {
  // A literal condition: production builds drop this branch and its import.
  if (SEARCH_TEST_HOSTS) {
    const hosts = window.__SEARCH_TEST_HOSTS__ ?? [];
    const client = import('algoliasearch/lite').then(({ liteClient }) =>
      liteClient(provider.appId, provider.apiKey, {
        hosts: hosts.map((url) => ({
          url,
          accept: 'readWrite' as const,
          protocol: 'http' as const,
        })),
      }),
    );
    const testClient: DocSearchTransformClient = {
      search: (async (
        ...args: Parameters<DocSearchTransformClient['search']>
      ) =>
        (await client).search(...args)) as DocSearchTransformClient['search'],
      addAlgoliaAgent: () => {},
      transporter: {
        algoliaAgent: { value: 'test', add: (() => {}) as never },
      },
    };
    return () => testClient;
  }
  return (client) => client;
}
