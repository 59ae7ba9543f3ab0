import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { close } from 'pagefind';
import { writeLanguageIndex } from '../../plugins/search-index/write-index';
import { REGION } from '../../site/regions';
import type { PagefindModule } from '../../theme/search/pagefind-api';
import {
  findWithFallback,
  oneSlipAway,
  withSlipsUndone,
} from '../../theme/search/query-fallback';
import { loadBundleInNode } from './pagefind-in-node';

const page = (slug: string, title: string, text: string) => ({
  url: `/guide/${slug}`,
  lang: 'en' as const,
  section: 'Guide',
  html: `<!doctype html><html lang="en"><body><main data-region="${REGION.article}"><h1>${title}</h1><p>${text}</p></main></body></html>`,
});

describe('oneSlipAway', () => {
  it('tries swapped neighbours, a letter put back or mistyped before a letter dropped', () => {
    const [longer, shorter] = oneSlipAway('sotrybook');
    expect(longer).toContain('storybook');
    expect(oneSlipAway('modle')[0]).toContain('module');
    expect(oneSlipAway('modle')[0]).not.toContain('mode');
    expect(oneSlipAway('modle')[1]).toContain('mode');
    expect(oneSlipAway('exterrnals')[1]).toContain('externals');
    expect(oneSlipAway('bundeless')[0]).toContain('bundleless');
    expect(oneSlipAway('extention')[0]).toContain('extension');
    expect(oneSlipAway('extention')[0]).not.toContain('extention');
    // Each letter dropped once; a doubled letter gives one spelling.
    expect(shorter).toHaveLength('sotrybook'.length - 1);
    expect(oneSlipAway('abcde')[1]).toEqual([
      'bcde',
      'acde',
      'abde',
      'abce',
      'abcd',
    ]);
    expect(new Set(longer).size).toBe(longer.length);
    expect(longer).not.toContain('sotrybook');
  });
});

// The real engine over fixture pages: what it does with a word no page
// holds is the reason for the rule, so a stand-in would prove nothing.
describe('a misspelt word, on the installed Pagefind', () => {
  let dir = '';
  let pagefind: PagefindModule;
  const urls = async (query: string) =>
    Promise.all(
      (await findWithFallback(pagefind, query, 'en')).map(
        async (result) => (await result.data()).url,
      ),
    );

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'search-slips-'));
    await writeLanguageIndex(
      'en',
      [
        page('storybook', 'Storybook', 'Preview components in Storybook.'),
        page(
          'so',
          'Output',
          'Write the files so that readers find them, so to say.',
        ),
        page(
          'bundleless',
          'Bundleless',
          'A bundleless build keeps each module.',
        ),
        page('typescript', 'TypeScript', 'Types for TypeScript users.'),
        page(
          'module',
          'Modules',
          'Module federation shares a module at run time.',
        ),
        page('mode', 'Modes', 'The mode, the mode and the mode of a build.'),
        page('extension', 'Extensions', 'The extension of each output file.'),
        page(
          'externals',
          'Externals',
          'Externals stay out of the bundle: externals.',
        ),
        page(
          'extend',
          'Extends',
          'Extend a config: extends, extended, extend.',
        ),
      ],
      dir,
    );
    pagefind = await loadBundleInNode(dir);
  });
  afterAll(async () => {
    await close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is shortened by the engine to a word some page holds, so the slip must be undone first', async () => {
    const { results } = await pagefind.search('sotrybook');
    const found = await Promise.all(
      results.map(async (r) => (await r.data()).url),
    );
    expect(found).not.toContain('/guide/storybook');
    expect(await urls('sotrybook')).toEqual(['/guide/storybook']);
    expect((await urls('bundeless build'))[0]).toBe('/guide/bundleless');
    // One letter typed for another: as typed, the engine shortens it to
    // "exten", which the page saying "extend" most often holds.
    expect((await urls('extention'))[0]).toBe('/guide/extension');
    // "mode" is held more often, but a dropped letter is the last guess.
    expect(await withSlipsUndone(pagefind, 'modle federation')).toBe(
      'module federation',
    );
  });

  it('keeps a word no page holds when no spelling one slip away is held either', async () => {
    expect(await withSlipsUndone(pagefind, 'qqzzxxj')).toBe('qqzzxxj');
  });

  it('leaves the start of a word being typed as it is', async () => {
    expect(await withSlipsUndone(pagefind, 'typescr')).toBe('typescr');
    expect(await urls('typescr')).toEqual(['/guide/typescript']);
    // "extern" is one letter away and held, but "exten" is how
    // "extension" and "extend" start.
    expect(await withSlipsUndone(pagefind, 'exten')).toBe('exten');
    expect(await urls('exten')).not.toContain('/guide/externals');
  });

  it('leaves held words, short words and Chinese alone', async () => {
    expect(await withSlipsUndone(pagefind, 'storybook so 组件')).toBe(
      'storybook so 组件',
    );
  });
});
