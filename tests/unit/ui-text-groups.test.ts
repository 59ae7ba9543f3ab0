/**
 * The UI texts a page downloads come in groups
 * (rspress-adapter/build/rspress-runtime-data/text-groups.mjs): those of
 * every page, the search modal's (with the modal), the home page's (with
 * its routes), and none for texts no component draws. A text of a group
 * used outside what loads it would be missing there, and looking it up
 * throws. These tests read every `t('…')` key of the theme and hold each
 * group to its own files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  isHomeText,
  isSearchModalText,
  TEXTS_NO_COMPONENT_DRAWS,
  textGroupOf,
} from '../../rspress-adapter/build/rspress-runtime-data/text-groups.mjs';
import { i18nTextGroup } from '../../rspress-adapter/build/rspress-runtime-data/transforms.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The files that only run once the modal's code has loaded with its texts. */
const MODAL_FILES = ['theme/search/SearchModal.tsx', 'theme/search/texts.ts'];
/** The home page's layout chunk: drawn only on the home page, after its texts loaded. */
const HOME_FILES = [
  'theme/components/HomeLayout.tsx',
  'theme/components/Hero.tsx',
  'theme/components/ToolStack.tsx',
  'theme/components/HomeFooter.tsx',
];

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

/** `file: key` for each key of a group used by a theme file outside `files`. */
const usedOutside = (files: string[], inGroup: (key: string) => boolean) =>
  themeFiles('theme')
    .filter((file) => !files.includes(file))
    .flatMap((file) =>
      keysUsedIn(file)
        .filter(inGroup)
        .map((key) => `${file}: ${key}`),
    );

const texts = JSON.parse(
  readFileSync(path.join(ROOT, 'i18n.json'), 'utf8'),
) as Record<string, Record<string, string>>;

describe('the search modal text group', () => {
  it('is used only by the modal', () => {
    expect(usedOutside(MODAL_FILES, isSearchModalText)).toEqual([]);
  });

  it('holds most of what the modal draws', () => {
    const modalKeys = MODAL_FILES.flatMap(keysUsedIn);
    expect(modalKeys.filter(isSearchModalText).length).toBeGreaterThan(20);
  });

  it('splits each language into groups with no key repeated, and only texts no component draws left out', () => {
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
      const home = groupOf(`${lang}:home`);
      expect(Object.keys(modal).every(isSearchModalText)).toBe(true);
      expect(Object.keys(home).every(isHomeText)).toBe(true);
      expect(Object.keys(home).length).toBeGreaterThan(5);
      expect(Object.keys(page).some((key) => textGroupOf(key) !== '')).toBe(
        false,
      );
      expect({ ...page, ...modal, ...home }).toEqual(
        Object.fromEntries(
          Object.entries(texts)
            .filter(([key]) => !TEXTS_NO_COMPONENT_DRAWS.has(key))
            .map(([key, byLang]) => [key, byLang[lang]]),
        ),
      );
      expect(
        Object.keys(page).length +
          Object.keys(modal).length +
          Object.keys(home).length,
      ).toBe(
        Object.keys(texts).filter((key) => !TEXTS_NO_COMPONENT_DRAWS.has(key))
          .length,
      );
    }
  });
});

describe('the home page text group', () => {
  it('is used only by the home page’s layout', () => {
    expect(usedOutside(HOME_FILES, isHomeText)).toEqual([]);
    expect(HOME_FILES.flatMap(keysUsedIn).filter(isHomeText).length).toBe(
      Object.keys(texts).filter(isHomeText).length,
    );
  });

  it('is drawn by files only the home page’s lazy layout imports', () => {
    // Each home file is imported by the home layout alone (and the layout
    // by the page body's lazy import), so no other page draws it.
    const importers = (file: string) => {
      const name = path.basename(file).replace(/\.tsx?$/, '');
      return themeFiles('theme').filter((other) =>
        new RegExp(`from '\\./${name}'|/${name}'`).test(
          readFileSync(path.join(ROOT, other), 'utf8'),
        ),
      );
    };
    for (const file of HOME_FILES.slice(1))
      expect(importers(file)).toEqual(['theme/components/HomeLayout.tsx']);
    expect(
      readFileSync(path.join(ROOT, 'theme/layout/Layout.tsx'), 'utf8'),
    ).toMatch(
      /import\(\s*\/\* webpackChunkName: "page-kind-home" \*\/ '\.\.\/components\/HomeLayout'/,
    );
  });
});

describe('texts no component draws', () => {
  it('are named by no theme file, as a key or as the start of one built at run time', () => {
    const sources = themeFiles('theme').map((file) => [
      file,
      readFileSync(path.join(ROOT, file), 'utf8'),
    ]);
    const named = [...TEXTS_NO_COMPONENT_DRAWS].flatMap((key) =>
      sources
        .filter(([, source]) => {
          if (source.includes(`'${key}'`) || source.includes(`"${key}"`))
            return true;
          // t(`callout.${type}`): a key built at run time, any text in
          // place of each ${…}.
          return [...source.matchAll(/\bt\(\s*`([^`]*)`/g)].some(
            ([, template]) =>
              new RegExp(
                `^${template
                  .split(/\$\{[^}]*\}/)
                  .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
                  .join('.*')}$`,
              ).test(key),
          );
        })
        .map(([file]) => `${file}: ${key}`),
    );
    expect(named).toEqual([]);
  });
});
