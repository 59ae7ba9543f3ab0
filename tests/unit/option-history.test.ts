import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import type { Element, ElementContent, Root } from 'hast';
import {
  type OptionHistory,
  rehypeOptionHistory,
} from '../../plugins/option-history';
import { withoutBuildOnlyTexts } from '../../plugins/shared/build-only-texts';
import { optionHistory } from '../../scripts/lib/lib-option-tree.mjs';
import { optionKey, optionPathOf } from '../../scripts/lib/option-path.mjs';

const tree = (entries: [string, boolean][]) =>
  new Map(entries.map(([key, deprecated]) => [key, { deprecated }]));

describe('optionHistory', () => {
  it('dates each option by the first version declaring it, tagging it deprecated and leaving it out', () => {
    const history = optionHistory([
      { version: '0.1.0', tree: tree([['format', false]]) },
      {
        version: '0.2.0',
        tree: tree([
          ['format', false],
          ['old', false],
        ]),
      },
      {
        version: '0.3.0',
        tree: tree([
          ['format', false],
          ['old', true],
        ]),
      },
      { version: '1.0.0', tree: tree([['format', false]]) },
    ]);
    expect(history.firstVersion).toBe('0.1.0');
    expect(history.lastVersion).toBe('1.0.0');
    expect(history.options).toEqual({
      format: { added: '0.1.0' },
      old: { added: '0.2.0', deprecated: '0.3.0', removed: '1.0.0' },
    });
  });

  it('starts over for an option dropped and declared again, and forgets a deprecation taken back', () => {
    const history = optionHistory([
      { version: '0.1.0', tree: tree([['back', true]]) },
      { version: '0.2.0', tree: tree([]) },
      { version: '0.3.0', tree: tree([['back', true]]) },
      { version: '0.4.0', tree: tree([['back', false]]) },
    ]);
    expect(history.options).toEqual({ back: { added: '0.3.0' } });
  });
});

describe('option paths', () => {
  it('read a heading as the path it names, and write it back the same way', () => {
    for (const heading of [
      'dts.bundle.tsconfigPath',
      "shims.cjs['import.meta.url']",
    ]) {
      expect(optionKey(optionPathOf(heading) ?? [])).toBe(heading);
    }
    expect(optionPathOf('lib.autoExternal (deprecated)')).toEqual([
      'autoExternal',
    ]);
    expect(optionPathOf('bundle: false')).toBeUndefined();
  });
});

const DOCS = path.join('/site', 'docs');
const texts = {
  'optionHistory.added': { en: 'Added in {version}', zh: '{version} 版本新增' },
  'optionHistory.deprecated': {
    en: 'Deprecated in {version}',
    zh: '{version} 版本废弃',
  },
  'optionHistory.removed': {
    en: 'Removed in {version}',
    zh: '{version} 版本移除',
  },
  outlineTitle: { en: 'ON THIS PAGE', zh: '目录' },
};
const history: OptionHistory = {
  firstVersion: '0.0.5',
  options: {
    redirect: { added: '0.0.15' },
    'redirect.js': { added: '0.1.5' },
    'redirect.js.path': { added: '0.1.5' },
    'redirect.style': { added: '0.0.15' },
    format: { added: '0.0.5' },
    autoExternal: { added: '0.0.5', deprecated: '1.0.0' },
    'experiments.old': {
      added: '0.17.0',
      deprecated: '0.20.0',
      removed: '1.0.0',
    },
  },
};

/** A heading as Rspress's rehype step leaves it: "#" link first, then the text. */
const heading = (level: number, text: string): Element => ({
  type: 'element',
  tagName: `h${level}`,
  properties: { id: text.toLowerCase().replace(/[^\w]/g, '') },
  children: [
    {
      type: 'element',
      tagName: 'a',
      properties: { class: 'rp-header-anchor', ariaHidden: 'true' },
      children: [{ type: 'text', value: '#' }],
    },
    { type: 'text', value: text },
  ],
});

function run(file: string, headings: [number, string][]) {
  const root: Root = {
    type: 'root',
    children: headings.map(([level, text]) => heading(level, text)),
  };
  rehypeOptionHistory({ history, texts, docsRoot: DOCS, langs: ['en', 'zh'] })(
    root,
    { path: path.join(DOCS, file) },
  );
  return root;
}

const textOf = (node: ElementContent): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element'
      ? node.children.map(textOf).join('')
      : '';

/** Each heading with the text of the badge line that follows it (or in it). */
function shown(root: Root) {
  const result: [string, string][] = [];
  for (const node of root.children) {
    if (node.type !== 'element') continue;
    const inTitle = node.children.find(
      (child) =>
        child.type === 'element' &&
        child.properties['data-option-history'] !== undefined,
    );
    if (/^h\d$/.test(node.tagName)) {
      const title = node.children
        .filter((child) => child !== inTitle)
        .map(textOf)
        .join('');
      result.push([title, inTitle ? textOf(inTitle) : '']);
    } else if (node.properties['data-option-history'] !== undefined) {
      const last = result.at(-1);
      if (last) last[1] = textOf(node);
    }
  }
  return result;
}

describe('rehypeOptionHistory', () => {
  it('writes each option heading its versions, in the page language', () => {
    const root = run('zh/config/lib/redirect.mdx', [
      [1, 'lib.redirect'],
      [2, 'redirect.js'],
      [3, 'redirect.js.path'],
      [2, 'redirect.style'],
      [2, 'Examples'],
    ]);
    expect(shown(root)).toEqual([
      ['#lib.redirect', '0.0.15 版本新增'],
      ['#redirect.js', '0.1.5 版本新增'],
      // Added with redirect.js, whose heading is right above.
      ['#redirect.js.path', ''],
      // Added with redirect, whose badge is on the page title.
      ['#redirect.style', ''],
      ['#Examples', ''],
    ]);
  });

  it('puts a page title badge line in the h1, and others after their heading', () => {
    const root = run('en/config/lib/redirect.mdx', [
      [1, 'lib.redirect'],
      [2, 'redirect.js'],
    ]);
    const [title, section, line] = root.children as Element[];
    expect(title.children.map((child) => child.type)).toEqual([
      'element',
      'text',
      'element',
    ]);
    expect(section.tagName).toBe('h2');
    expect(line.tagName).toBe('p');
    expect(line.properties['data-search-skip']).toBe('');
  });

  it('shows deprecation and removal, and nothing for options of the first version', () => {
    const root = run('en/config/lib/index.mdx', [
      [2, 'Type and default'],
      [3, 'format'],
      [3, 'experiments.old'],
    ]);
    expect(shown(root)).toEqual([
      ['#Type and default', ''],
      ['#format', ''],
      [
        '#experiments.old',
        'Added in 0.17.0 Deprecated in 0.20.0 Removed in 1.0.0',
      ],
    ]);
    expect(
      shown(
        run('en/config/lib/auto-external.mdx', [
          [1, 'lib.autoExternal (deprecated)'],
        ]),
      ),
    ).toEqual([['#lib.autoExternal (deprecated)', 'Deprecated in 1.0.0']]);
  });

  it('reads only the headings of the page option on an option page, and only lib pages', () => {
    expect(
      shown(
        run('en/config/lib/redirect.mdx', [
          [1, 'lib.redirect'],
          [3, 'format'],
        ]),
      ),
    ).toEqual([
      ['#lib.redirect', 'Added in 0.0.15'],
      ['#format', ''],
    ]);
    expect(shown(run('en/guide/basic/cli.mdx', [[1, 'redirect.js']]))).toEqual([
      ['#redirect.js', ''],
    ]);
  });
});

describe('withoutBuildOnlyTexts', () => {
  it('leaves the badge texts out of the texts pages load', () => {
    expect(Object.keys(withoutBuildOnlyTexts(texts))).toEqual(['outlineTitle']);
  });
});
