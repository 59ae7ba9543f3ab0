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

  test('the loader adds the scripts so that they run in order', () => {
    const added: { src: string; async: boolean }[] = [];
    const document = {
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (element: never) => added.push(element) },
    };
    new Function('document', scriptLoader(['/a.js', '/b.js']))(document);
    expect(added).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
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
