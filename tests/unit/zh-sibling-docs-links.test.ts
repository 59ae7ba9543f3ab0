import { describe, expect, it } from '@rstest/core';
import { pageFilesOf, readPage } from '../docs-source';

/**
 * Rsbuild and Rspack publish every page in Chinese under /zh/: a Chinese
 * page sends its reader there, not to the English edition.
 */
const ENGLISH_EDITION_LINK =
  /\((https:\/\/(?:rsbuild|rspack)\.rs\/(?!zh\/)[^)\s]*)\)/g;

describe('Chinese pages link the Chinese edition of Rsbuild and Rspack', () => {
  for (const file of pageFilesOf('zh')) {
    it(`zh/${file}`, () => {
      const links = [...readPage('zh', file).matchAll(ENGLISH_EDITION_LINK)];
      expect(links.map((link) => link[1])).toEqual([]);
    });
  }
});
