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
  isRstackText,
  isSearchModalText,
  TEXTS_NO_COMPONENT_DRAWS,
  textGroupOf,
} from '../../rspress-adapter/build/rspress-runtime-data/text-groups.mjs';
import {
  i18nTextGroup,
  textsLoadedWith,
} from '../../rspress-adapter/build/rspress-runtime-data/transforms.mjs';

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

  it('splits each language into groups with no key repeated but the Rstack tools’ (also the home page’s), and only texts no component draws left out', () => {
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
      const rstack = groupOf(`${lang}:rstack`);
      expect(Object.keys(modal).every(isSearchModalText)).toBe(true);
      // The home page's tool grid draws the Rstack tools: its group holds
      // their texts too, as well as its own.
      expect(
        Object.keys(home).every((key) => isHomeText(key) || isRstackText(key)),
      ).toBe(true);
      expect(Object.keys(home).filter(isHomeText).length).toBeGreaterThan(5);
      expect(Object.keys(rstack).every(isRstackText)).toBe(true);
      expect(Object.keys(rstack).length).toBe(7);
      expect(Object.keys(home).filter(isRstackText)).toEqual(
        Object.keys(rstack),
      );
      expect(Object.keys(page).some((key) => textGroupOf(key) !== '')).toBe(
        false,
      );
      expect({ ...page, ...modal, ...home, ...rstack }).toEqual(
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

describe('the Rstack tools’ text group', () => {
  const importersOf = (module: string) =>
    themeFiles('theme').filter((file) =>
      readFileSync(path.join(ROOT, file), 'utf8').includes(module),
    );

  it('is named only by the tools’ data, which only the menu’s lazy list and the home page’s tool grid draw from', () => {
    const named = themeFiles('theme').filter((file) =>
      /['"`]rstackTool\./.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(named).toEqual(['theme/data/rstack-tools.ts']);
    // ToolLink takes a tool already in the reader's language (its type only).
    expect(
      importersOf("from '../data/rstack-tools'").filter(
        (file) =>
          !readFileSync(path.join(ROOT, file), 'utf8').includes(
            "import type { LocalizedTool } from '../data/rstack-tools'",
          ),
      ),
    ).toEqual([
      'theme/components/RstackToolList.tsx',
      'theme/components/ToolStack.tsx',
    ]);
  });

  it('loads with the menu’s list and with the home page’s routes, where its two users draw', () => {
    // The list: imported by the menu alone, lazily, with the group's texts.
    expect(importersOf("'./RstackToolList'")).toEqual([
      'theme/components/RstackMenu.tsx',
    ]);
    const menu = readFileSync(
      path.join(ROOT, 'theme/components/RstackMenu.tsx'),
      'utf8',
    );
    expect(menu).toMatch(
      /Promise\.all\(\[\s*import\([^)]*'\.\/RstackToolList'\),\s*loadRstackTexts\(lang\),/,
    );
    // The tool grid: on the home page only (HOME_FILES), whose own group
    // (loaded with its routes) holds the same texts.
    expect(HOME_FILES).toContain('theme/components/ToolStack.tsx');
    expect(textsLoadedWith('en:')).toEqual(['en:', 'en:home']);
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
