import { describe, expect, it } from '@rstest/core';
import { isAbsoluteUrl, isModifiedClick } from '../../theme/utils/url';

describe('isAbsoluteUrl', () => {
  it('takes a scheme or "//host" as absolute, a path or hash as not', () => {
    for (const href of [
      'https://rslib.rs/',
      'mailto:a@b.c',
      'tel:123',
      '//evil.example/x',
      'HTTP://X',
    ])
      expect({ href, absolute: isAbsoluteUrl(href) }).toEqual({
        href,
        absolute: true,
      });
    for (const href of ['/guide/', 'guide/start', '#top', '?q=1', '../x'])
      expect({ href, absolute: isAbsoluteUrl(href) }).toEqual({
        href,
        absolute: false,
      });
  });
});

describe('isModifiedClick', () => {
  const plain = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
  };
  it('is a plain main-button click only without a modifier', () => {
    expect(isModifiedClick(plain)).toBe(false);
    expect(isModifiedClick({ ...plain, button: 1 })).toBe(true);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(isModifiedClick({ ...plain, [key]: true })).toBe(true);
  });
});
