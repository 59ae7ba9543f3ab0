/**
 * Every option that the pinned `@rslib/core` declares on `LibConfig`, and
 * every first-level key of those options, is documented on the config
 * pages of both languages; every option the pages name still exists.
 */
import { afterAll, describe, expect, test } from '@rstest/core';
import type { OptionHistory } from '../../scripts/lib/lib-option-tree.mjs';
import { optionKey } from '../../scripts/lib/option-path.mjs';
import historyData from '../../site/lib-option-history.json';
import { headingsOf, readPage } from '../docs-source';
import { LibConfigTypes } from './helpers/lib-config-types';
import {
  documentsSubOption,
  optionDocs,
  optionHeadings,
  sectionsOf,
} from './helpers/lib-option-docs';

const history: OptionHistory = historyData;
const types = new LibConfigTypes();
const options = types.ownLibOptions();
const optionPaths = options.flatMap((option) => [
  [option],
  ...types.subOptions(option).map((key) => [option, key]),
]);
const covered = new Map<string, number>();

afterAll(() => {
  for (const [lang, count] of covered) {
    console.info(
      `lib option coverage (${lang}): ${count}/${optionPaths.length}`,
    );
  }
});

describe.each(['en', 'zh'] as const)('lib option coverage (%s)', (lang) => {
  test('the declarations were read', () => {
    expect(options).toEqual(expect.arrayContaining(['format', 'dts', 'wasm']));
    expect(options).not.toContain('output');
    expect(types.subOptions('dts')).toContain('bundle');
  });

  test.each(
    optionPaths.map((optionPath) => [optionPath.join('.'), optionPath]),
  )('%s is documented', (_name, optionPath) => {
    const [option, key] = optionPath as string[];
    const docs = optionDocs(lang, option);
    expect(docs, `no page or index entry for ${option}`).toBeDefined();
    if (docs && key) {
      expect(
        documentsSubOption(docs, option, key),
        `${option}.${key} on ${docs.file}`,
      ).toBe(true);
    }
    covered.set(lang, (covered.get(lang) ?? 0) + 1);
  });

  test('every option named by a heading exists, or was removed', () => {
    const headings = optionHeadings(lang);
    // Guards the heading parser: the lib pages name dozens of options.
    expect(headings.length).toBeGreaterThan(40);
    const missing = headings
      .filter(
        (heading) =>
          !heading.path ||
          (!types.hasPath(heading.path) &&
            !history.options[optionKey(heading.path)]?.removed),
      )
      .map((heading) => `${heading.file}: ${heading.text}`);
    expect(missing).toEqual([]);
  });

  test('every option the history records as removed is on the index', () => {
    const named = new Set(
      optionHeadings(lang)
        .filter((heading) => heading.file === 'config/lib/index.mdx')
        .flatMap((heading) => (heading.path ? [optionKey(heading.path)] : [])),
    );
    const removed = Object.entries(history.options)
      .filter(([, entry]) => entry.removed)
      .map(([key]) => key);
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.filter((key) => !named.has(key))).toEqual([]);
  });

  test('the top-level list matches the options allowed outside lib', () => {
    const section = sectionsOf(readPage(lang, 'config/lib/index.mdx'))[2];
    expect(headingsOf(readPage('en', 'config/lib/index.mdx'))[2].text).toBe(
      'Top-level lib options',
    );
    // The first paragraph lists the options after its colon.
    const paragraph = section.text.trim().split('\n\n')[0];
    const list = paragraph.split(/[:：]/).slice(1).join(':');
    const listed = [...list.matchAll(/`(\w+)`/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(types.sharedLibOptions().sort());
  });

  test("Rslib's own output options are documented on /config/rsbuild/output", () => {
    const headings = headingsOf(
      readPage(lang, 'config/rsbuild/output.mdx'),
    ).map((heading) => heading.text);
    for (const key of types.declaredMembers('RslibOutputConfig')) {
      expect(headings).toContain(`output.${key}`);
    }
  });
});
