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

  /** Runs the loader against a fake document; returns the frame and timer queues. */
  function runLoader(visibilityState: 'visible' | 'hidden') {
    const added: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState,
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (element: never) => added.push(element) },
    };
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      scriptLoader(['/a.js', '/b.js']),
    )(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { added, frames, timers };
  }

  test('the loader adds the scripts in order, once the first frame is drawn', () => {
    const { added, frames, timers } = runLoader('visible');
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    timers.shift()?.();
    expect(added).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });

  test('in a background tab, which draws no frame, the loader adds them at once', () => {
    const { added, frames } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(added.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
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
