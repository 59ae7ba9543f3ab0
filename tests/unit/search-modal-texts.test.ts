/**
 * The search modal's texts load with the modal, not with each page
 * (rspress-adapter/build/rspress-runtime-data/text-groups.mjs). A text of
 * that group used anywhere else would be missing there until the reader
 * first opened search, and looking it up throws. This test reads every
 * `t('…')` key of the theme and holds the group to the modal's own files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { isSearchModalText } from '../../rspress-adapter/build/rspress-runtime-data/text-groups.mjs';
import { i18nTextGroup } from '../../rspress-adapter/build/rspress-runtime-data/transforms.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The files that only run once the modal's code has loaded with its texts. */
const MODAL_FILES = ['theme/search/SearchModal.tsx', 'theme/search/texts.ts'];

function themeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap(
    (entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return themeFiles(relative);
      return /\.tsx?$/.test(entry.name) ? [relative] : [];
    },
  );
}

const keysUsedIn = (file: string) =>
  [
    ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
      /\bt\(\s*'([^']+)'/g,
    ),
  ].map(([, key]) => key);

const texts = JSON.parse(
  readFileSync(path.join(ROOT, 'i18n.json'), 'utf8'),
) as Record<string, Record<string, string>>;

describe('the search modal text group', () => {
  it('is used only by the modal', () => {
    const outside = themeFiles('theme')
      .filter((file) => !MODAL_FILES.includes(file))
      .flatMap((file) =>
        keysUsedIn(file)
          .filter(isSearchModalText)
          .map((key) => `${file}: ${key}`),
      );
    expect(outside).toEqual([]);
  });

  it('holds most of what the modal draws', () => {
    const modalKeys = MODAL_FILES.flatMap(keysUsedIn);
    expect(modalKeys.filter(isSearchModalText).length).toBeGreaterThan(20);
  });

  it('splits each language into two groups with no key lost or repeated', () => {
    const source = `export default ${JSON.stringify(texts)}`;
    const groupOf = (group: string) =>
      JSON.parse(
        i18nTextGroup(source, group)
          .replace('export default ', '')
          .replace(/;\s*$/, ''),
      );
    for (const lang of ['en', 'zh']) {
      const page = groupOf(`${lang}:`);
      const modal = groupOf(`${lang}:search-modal`);
      expect(Object.keys(modal).every(isSearchModalText)).toBe(true);
      expect(Object.keys(page).some(isSearchModalText)).toBe(false);
      expect({ ...page, ...modal }).toEqual(
        Object.fromEntries(
          Object.entries(texts).map(([key, byLang]) => [key, byLang[lang]]),
        ),
      );
    }
  });
});
