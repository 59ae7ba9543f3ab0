import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { codeToHast, createCssVariablesTheme } from 'shiki';
import {
  leanTokens,
  withoutBlockColours,
} from '../../plugins/code-as-html/lean-tokens';
import { transformerTypesOnHover } from '../../plugins/twoslash/transformer';

// The theme Rspress highlights with: colours are CSS variables.
const theme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
});
const ROOT = path.join(import.meta.dirname, '../..');
// Type-checking the example loads @rslib/core's declarations.
const COMPILE_MS = 60_000;

const CODE = [
  "import { defineConfig } from '@rslib/core';",
  '',
  'export default defineConfig({',
  "  lib: [{ format: 'esm', syntax: 'es2021', dts: { bundle: true } }],",
  '  output: { target: "node" },',
  '});',
].join('\n');

function preOf(tree: Root): Element {
  const pre = tree.children.find(
    (child): child is Element =>
      child.type === 'element' && child.tagName === 'pre',
  );
  if (!pre) throw new Error('no <pre> in the highlighted tree');
  return pre;
}

const codeOf = (pre: Element) =>
  pre.children.find(
    (child): child is Element =>
      child.type === 'element' && child.tagName === 'code',
  ) as Element;

const colourIn = (style: unknown) =>
  typeof style === 'string'
    ? /(?:^|;)color:([^;]+)/.exec(style)?.[1]
    : undefined;

/**
 * Every character of the code with the colour it is painted in: its
 * nearest ancestor's `color`, up to the `<pre>`'s. Spaces carry none (no
 * colour shows on them). What the reader sees, as far as the markup says.
 */
function paintedCharacters(pre: Element): string[] {
  const out: string[] = [];
  const visit = (node: ElementContent | RootContent, colour: string) => {
    if (node.type === 'text') {
      for (const character of node.value)
        out.push(character.trim() ? `${character}:${colour}` : character);
      return;
    }
    if (node.type !== 'element') return;
    const own = colourIn(node.properties.style) ?? colour;
    for (const child of node.children) visit(child, own);
  };
  visit(codeOf(pre), colourIn(pre.properties.style) ?? 'none');
  return out;
}

const countOf = (node: Element, test: (element: Element) => boolean): number =>
  node.children.reduce(
    (sum, child) =>
      child.type === 'element'
        ? sum + (test(child) ? 1 : 0) + countOf(child, test)
        : sum,
    0,
  );

const isSpan = (element: Element) => element.tagName === 'span';

describe('leanTokens', () => {
  it('paints every character as before with fewer spans and less markup', async () => {
    const pre = preOf(await codeToHast(CODE, { lang: 'ts', theme }));
    const before = structuredClone(pre);
    leanTokens(codeOf(pre), pre.properties.style);

    // Same characters, line breaks included, in the same colours.
    expect(paintedCharacters(pre)).toEqual(paintedCharacters(before));
    expect(paintedCharacters(pre).filter((c) => c === '\n')).toHaveLength(
      CODE.split('\n').length - 1,
    );
    expect(toHtml(codeOf(pre))).not.toContain('class="line"');
    // The test's own yardstick: a third fewer spans at least.
    expect(countOf(codeOf(pre), isSpan)).toBeLessThan(
      (countOf(codeOf(before), isSpan) * 2) / 3,
    );
    expect(toHtml(codeOf(pre)).length).toBeLessThan(
      toHtml(codeOf(before)).length,
    );
  });

  it(
    'keeps each types-on-hover token and its popup as they were',
    async () => {
      const pre = preOf(
        await codeToHast(CODE, {
          lang: 'ts',
          theme,
          meta: { __raw: 'title="rslib.config.ts" twoslash' },
          transformers: [transformerTypesOnHover(ROOT)],
        }),
      );
      const isToken = (element: Element) =>
        'data-twoslash-token' in element.properties;
      const tokensOf = (element: Element): string[] => {
        const found: string[] = [];
        const visit = (node: Element) => {
          if (isToken(node)) found.push(toHtml(node));
          for (const child of node.children)
            if (child.type === 'element') visit(child);
        };
        visit(element);
        return found;
      };
      const before = structuredClone(pre);
      leanTokens(codeOf(pre), pre.properties.style);

      expect(tokensOf(codeOf(before)).length).toBeGreaterThan(4);
      expect(tokensOf(codeOf(pre))).toEqual(tokensOf(codeOf(before)));
      expect(paintedCharacters(pre)).toEqual(paintedCharacters(before));
    },
    COMPILE_MS,
  );

  it('leaves a token alone when the block sets no colour of its own', () => {
    const token: Element = {
      type: 'element',
      tagName: 'span',
      properties: { style: 'color:var(--shiki-foreground)' },
      children: [{ type: 'text', value: 'name' }],
    };
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [structuredClone(token)],
    };
    leanTokens(code, undefined);
    expect(code.children).toEqual([token]);
  });
});

describe('withoutBlockColours', () => {
  const pre = (style: string): Element => ({
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki', 'css-variables'], style },
    children: [],
  });

  it("drops the theme's block colours Shiki writes on every <pre>", async () => {
    const block = preOf(await codeToHast('let a = 1;', { lang: 'ts', theme }));
    withoutBlockColours(block);
    expect(block.properties).toEqual({
      class: 'shiki css-variables',
      tabindex: '0',
    });
  });

  it('keeps any other style', () => {
    const block = pre('background-color:#fff;color:var(--shiki-foreground)');
    withoutBlockColours(block);
    expect(block.properties.style).toBe(
      'background-color:#fff;color:var(--shiki-foreground)',
    );
  });
});
