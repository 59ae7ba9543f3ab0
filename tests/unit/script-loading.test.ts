import { describe, expect, test } from '@rstest/core';
import {
  scriptLoader,
  withScriptsAfterContent,
} from '../../plugins/script-loading';
import { AFTER_PAINT_PRELOADS } from '../../site/first-paint';

const script = (src: string) => ({
  tag: 'script',
  head: true,
  attrs: { defer: true, src },
});

describe('scripts after content', () => {
  test('moves the script files into one loader at the end of <body>, in their order', () => {
    const guard = { tag: 'script', head: true, children: 'guard()' };
    const stylesheet = {
      tag: 'link',
      head: true,
      attrs: { rel: 'stylesheet', href: '/a.css' },
    };
    const tags = withScriptsAfterContent([
      guard,
      stylesheet,
      script('/react.js'),
      script('/index.js'),
    ]);
    expect(tags.slice(0, 2)).toEqual([guard, stylesheet]);
    expect(tags[2]).toEqual({
      tag: 'script',
      head: false,
      append: true,
      children: scriptLoader(['/react.js', '/index.js']),
    });
    expect(tags).toHaveLength(3);
  });

  /**
   * Runs the loader against stand-ins for the document, the frame clock,
   * timers, the load event and paint timing (absent when `paintTiming` is
   * false, as in engines without it).
   */
  function runLoader({
    hidden = false,
    paintTiming = true,
    chunkList = true,
  }: {
    hidden?: boolean;
    paintTiming?: boolean;
    chunkList?: boolean;
  }) {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timeouts: { callback: () => void; ms: number }[] = [];
    const loadListeners: (() => void)[] = [];
    let reportPaint: (name: string) => void = () => {};
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(
        private readonly callback: (
          list: { getEntriesByName: (name: string) => unknown[] },
          observer: { disconnect: () => void },
        ) => void,
      ) {}
      observe() {
        reportPaint = (name) =>
          this.callback(
            {
              getEntriesByName: (wanted) => (wanted === name ? [{}] : []),
            },
            { disconnect: () => {} },
          );
      }
    }
    // The head's list of lazy chunks (site/first-paint.ts): each is
    // preloaded just before the scripts are added.
    const preloads = { content: '/c1.js /c2.js' };
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: (tag: string) =>
        tag === 'link'
          ? { rel: '', as: '', href: '' }
          : { src: '', async: true },
      querySelector: (selector: string) =>
        chunkList && selector === `meta[name="${AFTER_PAINT_PRELOADS}"]`
          ? preloads
          : null,
      head: {
        appendChild: (link: { rel: string; as: string; href: string }) => {
          expect([link.rel, link.as]).toEqual(['preload', 'script']);
          added.push(`preload ${link.href}`);
        },
      },
      body: {
        appendChild: (element: { src: string; async: boolean }) => {
          expect(element.async).toBe(false);
          added.push(element.src);
        },
      },
    };
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      'PerformanceObserver',
      scriptLoader(['/a.js', '/b.js']),
    )(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timeouts.push({ callback, ms }),
      (type: string, listener: () => void) => {
        if (type === 'load') loadListeners.push(listener);
      },
      paintTiming ? FakePerformanceObserver : undefined,
    );
    return {
      added,
      frames,
      timeouts,
      reportPaint: (name: string) => reportPaint(name),
      load: () => {
        for (const listener of loadListeners) listener();
      },
    };
  }

  const ADDED = ['preload /c1.js', 'preload /c2.js', '/a.js', '/b.js'];

  test('the loader adds the lazy-chunk preloads, then the scripts in order, once the content has been painted', () => {
    const page = runLoader({});
    page.load();
    page.reportPaint('first-paint');
    expect(page.added).toEqual([]);
    page.reportPaint('first-contentful-paint');
    expect(page.added).toEqual(ADDED);
    // The load fallback finds them added and adds nothing more.
    for (const { callback } of page.timeouts) callback();
    expect(page.added).toEqual(ADDED);
  });

  test('without paint timing, the scripts follow the first frame', () => {
    const page = runLoader({ paintTiming: false });
    expect(page.added).toEqual([]);
    page.frames.shift()?.();
    expect(page.added).toEqual([]);
    page.timeouts.find(({ ms }) => ms === 0)?.callback();
    expect(page.added).toEqual(ADDED);
  });

  test('a page that reports no contentful paint gets its scripts 3 s after its load', () => {
    const page = runLoader({});
    expect(page.timeouts).toEqual([]);
    page.load();
    expect(page.timeouts.map(({ ms }) => ms)).toEqual([3000]);
    page.timeouts[0].callback();
    expect(page.added).toEqual(ADDED);
  });

  test('in a background tab, which paints nothing, the loader adds them at once', () => {
    const page = runLoader({ hidden: true });
    expect(page.added).toEqual(ADDED);
  });

  test('a page that lists no lazy chunks (the 404 page) gets its scripts alone', () => {
    const page = runLoader({ chunkList: false });
    page.reportPaint('first-contentful-paint');
    expect(page.added).toEqual(['/a.js', '/b.js']);
  });

  test('a page without script files is left as it is', () => {
    const tags = [{ tag: 'meta', attrs: { name: 'x', content: 'y' } }];
    expect(withScriptsAfterContent(tags)).toBe(tags);
  });

  test('a script attribute the loader would drop stops the build', () => {
    expect(() =>
      withScriptsAfterContent([
        { tag: 'script', attrs: { src: '/m.js', type: 'module' } },
      ]),
    ).toThrow(/cannot carry the attributes/);
  });
});
