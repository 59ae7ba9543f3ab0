import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@rstest/core';
import {
  mergeInlineScripts,
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

describe('mergeInlineScripts', () => {
  it('joins each run of plain inline scripts written in one place, and nothing else', () => {
    const tags = [
      { tag: 'script', children: 'a()' },
      { tag: 'script', children: 'b()' },
      { tag: 'script', attrs: { src: '/x.js' } },
      { tag: 'script', children: 'c()' },
      { tag: 'script', attrs: { type: 'module' }, children: 'd()' },
      { tag: 'script', children: 'e()', head: false, append: true },
      { tag: 'script', children: 'f()', head: false, append: true },
    ];
    const merged = mergeInlineScripts(tags);
    expect(merged.map((tag) => tag.attrs?.src ?? tag.children)).toEqual([
      expect.stringMatching(/a\(\)[\s\S]*b\(\)/),
      '/x.js',
      'c()',
      'd()',
      expect.stringMatching(/e\(\)[\s\S]*f\(\)/),
    ]);
    expect(merged[4]).toMatchObject({ head: false, append: true });
    // The caller's tags are left as they were.
    expect(tags[0].children).toBe('a()');
  });

  it('runs every part as separate scripts would: in order, past one that throws, its error reported', () => {
    const [script] = mergeInlineScripts([
      { tag: 'script', children: 'log.push(1); // a trailing comment' },
      { tag: 'script', children: 'log.push(2); throw new Error("full");' },
      { tag: 'script', children: '{ const x = 3; log.push(x); }' },
    ]);
    const reported: unknown[] = [];
    const context = {
      log: [] as number[],
      setTimeout: (callback: () => void) => {
        try {
          callback();
        } catch (error) {
          reported.push((error as Error).message);
        }
      },
    };
    runInNewContext(minifyInlineScript(script.children as string), context);
    expect(context.log).toEqual([1, 2, 3]);
    expect(reported).toEqual(['full']);
  });
});
