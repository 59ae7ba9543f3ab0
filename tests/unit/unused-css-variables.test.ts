import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from '@rstest/core';
import { withoutUnreadCustomProperties } from '../../plugins/unused-css-variables/prune';

/** One stylesheet as the pruning leaves it, beside the build's `others`. */
const prunedAlone = (css: string, others: string[] = []) =>
  withoutUnreadCustomProperties({ 'a.css': { css } }, others)['a.css'].css;

describe('withoutUnreadCustomProperties', () => {
  it('drops what nothing reads and keeps what a stylesheet or a script reads', () => {
    const css = prunedAlone(
      ':root{--read-in-css:red;--read-in-script:blue;--set-by-name:0;--unread:green}p{color:var(--read-in-css)}',
      [
        'el.style.color="var(--read-in-script)"',
        "root.style.setProperty('--set-by-name', '1')",
      ],
    );
    expect(css).toBe(
      ':root{--read-in-css:red;--read-in-script:blue;--set-by-name:0}p{color:var(--read-in-css)}',
    );
  });

  it('drops a chain of variables only unread ones read, and rules left empty', () => {
    const css = prunedAlone(
      ':root{--base:#000;--derived:var(--base)}.dark{--derived:var(--base)}@media (prefers-color-scheme:dark){:root{--base:#fff}}p{margin:0}',
    );
    expect(css).toBe('p{margin:0}');
  });

  it('counts a read in another stylesheet, and a fallback inside var()', () => {
    const pruned = withoutUnreadCustomProperties(
      {
        'base.css': { css: ':root{--brand:teal;--fallback:navy;--gone:1px}' },
        'async/menu.css': {
          css: '.menu{color:var(--missing,var(--fallback));border-color:var( --brand)}',
        },
      },
      [],
    );
    expect(pruned['base.css'].css).toBe(':root{--brand:teal;--fallback:navy}');
    expect(pruned['async/menu.css'].css).toBe(
      '.menu{color:var(--missing,var(--fallback));border-color:var( --brand)}',
    );
  });

  it('keeps a stylesheet’s source map pointing at its sources', () => {
    // `p{color:red}` at column 17 of a.css comes from line 7 of
    // theme/a.module.css: one segment, [17, source 0, line 6, column 0].
    const map = {
      version: 3,
      file: 'a.css',
      sources: ['theme/a.module.css'],
      names: [],
      mappings: 'iBAMA',
    };
    const { 'a.css': pruned } = withoutUnreadCustomProperties(
      { 'a.css': { css: ':root{--unread:0}p{color:red}', map } },
      [],
    );
    expect(pruned.css).toBe('p{color:red}');
    const traced = new TraceMap(pruned.map as never);
    expect(originalPositionFor(traced, { line: 1, column: 0 })).toMatchObject({
      source: 'theme/a.module.css',
      line: 7,
    });
  });
});
