import { describe, expect, test } from '@rstest/core';
import {
  scriptLoader,
  withScriptsAfterContent,
} from '../../plugins/script-loading';

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
  }: {
    hidden?: boolean;
    paintTiming?: boolean;
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
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({ src: '', async: true }),
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

  test('the loader adds the scripts, in order, once the content has been painted', () => {
    const page = runLoader({});
    page.load();
    page.reportPaint('first-paint');
    expect(page.added).toEqual([]);
    page.reportPaint('first-contentful-paint');
    expect(page.added).toEqual(['/a.js', '/b.js']);
    // The load fallback finds them added and adds nothing more.
    for (const { callback } of page.timeouts) callback();
    expect(page.added).toEqual(['/a.js', '/b.js']);
  });

  test('without paint timing, the scripts follow the first frame', () => {
    const page = runLoader({ paintTiming: false });
    expect(page.added).toEqual([]);
    page.frames.shift()?.();
    expect(page.added).toEqual([]);
    page.timeouts.find(({ ms }) => ms === 0)?.callback();
    expect(page.added).toEqual(['/a.js', '/b.js']);
  });

  test('a page that reports no contentful paint gets its scripts 3 s after its load', () => {
    const page = runLoader({});
    expect(page.timeouts).toEqual([]);
    page.load();
    expect(page.timeouts.map(({ ms }) => ms)).toEqual([3000]);
    page.timeouts[0].callback();
    expect(page.added).toEqual(['/a.js', '/b.js']);
  });

  test('in a background tab, which paints nothing, the loader adds them at once', () => {
    const page = runLoader({ hidden: true });
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
