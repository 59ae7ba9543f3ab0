import { describe, expect, it } from '@rstest/core';
import { STORAGE_FALLBACK_SCRIPT } from '../../../rspress-adapter/build/head-guards/storage-fallback';
import { URL_REPAIR_SCRIPT } from '../../../rspress-adapter/build/head-guards/url-repair';

/** Runs an inline script with `window` standing for the page's global. */
function run(script: string, window: object) {
  new Function('window', script)(window);
}

describe('storage fallback', () => {
  const blocked = () => {
    const window = {};
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError: the operation is insecure');
      },
    });
    return window as { localStorage: Storage };
  };

  it('replaces storage that throws on access with a working one', () => {
    const window = blocked();
    run(STORAGE_FALLBACK_SCRIPT, window);
    const storage = window.localStorage;
    expect(storage.getItem('rspress-theme-appearance')).toBeNull();
    storage.setItem('rspress-theme-appearance', 'dark');
    expect(storage.getItem('rspress-theme-appearance')).toBe('dark');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('rspress-theme-appearance');
    expect(storage.key(2)).toBeNull();
    storage.removeItem('rspress-theme-appearance');
    expect(storage.getItem('rspress-theme-appearance')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('counts the reader as having visited, so the locale redirect stays put', () => {
    const window = blocked();
    run(STORAGE_FALLBACK_SCRIPT, window);
    expect(window.localStorage.getItem('rspress-visited')).toBe('1');
  });

  it('replaces storage that is null', () => {
    const window = { localStorage: null } as { localStorage: Storage | null };
    run(STORAGE_FALLBACK_SCRIPT, window);
    expect(window.localStorage?.getItem('rspress-visited')).toBe('1');
  });

  it('keeps working storage as it is', () => {
    const storage = { getItem: () => null };
    const window = { localStorage: storage };
    run(STORAGE_FALLBACK_SCRIPT, window);
    expect(window.localStorage).toBe(storage);
  });
});

describe('address repair', () => {
  /** A page at `address`: what the script replaced it with, and its popstate listener. */
  function pageAt(address: string) {
    const url = new URL(address, 'https://rslib.rs');
    const replaced: string[] = [];
    const listeners: Record<string, () => void> = {};
    const window = {
      location: url,
      history: {
        state: null,
        replaceState(_state: unknown, _title: string, next: string) {
          replaced.push(next);
          url.href = new URL(next, url).href;
        },
      },
      addEventListener(type: string, listener: () => void) {
        listeners[type] = listener;
      },
    };
    run(URL_REPAIR_SCRIPT, window);
    return { url, replaced, popstate: () => listeners.popstate?.() };
  }

  it('turns escapes that are not UTF-8 into the replacement character', () => {
    expect(pageAt('/guide/%E0%A4').replaced).toEqual(['/guide/%EF%BF%BD']);
    expect(pageAt('/guide/start#%E0').replaced).toEqual([
      '/guide/start#%EF%BF%BD',
    ]);
  });

  it('turns percent signs, bare or encoded, into full-width ones', () => {
    expect(pageAt('/guide/100%25?utm_campaign=50%off').replaced).toEqual([
      '/guide/100%EF%BC%85?utm_campaign=50%EF%BC%85off',
    ]);
    expect(pageAt('/guide/%E0%A4%A').replaced).toEqual([
      '/guide/%EF%BF%BD%EF%BC%85A',
    ]);
  });

  it('keeps well-formed escapes beside broken ones', () => {
    expect(
      pageAt('/guide/%E4%B8%AD?q=a%20b%E0&lang=%E4%B8%AD').replaced,
    ).toEqual(['/guide/%E4%B8%AD?q=a%20b%EF%BF%BD&lang=%E4%B8%AD']);
  });

  it('leaves an address that decodes twice alone', () => {
    expect(
      pageAt('/zh/guide/%E4%B8%AD?q=a%20b%2541#%E4%B8%AD').replaced,
    ).toEqual([]);
  });

  it('repairs every result so that it decodes twice', () => {
    for (const address of [
      '/%25E0%25A4',
      '/a%E0%A4%A?b=%%%25%2525#%C3%28%25',
      '/%F0%9F%98%80%ZZ%',
    ]) {
      const [repaired] = pageAt(address).replaced;
      expect(() =>
        decodeURIComponent(decodeURIComponent(repaired)),
      ).not.toThrow();
    }
  });

  it('repairs a fragment changed later, on history navigation', () => {
    const page = pageAt('/guide/start/');
    page.url.hash = '%E0%A4';
    page.popstate();
    expect(page.replaced).toEqual(['/guide/start/#%EF%BF%BD']);
  });
});
