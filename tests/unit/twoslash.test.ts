import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { codeToHast, createCssVariablesTheme } from 'shiki';
import { compactCss, rehypeTwoslashPage } from '../../plugins/twoslash/page';
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
  const options = { css: 'a { color: red; }', script: '@site/theme/x' };

  it(
    'numbers the popups, links each to its token, and adds the stylesheet and the script once',
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
      rehypeTwoslashPage(options)(tree);

      const tokens = tokensOf(tree);
      expect(tokens.length).toBeGreaterThan(4);
      const ids = tokens.map((token) => popupOf(token)?.properties.id);
      expect(new Set(ids).size).toBe(tokens.length);
      expect(ids[0]).toBe('twoslash-1');
      for (const token of tokens)
        expect(token.properties['aria-describedby']).toBe(
          popupOf(token)?.properties.id,
        );

      const styles = elements(tree).filter((el) => el.tagName === 'style');
      expect(styles.map(textOf)).toEqual(['a{color: red;}']);
      // Right before the first example, after the paragraph.
      const kinds = tree.children.map((child) =>
        child.type === 'element' ? child.tagName : child.type,
      );
      expect(kinds).toEqual(['mdxjsEsm', 'p', 'style', 'pre', 'pre']);
      expect(tree.children[0]).toMatchObject({
        value: 'import "@site/theme/x";',
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

  it('writes the site’s popup stylesheet as text the server render keeps intact', () => {
    const css = compactCss(
      readFileSync(path.join(ROOT, 'theme/twoslash/popup.css'), 'utf8'),
    );
    expect(css).toContain('[data-twoslash-popup]{display: none;}');
    expect(css).not.toMatch(/\/\*|\n|[<>&"']/);
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
