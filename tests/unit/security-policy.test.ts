import { describe, expect, it } from '@rstest/core';
import {
  contentSecurityPolicy,
  searchConnectSources,
  securityHeaders,
  unlistedImageOrigins,
} from '../../plugins/security-headers/policy';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const sources = {
  scriptHashes: ["'sha256-bbb='", "'sha256-aaa='", "'sha256-bbb='"],
  imageSources: ['https://img.shields.io', 'data:'],
  connectSources: [],
  webAssembly: false,
};

describe('contentSecurityPolicy', () => {
  it('lets scripts run from the site and as the hashed inline scripts only', () => {
    expect(directives(contentSecurityPolicy(sources))['script-src']).toEqual([
      "'self'",
      "'sha256-aaa='",
      "'sha256-bbb='",
    ]);
  });

  it('writes every directive, in a fixed order', () => {
    expect(contentSecurityPolicy(sources)).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-aaa=' 'sha256-bbb='",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' https://img.shields.io data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('adds the search hosts to connect-src', () => {
    const policy = contentSecurityPolicy({
      ...sources,
      connectSources: ['https://APP-dsn.algolia.net'],
    });
    expect(directives(policy)['connect-src']).toEqual([
      "'self'",
      'https://APP-dsn.algolia.net',
    ]);
  });
});

describe('securityHeaders', () => {
  it('sends the policy with the sniffing, referrer and framing headers', () => {
    const headers = securityHeaders(sources);
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
    ]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});

describe('searchConnectSources', () => {
  it('is empty for the embedded index, test switch or not', () => {
    expect(searchConnectSources(null, false)).toEqual([]);
    expect(searchConnectSources(null, true)).toEqual([]);
  });

  it("names the hosted provider's read and fallback hosts", () => {
    expect(searchConnectSources({ appId: 'APP' }, false)).toEqual([
      'https://APP-dsn.algolia.net',
      'https://APP-1.algolianet.com',
      'https://APP-2.algolianet.com',
      'https://APP-3.algolianet.com',
    ]);
  });

  it("adds the browser tests' local server only to their build", () => {
    const sources = searchConnectSources({ appId: 'APP' }, true);
    expect(sources).toContain('https://APP-dsn.algolia.net');
    expect(sources.at(-1)).toBe('http://127.0.0.1:*');
  });
});

describe('unlistedImageOrigins', () => {
  it('returns each origin the image sources miss, once', () => {
    expect(
      unlistedImageOrigins(
        [
          'https://badges.example',
          'https://img.shields.io',
          'https://badges.example',
          'data:',
        ],
        ['https://img.shields.io'],
      ),
    ).toEqual(['data:', 'https://badges.example']);
  });

  it('is empty when every origin is listed', () => {
    expect(
      unlistedImageOrigins(['https://img.shields.io'], sources.imageSources),
    ).toEqual([]);
  });
});
