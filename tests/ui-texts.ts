import { readFileSync } from 'node:fs';
import path from 'node:path';

type Texts = typeof import('../i18n.json');

/** A key of the site's UI texts (i18n.json). */
export type UiTextKey = keyof Texts;

const texts = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'i18n.json'), 'utf8'),
) as Record<UiTextKey, Record<string, string>>;

/**
 * The text a reader sees for `key` in `lang`, read from i18n.json, the one
 * table of UI texts: a test that looks for a label finds it by its key, so
 * changing a label is a change to i18n.json alone.
 */
export function uiText(key: UiTextKey, lang: 'en' | 'zh'): string {
  const text = texts[key]?.[lang];
  if (text === undefined)
    throw new Error(`i18n.json has no ${lang} text for ${key}`);
  return text;
}
