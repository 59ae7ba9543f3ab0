import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@rstest/core';
import {
  minifyInlineScript,
  withInlineScriptsMinified,
} from '../../plugins/inline-scripts';
import { HEAD_GUARD_SCRIPTS } from '../../rspress-adapter/build/head-guards';

describe('minifyInlineScript', () => {
  it('makes the head guards shorter', () => {
    for (const script of HEAD_GUARD_SCRIPTS)
      expect(minifyInlineScript(script).length).toBeLessThan(
        script.length * 0.6,
      );
  });

  it('keeps what a script does, top-level names included', () => {
    const script = `
      // a comment the browser never needs
      var counter = 0;
      function countWords(text) {
        const words = text.split(/\\s+/).filter(Boolean);
        counter += words.length;
        return words.length;
      }
      result = countWords('one  two three') + counter;
    `;
    const context: { result?: number; counter?: number } = {};
    runInNewContext(minifyInlineScript(script), context);
    expect(context.result).toBe(6);
    expect(context.counter).toBe(3);
  });

  it('fails the build on a script that does not parse', () => {
    expect(() => minifyInlineScript('if (')).toThrow();
  });
});

describe('withInlineScriptsMinified', () => {
  it('minifies inline scripts and leaves scripts with src and data blocks alone', () => {
    const tags = [
      { tag: 'script', children: 'var  spaced  =  1 ;' },
      { tag: 'script', attrs: { src: '/a.js' } },
      {
        tag: 'script',
        attrs: { type: 'application/ld+json' },
        children: '{ "a": 1 }',
      },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css' } },
    ];
    const [inline, external, data, link] = withInlineScriptsMinified(tags);
    expect(inline.children).toBe('var spaced=1;');
    expect(external).toEqual(tags[1]);
    expect(data).toEqual(tags[2]);
    expect(link).toEqual(tags[3]);
  });
});
