/**
 * The hosted search provider's settings, read from the environment when the
 * site is built (plugins/search-records/build-settings.ts) and compiled into
 * the browser bundle (theme/search/search-settings.ts). null: the embedded
 * index mode, which needs no settings.
 */
export interface SearchProviderSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}
