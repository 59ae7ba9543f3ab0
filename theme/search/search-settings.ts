import type { SearchProviderSettings } from '../../site/search-settings';

// Replaced at build time (rspress.config.ts, source.define).
declare const SEARCH_PROVIDER: SearchProviderSettings | null;

/** The provider settings the build was given; null in the embedded index mode. */
export const searchProvider: SearchProviderSettings | null = SEARCH_PROVIDER;
