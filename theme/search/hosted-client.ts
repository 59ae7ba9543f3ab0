import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchProviderSettings } from '../../site/search-settings';

export type ClientTransform = (
  client: DocSearchTransformClient,
) => DocSearchTransformClient;

/**
 * The hosted provider's client as the modal builds it (credentials in the
 * query string, retries over its hosts), unchanged. The hosted-search test
 * build replaces this module with ./test-hosts-client.ts
 * (rspress.config.ts, resolve.alias); no other build compiles that one.
 */
export function hostedClientTransform(
  _provider: SearchProviderSettings,
): ClientTransform {
  return (client) => client;
}
