import { describe, expect, it } from '@rstest/core';
import { fittedExcerpt } from '../../theme/search/excerpt-fit';

/** Width as the modal draws it: a CJK character is two Latin ones. */
const width = (html: string) =>
  [...html.replace(/<\/?mark>/g, '').replace(/&[a-z]+;/g, '&')].reduce(
    (sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1),
    0,
  );

describe('an excerpt cut to one row of the modal', () => {
  it('keeps a short excerpt as it is', () => {
    const excerpt = 'Declaration files: <mark>dts</mark> writes them.';
    expect(fittedExcerpt(excerpt)).toBe(excerpt);
  });

  it('starts a few characters before the first highlight, at a word’s start', () => {
    const excerpt =
      'The build reads the package manifest and the config file, then for every lib item it writes the <mark>declaration</mark> files next to the output.';
    const fitted = fittedExcerpt(excerpt);
    expect(fitted.startsWith('…')).toBe(true);
    expect(fitted.indexOf('<mark>')).toBeLessThanOrEqual(18);
    expect(fitted).toMatch(/^…(it|writes|the) /);
    expect(width(fitted)).toBeLessThanOrEqual(73);
  });

  it('fits a long Chinese excerpt into the row, its first highlight near the start', () => {
    const excerpt =
      '本页说明\u200bRslib\u200b如何\u200b为\u200b你\u200b的\u200b库\u200b生成\u200b文件\u200b，以及\u200b你\u200b可以\u200b做\u200b哪些\u200b选择\u200b。最\u200b需要\u200b记住\u200b的\u200b一点\u200b是\u200b：生成\u200b方式\u200b由\u200b项目\u200b环境\u200b决定\u200b，设置\u200b<mark>类型</mark>\u200b<mark>声明</mark>\u200b后\u200b会\u200b使用\u200b isolated\u200b declarations\u200b，否则\u200b由\u200b所\u200b安装\u200b的\u200b typescript\u200b版本\u200b决定\u200b，以及\u200b更多\u200b内容\u200b和\u200b<mark>类型</mark>\u200b检查\u200b。';
    const fitted = fittedExcerpt(excerpt);
    expect(fitted).not.toContain('\u200b');
    expect(fitted.startsWith('…')).toBe(true);
    expect(
      width(fitted.slice(0, fitted.indexOf('<mark>'))),
    ).toBeLessThanOrEqual(17);
    expect(width(fitted)).toBeLessThanOrEqual(73);
    expect(fitted.endsWith('…')).toBe(true);
    // The later highlight falls past the row: it is cut with the text, not hidden by it.
    expect(fitted.match(/<mark>/g)).toHaveLength(2);
  });

  it('never cuts a highlight or an escaped character in two', () => {
    const excerpt = `${'x '.repeat(5)}<mark>a&lt;b</mark> ${'word '.repeat(20)}<mark>${'long'.repeat(5)}</mark>`;
    const fitted = fittedExcerpt(excerpt);
    expect(fitted).toContain('<mark>a&lt;b</mark>');
    expect(fitted).not.toContain('longlong');
    expect(fitted).not.toMatch(/&[a-z]*…/);
  });
});

describe('a row that would open with the end of another block', () => {
  it('starts after the sentence that ends before the first highlight, without an ellipsis', () => {
    // A table's last cells, then the heading the reader looked for.
    const excerpt = `应用. 是. ESM 和 <mark>CJS</mark>. ESM 和 <mark>CJS</mark> 是通过 npm 分发的包所使用的格式。它们的文件扩展名由 lib.autoExtension 决定${'，以及更多内容'.repeat(4)}`;
    const fitted = fittedExcerpt(excerpt);
    expect(fitted.startsWith('ESM 和 <mark>CJS</mark>. ESM')).toBe(true);
    expect(width(fitted)).toBeLessThanOrEqual(73);
  });

  it('takes the last such sentence within the lead, and a Chinese full stop ends one too', () => {
    const excerpt = `这是前一段的结尾。接着是<mark>类型</mark>声明的说明${'，以及更多内容'.repeat(8)}`;
    expect(fittedExcerpt(excerpt).startsWith('接着是<mark>类型</mark>')).toBe(
      true,
    );
  });

  it('a dot inside a name ends no sentence', () => {
    const excerpt = `In lib.format, <mark>dts</mark> and the ${'details of the output '.repeat(4)}`;
    expect(fittedExcerpt(excerpt).startsWith('In lib.format, <mark>')).toBe(
      true,
    );
  });
});
