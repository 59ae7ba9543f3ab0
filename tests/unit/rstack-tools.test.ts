import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import texts from '../../i18n.json';
import {
  localizeTool,
  RSTACK_ECOSYSTEM,
  RSTACK_TOOLS,
} from '../../theme/data/rstack-tools';
import type { SiteTextKey } from '../../theme/utils/use-site-i18n';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../docs/public');

/** What useSiteI18n gives a page in `lang`. */
const textsIn = (lang: 'en' | 'zh') => (key: SiteTextKey) => texts[key][lang];

describe('Rstack tool entries', () => {
  it('lists the six tools of the specification in order', () => {
    expect(RSTACK_TOOLS.map((tool) => tool.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rslib',
      'Rspress',
      'Rsdoctor',
      'Rstest',
    ]);
  });

  it('gives every entry texts in both languages and https links', () => {
    for (const tool of [...RSTACK_TOOLS, RSTACK_ECOSYSTEM]) {
      const desc = texts[tool.descKey];
      expect(desc.zh.trim()).not.toBe('');
      expect(desc.en.trim()).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(desc.zh)).toBe(true);
      for (const url of [tool.url, tool.urlEn ?? tool.url]) {
        expect(new URL(url).protocol).toBe('https:');
      }
    }
  });

  it('serves every logo from the site, as a file of docs/public', () => {
    for (const tool of [...RSTACK_TOOLS, RSTACK_ECOSYSTEM]) {
      expect(tool.logo).toMatch(/^\/logos\/[\w-]+\.png$/);
      expect(existsSync(path.join(PUBLIC_DIR, tool.logo))).toBe(true);
    }
  });

  it('picks the reader language', () => {
    const rspack = RSTACK_TOOLS[0];
    expect(localizeTool(rspack, 'en', textsIn('en'))).toMatchObject({
      url: 'https://rspack.rs/',
      urlText: 'rspack.rs',
      desc: texts[rspack.descKey].en,
    });
    expect(localizeTool(rspack, 'zh', textsIn('zh'))).toMatchObject({
      url: 'https://rspack.rs/zh/',
      desc: texts[rspack.descKey].zh,
    });
    expect(localizeTool(RSTACK_ECOSYSTEM, 'en', textsIn('en')).url).toBe(
      RSTACK_ECOSYSTEM.url,
    );
  });
});
