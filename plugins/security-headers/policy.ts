import type { SearchProviderSettings } from '../../site/search-settings';
import { providerReadHost } from '../search-records/build-settings';

export interface PolicySources {
  /** `'sha256-…'` sources of the inline scripts the pages run. */
  scriptHashes: string[];
  /** Image sources besides the site's own files: origins, or `data:`. */
  imageSources: string[];
  /** Hosts the pages' scripts talk to besides the site. */
  connectSources: string[];
  /**
   * The pages compile WebAssembly: the embedded search engine (Pagefind)
   * runs as WebAssembly, which needs 'wasm-unsafe-eval' (it allows compiling
   * WebAssembly, not eval() of script text). It runs on the page's own
   * thread, so no worker-src is needed either.
   */
  webAssembly: boolean;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The site's Content-Security-Policy. Scripts run only from the site's files
 * or as one of the hashed inline scripts. Styles keep 'unsafe-inline': the
 * rendered pages carry `style` attributes (code token colours, sidebar
 * indents), and scripts add <style> elements no build-time hash can cover
 * (the image zoom's stylesheet on every page, the provider logo's SVG in the
 * search modal).
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Sorted: the pages' order must not change the header.
    [
      'script-src',
      [
        "'self'",
        ...(sources.webAssembly ? ["'wasm-unsafe-eval'"] : []),
        ...unique(sources.scriptHashes).sort(),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", ...unique(sources.imageSources)]],
    ['connect-src', ["'self'", ...unique(sources.connectSources)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map((entry) => entry.flat().join(' ')).join('; ');
}

/** Every header the site sends with each response. */
export function securityHeaders(
  sources: PolicySources,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Hosts the search modal queries: none for the embedded index; in hosted
 * mode the provider's read host and its fallback hosts (the search client
 * sends reads nowhere else); in the browser tests' build, also their local
 * protocol server on any port of 127.0.0.1.
 */
export function searchConnectSources(
  provider: Pick<SearchProviderSettings, 'appId'> | null,
  testHosts: boolean,
): string[] {
  if (!provider) return [];
  const hosts = [
    providerReadHost(provider.appId),
    ...[1, 2, 3].map((n) => `https://${provider.appId}-${n}.algolianet.com`),
  ];
  return testHosts ? [...hosts, 'http://127.0.0.1:*'] : hosts;
}

/** Image origins found in the pages that the policy would block. */
export function unlistedImageOrigins(
  origins: string[],
  imageSources: string[],
): string[] {
  return unique(
    origins.filter((origin) => !imageSources.includes(origin)),
  ).sort();
}
