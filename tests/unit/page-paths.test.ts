import { describe, expect, it } from '@rstest/core';
import {
  matchKey,
  pageAddress,
  pageAddressIndex,
  sourceRoute,
} from '../../scripts/lib/page-paths.mjs';

describe('matchKey', () => {
  it('gives every accepted form of a path the same key', () => {
    const forms = [
      '/guide/start/quick-start',
      '/guide/start/quick-start.html',
      '/guide/start/quick-start/',
      '/Guide/Start/Quick-Start',
      '/guide/start/quick%2Dstart',
    ];
    expect(new Set(forms.map(matchKey))).toEqual(
      new Set(['/guide/start/quick-start']),
    );
  });

  it('treats a trailing /index as the folder', () => {
    expect(matchKey('/guide/start/index')).toBe(matchKey('/guide/start/'));
    expect(matchKey('/index.html')).toBe('/');
  });

  it('keeps different pages apart and survives malformed escapes', () => {
    expect(matchKey('/guide/start/glossary')).not.toBe(
      matchKey('/guide/start/quick-start'),
    );
    expect(matchKey('/a%E0%A4%A')).toBe('/a%e0%a4%a');
  });
});

describe('pageAddressIndex', () => {
  it('maps keys to the clean URLs of built pages, without the 404 page', () => {
    const index = pageAddressIndex([
      'index.html',
      'guide/start/index.html',
      'guide/start/quick-start.html',
      '404.html',
      'static/app.js',
    ]);
    expect(Object.fromEntries(index)).toEqual({
      '/': '/',
      '/guide/start': '/guide/start/',
      '/guide/start/quick-start': '/guide/start/quick-start',
    });
    expect(pageAddress('zh/index.html')).toBe('/zh/');
  });
});

describe('sourceRoute', () => {
  it('routes page sources as Rspress does, the default language unprefixed', () => {
    expect(sourceRoute('en/index.mdx')).toBe('/');
    expect(sourceRoute('zh/index.mdx')).toBe('/zh/');
    expect(sourceRoute('en/guide/start/index.mdx')).toBe('/guide/start/');
    expect(sourceRoute('zh/config/lib/dts.mdx')).toBe('/zh/config/lib/dts');
    expect(sourceRoute('en/index.md')).toBe('/');
  });
});
