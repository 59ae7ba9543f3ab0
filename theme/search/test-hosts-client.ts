import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchProviderSettings } from '../../site/search-settings';
import type { ClientTransform } from './hosted-client';

declare global {
  interface Window {
    /** host:port entries of a test's protocol server, tried in this order. */
    __SEARCH_TEST_HOSTS__?: string[];
  }
}

/**
 * Stands in for ./hosted-client.ts in the hosted-search test build only
 * (`npm run build:hosted-test`, which sets SEARCH_TEST_HOSTS=1; see
 * rspress.config.ts): a client of the same library pointed at the hosts the
 * browser test names, so the tests exercise the real transport against a
 * local server. Never part of a site that is published.
 */
export function hostedClientTransform(
  provider: SearchProviderSettings,
): ClientTransform {
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
    search: (async (...args: Parameters<DocSearchTransformClient['search']>) =>
      (await client).search(...args)) as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: {
      algoliaAgent: { value: 'test', add: (() => {}) as never },
    },
  };
  return () => testClient;
}
