import { describe, expect, it } from '@rstest/core';
import { disabledExtras } from '../../theme/page-extras/extras';

describe('disabledExtras', () => {
  it('keeps every extra on by default', () => {
    expect(disabledExtras({}, '')).toEqual([]);
    expect(disabledExtras(undefined, '?navbar=0')).toEqual([]);
  });

  it('turns an extra off by a frontmatter flag set to false', () => {
    expect(disabledExtras({ feedLinks: false }, '')).toEqual(['feedLinks']);
    expect(disabledExtras({ imageZoom: false }, '')).toEqual(['imageZoom']);
    expect(disabledExtras({ imageZoom: false, feedLinks: false }, '')).toEqual([
      'imageZoom',
      'feedLinks',
    ]);
  });

  it('turns an extra off by a query parameter set to 0', () => {
    expect(disabledExtras({}, '?feedLinks=0')).toEqual(['feedLinks']);
    expect(disabledExtras({}, '?imageZoom=0&feedLinks=0')).toEqual([
      'imageZoom',
      'feedLinks',
    ]);
  });

  it('counts only false and 0 as off', () => {
    expect(
      disabledExtras(
        { imageZoom: 'false', feedLinks: 0 },
        '?imageZoom=false&feedLinks=',
      ),
    ).toEqual([]);
  });
});
