import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { codeToHast, createCssVariablesTheme } from 'shiki';
import { rehypeTwoslashPage } from '../../plugins/twoslash/page';
import { docComment } from '../../plugins/twoslash/renderer';
import { transformerTypesOnHover } from '../../plugins/twoslash/transformer';
import {
  INLINE_CODE_WHOLE_UP_TO,
  WHOLE_CODE_ATTRIBUTE,
} from '../../site/inline-code';

const ROOT = path.join(import.meta.dirname, '../..');
const transformer = transformerTypesOnHover(ROOT);
// The theme Rspress highlights with: colours are CSS variables.
const theme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
});

const MARKED = 'title="rslib.config.ts" twoslash';
// Type-checking the first example loads @rslib/core's declarations.
const COMPILE_MS = 60_000;

const highlight = (code: string, meta = MARKED) =>
  codeToHast(code, {
    lang: 'ts',
    theme,
    meta: { __raw: meta },
    transformers: [transformer],
  });

const EXAMPLE = [
  "import { defineConfig } from '@rslib/core';",
  '',
  'export default defineConfig({',
  "  lib: [{ format: 'esm', syntax: 'es2021' }],",
  '});',
].join('\n');

function elements(node: Root | RootContent): Element[] {
  if (!('children' in node)) return [];
  const own = node.type === 'element' ? [node] : [];
  return [...own, ...(node.children as RootContent[]).flatMap(elements)];
}

const textOf = (node: ElementContent): string =>
  node.type === 'text'
    ? node.value
    : 'children' in node
      ? node.children.map(textOf).join('')
      : '';

const tokensOf = (tree: Root) =>
  elements(tree).filter((el) => 'data-twoslash-token' in el.properties);

const popupOf = (token: Element) =>
  token.children.find(
    (child): child is Element =>
      child.type === 'element' && child.properties.role === 'tooltip',
  );

/** The token's own text, without its popup. */
const nameOf = (token: Element) => textOf(token.children[0]);

const tokenNamed = (tree: Root, name: string) =>
  tokensOf(tree).filter((token) => nameOf(token) === name);

describe('types on hover: the transformer', () => {
  it(
    'makes each identifier of a marked example a Tab stop with its type and doc comment',
    async () => {
      const tree = await highlight(EXAMPLE);
      const [defineConfig] = tokenNamed(tree, 'defineConfig');
      expect(defineConfig.properties.tabindex).toBe(0);
      const signature = textOf(popupOf(defineConfig) as Element);
      expect(signature).toContain('defineConfig<RslibConfig');
      expect(signature).toContain('RslibConfig');

      // The doc comment of defineConfig comes with its signature.
      expect(signature).toContain(
        'This function helps you to autocomplete configuration types.',
      );
      // An option shows the type its value gives it, and the doc comment
      // and tags of the option as @rslib/core declares it.
      const [format] = tokenNamed(tree, 'format');
      const option = textOf(popupOf(format) as Element);
      expect(option).toContain('format: "esm"');
      expect(option).toContain(
        'Output format for the generated JavaScript files.',
      );
      expect(option).toContain('@defaultValue');
      // The popup is not searchable text of the page.
      expect(popupOf(format)?.properties['data-search-skip']).toBe('');
    },
    COMPILE_MS,
  );

  it(
    'leaves the import line plain: only the use of defineConfig has a popup',
    async () => {
      const tree = await highlight(EXAMPLE);
      expect(tokenNamed(tree, 'defineConfig')).toHaveLength(1);
      const code = elements(tree).find((el) => el.tagName === 'code');
      const [importLine] = (code?.children ?? []).filter(
        (child) => child.type === 'element',
      );
      expect(textOf(importLine)).toBe(
        "import { defineConfig } from '@rslib/core';",
      );
    },
    COMPILE_MS,
  );

  it('leaves a block without the marker as it was', async () => {
    const tree = await highlight(EXAMPLE, 'title="rslib.config.ts"');
    expect(tokensOf(tree)).toEqual([]);
  });

  it(
    'throws on an example that does not type-check, with the compiler’s message',
    async () => {
      const wrong = EXAMPLE.replace("format: 'esm'", "format: 'esmodule'");
      await expect(highlight(wrong)).rejects.toThrow(
        /does not type-check[\s\S]*esmodule/,
      );
    },
    COMPILE_MS,
  );
});

describe('types on hover: the page step', () => {
  const popupDir = mkdtempSync(path.join(tmpdir(), 'twoslash-popups-'));
  afterAll(() => rmSync(popupDir, { recursive: true, force: true }));
  const options = { script: '@site/theme/x', popupDir };

  it(
    'moves the popups to a file of the page, each block naming where its own start, and registers the file once',
    async () => {
      const [first, second] = await Promise.all([
        highlight(EXAMPLE),
        highlight(EXAMPLE),
      ]);
      const tree: Root = {
        type: 'root',
        children: [
          { type: 'element', tagName: 'p', properties: {}, children: [] },
          ...(first.children as Element[]),
          ...(second.children as Element[]),
        ],
      };
      const before = tokensOf(tree).map((token) => popupOf(token));
      rehypeTwoslashPage(options)(tree);

      // The tokens stay, without their popups.
      const tokens = tokensOf(tree);
      expect(tokens.length).toBe(before.length);
      expect(tokens.length).toBeGreaterThan(4);
      expect(tokens.map(popupOf)).toEqual(tokens.map(() => undefined));
      expect(elements(tree).filter((el) => el.tagName === 'style')).toEqual([]);

      // Each block: `<key>:<number of its first popup>`.
      const blocks = elements(tree).filter((el) => el.tagName === 'pre');
      const marks = blocks.map((pre) =>
        String(pre.properties['data-twoslash-popups']),
      );
      const [key] = marks[0].split(':');
      expect(marks).toEqual([`${key}:0`, `${key}:${before.length / 2}`]);

      // The file holds the popups in the tokens' order.
      const file = JSON.parse(
        readFileSync(path.join(popupDir, `${key}.json`), 'utf8'),
      );
      expect(file).toEqual(before.map((popup) => toHtml(popup as Element)));
      expect(file[0]).toContain('role="tooltip"');

      // The page module imports the script and registers the file's loader
      // in the browser's build only.
      const kinds = tree.children.map((child) =>
        child.type === 'element' ? child.tagName : child.type,
      );
      expect(kinds).toEqual(['mdxjsEsm', 'mdxjsEsm', 'p', 'pre', 'pre']);
      expect(tree.children[0]).toMatchObject({
        value:
          'import { popupsOf as __twoslashPopupsOf } from "@site/theme/x";',
      });
      expect(tree.children[1]).toMatchObject({
        value: `if (!process.env.__SSR__) __twoslashPopupsOf("${key}", () => import(${JSON.stringify(path.join(popupDir, `${key}.json`))}));`,
      });
    },
    COMPILE_MS,
  );

  it('leaves a page without typed examples as it was', async () => {
    const tree = await highlight(EXAMPLE, 'title="rslib.config.ts"');
    const before = structuredClone(tree);
    rehypeTwoslashPage(options)(tree);
    expect(tree).toEqual(before);
  });
});

describe('types on hover: doc comments', () => {
  it('keeps short code whole, as the article does, and lets long code wrap', () => {
    const long = 'a'.repeat(INLINE_CODE_WHOLE_UP_TO + 1);
    const parts = docComment(`Run \`node -v\` or \`${long}\`.`);
    const codes = parts.filter(
      (part): part is Element => part.type === 'element',
    );
    expect(codes.map((code) => code.properties)).toEqual([
      { [WHOLE_CODE_ATTRIBUTE]: '' },
      {},
    ]);
  });
});
