import { describe, expect, it } from '@rstest/core';
import {
  localizeTool,
  RSTACK_ECOSYSTEM,
  RSTACK_TOOLS,
} from '../../theme/data/rstack-tools';

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
      expect(tool.desc.trim()).not.toBe('');
      expect(tool.descEn.trim()).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(tool.desc)).toBe(true);
      for (const url of [tool.url, tool.urlEn ?? tool.url, tool.logo]) {
        expect(new URL(url).protocol).toBe('https:');
      }
    }
  });

  it('picks the reader language', () => {
    const rspack = RSTACK_TOOLS[0];
    expect(localizeTool(rspack, 'en')).toMatchObject({
      url: 'https://rspack.rs/',
      urlText: 'rspack.rs',
      desc: rspack.descEn,
    });
    expect(localizeTool(rspack, 'zh')).toMatchObject({
      url: 'https://rspack.rs/zh/',
      desc: rspack.desc,
    });
    expect(localizeTool(RSTACK_ECOSYSTEM, 'en').url).toBe(RSTACK_ECOSYSTEM.url);
  });
});
