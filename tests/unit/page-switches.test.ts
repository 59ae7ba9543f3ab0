import { describe, expect, it } from '@rstest/core';
import {
  switchedOffByFrontmatter,
  switchedOffByQuery,
  switchedOffClass,
} from '../../site/page-switches';

describe('page switches', () => {
  it('keeps every part on by default', () => {
    expect(switchedOffByFrontmatter({})).toEqual([]);
    expect(switchedOffByFrontmatter(undefined)).toEqual([]);
    expect(switchedOffByQuery('')).toEqual([]);
    expect(switchedOffByQuery('?lang=0&search=0')).toEqual([]);
  });

  it('turns a part off by a frontmatter flag set to false', () => {
    expect(switchedOffByFrontmatter({ feedLinks: false })).toEqual([
      'feedLinks',
    ]);
    expect(switchedOffByFrontmatter({ imageZoom: false })).toEqual([
      'imageZoom',
    ]);
    expect(
      switchedOffByFrontmatter({ imageZoom: false, feedLinks: false }),
    ).toEqual(['imageZoom', 'feedLinks']);
    expect(switchedOffByFrontmatter({ sidebar: false })).toEqual(['sidebar']);
  });

  it('turns a part off by a query parameter set to 0', () => {
    expect(switchedOffByQuery('?feedLinks=0')).toEqual(['feedLinks']);
    expect(switchedOffByQuery('?imageZoom=0&feedLinks=0')).toEqual([
      'imageZoom',
      'feedLinks',
    ]);
    expect(switchedOffByQuery('?footer=0&navbar=0')).toEqual([
      'navbar',
      'footer',
    ]);
  });

  it('counts only false and 0 as off', () => {
    expect(
      switchedOffByFrontmatter({ imageZoom: 'false', feedLinks: 0 }),
    ).toEqual([]);
    expect(switchedOffByQuery('?imageZoom=false&feedLinks=&navbar=00')).toEqual(
      [],
    );
  });

  it('names one class per part', () => {
    expect(switchedOffClass('navbar')).toBe('off-navbar');
    expect(switchedOffClass('imageZoom')).toBe('off-image-zoom');
  });
});
