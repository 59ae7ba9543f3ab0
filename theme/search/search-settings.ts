/** Provider settings given at build time; null builds the embedded index mode. */
export interface SearchProviderSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

// Replaced at build time (rspress.config.ts, source.define).
declare const SEARCH_PROVIDER: SearchProviderSettings | null;

export const searchProvider: SearchProviderSettings | null = SEARCH_PROVIDER;
