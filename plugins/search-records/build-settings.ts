import type { SearchProviderSettings } from '../../site/search-settings';

type HeadTag = [string, Record<string, string>];

/** The provider's read host for an application: the one the modal queries first. */
export const providerReadHost = (appId: string) =>
  `https://${appId}-dsn.algolia.net`;

/**
 * Search mode of a build, from its environment: the hosted provider when all
 * three DocSearch variables are set, else the embedded index. Only the
 * search-only key reaches the bundle; the admin key is read by the upload
 * script alone.
 */
export function searchBuildSettings(env: NodeJS.ProcessEnv): {
  provider: SearchProviderSettings | null;
  /**
   * The hosted-search test build (SEARCH_TEST_HOSTS=1): its provider client
   * talks to the browser tests' local server instead. The config swaps the
   * client module for that build only; nothing of it reaches the bundle of
   * any other build.
   */
  testHosts: boolean;
  define: Record<string, string>;
  head: HeadTag[];
} {
  const { DOCSEARCH_APP_ID, DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME } = env;
  const provider: SearchProviderSettings | null =
    DOCSEARCH_APP_ID && DOCSEARCH_API_KEY && DOCSEARCH_INDEX_NAME
      ? {
          appId: DOCSEARCH_APP_ID,
          apiKey: DOCSEARCH_API_KEY,
          indexName: DOCSEARCH_INDEX_NAME,
        }
      : null;
  const testHosts = env.SEARCH_TEST_HOSTS === '1';
  return {
    provider,
    testHosts,
    define: { SEARCH_PROVIDER: JSON.stringify(provider) },
    head: provider
      ? [
          [
            'link',
            {
              rel: 'preconnect',
              href: providerReadHost(provider.appId),
              crossorigin: '',
            },
          ],
        ]
      : [],
  };
}
