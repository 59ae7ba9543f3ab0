import { describe, expect, it } from '@rstest/core';
import { type HitUrlContext, inSitePath } from '../../theme/search/hit-url';

const context: HitUrlContext = {
  currentOrigin: 'http://127.0.0.1:4173',
  siteOrigin: 'https://rslib.rs',
  isRoute: (path) => ['/config/lib/format', '/zh/guide/start/'].includes(path),
  removeBase: (path) => path,
};

describe('search hit URLs', () => {
  it('keeps a path as it is', () => {
    expect(inSitePath('/config/lib/format#examples', context)).toBe(
      '/config/lib/format#examples',
    );
  });

  it('opens absolute URLs on this origin or the published site in the site', () => {
    expect(inSitePath('http://127.0.0.1:4173/guide/x?a=1#y', context)).toBe(
      '/guide/x?a=1#y',
    );
    expect(inSitePath('https://rslib.rs/config/lib/format#b', context)).toBe(
      '/config/lib/format#b',
    );
  });

  it('opens another host’s URL in the site when its path is a route here', () => {
    expect(
      inSitePath('https://preview.example.com/config/lib/format#b', context),
    ).toBe('/config/lib/format#b');
    expect(
      inSitePath('https://preview.example.com/zh/guide/start/', context),
    ).toBe('/zh/guide/start/');
  });

  it('leaves other sites’ pages and other schemes to the browser', () => {
    expect(
      inSitePath('https://example.org/elsewhere/config/lib/format', context),
    ).toBeNull();
    expect(inSitePath('mailto:team@example.org', context)).toBeNull();
    expect(inSitePath('//example.org/docs', context)).toBeNull();
  });
});
