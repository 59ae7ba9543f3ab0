import { describe, expect, it } from '@rstest/core';
import texts from '../../i18n.json';
import { searchTranslations } from '../../theme/search/texts';

describe('i18n.json', () => {
  it('has an English and a Chinese text for every key', () => {
    for (const [key, value] of Object.entries(texts)) {
      const entry = value as Record<string, string>;
      expect({ key, en: entry.en?.trim() ? 'ok' : 'missing' }).toEqual({
        key,
        en: 'ok',
      });
      expect({ key, zh: entry.zh?.trim() ? 'ok' : 'missing' }).toEqual({
        key,
        zh: 'ok',
      });
    }
  });

  it('carries the default texts of the specification', () => {
    expect(texts.lastUpdatedText.en).toBe('Last Updated');
    expect(texts.prevPageText.en).toBe('Previous Page');
    expect(texts.nextPageText.en).toBe('Next Page');
    expect(texts.sourceCodeText.en).toBe('Source');
    expect(texts['overview.filterNameText'].en).toBe('Filter');
    expect(texts['overview.filterPlaceholderText'].en).toBe('Enter keyword');
    expect(texts.codeButtonGroupCopyButtonText.en).toBe('Copy code');
    expect(texts.codeButtonGroupWrapButtonText.en).toBe('Toggle code wrap');
    expect(texts.outlineTitle.en).toBe('ON THIS PAGE');
    expect(texts.editLinkText.en).toBe('Edit this page on GitHub');
    expect(texts.heroSubtitle.en).toBe(
      'Create JavaScript libraries in a simple and intuitive way',
    );
  });

  it('gives the search modal every searchModal text, each field from its own key', () => {
    for (const lang of ['en', 'zh'] as const) {
      const modal = searchTranslations((key) => texts[key][lang]);
      const given = Object.entries(modal).flatMap(([group, fields]) =>
        Object.entries(fields).map(
          ([field, text]) => `searchModal.${group}.${field} ${text}`,
        ),
      );
      const table = Object.entries(texts)
        .filter(([key]) => key.startsWith('searchModal.'))
        .map(([key, entry]) => `${key} ${entry[lang]}`);
      expect(given.sort()).toEqual(table.sort());
    }
  });
});
