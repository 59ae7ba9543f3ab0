import { describe, expect, it } from '@rstest/core';
import {
  localizePath,
  translatePath,
  withoutDefaultLangPrefix,
} from '../../theme/utils/locale-path';

describe('localizePath', () => {
  it('leaves English paths unprefixed', () => {
    expect(localizePath('/guide/start/quick-start', 'en')).toBe(
      '/guide/start/quick-start',
    );
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('prefixes Chinese paths with /zh', () => {
    expect(localizePath('/guide/start/quick-start', 'zh')).toBe(
      '/zh/guide/start/quick-start',
    );
    expect(localizePath('/', 'zh')).toBe('/zh/');
  });
});

describe('withoutDefaultLangPrefix', () => {
  it('strips the default language segment', () => {
    expect(withoutDefaultLangPrefix('/en/guide/start/')).toBe('/guide/start/');
    expect(withoutDefaultLangPrefix('/en')).toBe('/');
    expect(withoutDefaultLangPrefix('/en/')).toBe('/');
  });

  it('ignores paths that only look similar', () => {
    expect(withoutDefaultLangPrefix('/english/page')).toBeNull();
    expect(withoutDefaultLangPrefix('/zh/en/page')).toBeNull();
    expect(withoutDefaultLangPrefix('/guide/en/page')).toBeNull();
  });

  it('never yields a protocol-relative URL to another host', () => {
    for (const attack of [
      '/en//evil.example/x',
      '/en/\\evil.example',
      '/en/\\/evil.example',
      '/en///evil.example',
    ]) {
      const target = withoutDefaultLangPrefix(attack);
      expect(target).not.toBeNull();
      expect(new URL(target as string, 'https://rslib.rs').host).toBe(
        'rslib.rs',
      );
    }
  });
});

describe('translatePath', () => {
  it('adds the prefix going from English to Chinese', () => {
    expect(translatePath('/config/lib/dts', 'en', 'zh')).toBe(
      '/zh/config/lib/dts',
    );
    expect(translatePath('/', 'en', 'zh')).toBe('/zh/');
    expect(translatePath('/guide/start/', 'en', 'zh')).toBe('/zh/guide/start/');
  });

  it('drops the prefix going from Chinese to English', () => {
    expect(translatePath('/zh/config/lib/dts', 'zh', 'en')).toBe(
      '/config/lib/dts',
    );
    expect(translatePath('/zh/', 'zh', 'en')).toBe('/');
    expect(translatePath('/zh', 'zh', 'en')).toBe('/');
  });

  it('keeps a path in its own language unchanged', () => {
    expect(translatePath('/zh/blog/', 'zh', 'zh')).toBe('/zh/blog/');
    expect(translatePath('/blog/', 'en', 'en')).toBe('/blog/');
  });

  it('does not mistake a segment that starts like the prefix for it', () => {
    expect(translatePath('/zhong/page', 'zh', 'en')).toBe('/zhong/page');
  });
});
