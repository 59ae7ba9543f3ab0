import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { codeToHast, createCssVariablesTheme } from 'shiki';
import { shortTokenColours } from '../../plugins/code-as-html/short-token-colours';
import { TOKEN_COLOURS } from '../../site/code-token-colours';

// The theme Rspress highlights with: colours are CSS variables.
const theme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
});

const CODE = [
  '// the config',
  "import { defineConfig } from '@rslib/core';",
  'export default defineConfig({ lib: [{ format: `esm`, bundle: false }] });',
].join('\n');

async function highlightedCode(): Promise<Element> {
  const tree = (await codeToHast(CODE, { lang: 'ts', theme })) as Root;
  const pre = tree.children[0] as Element;
  return pre.children[0] as Element;
}

const textOf = (code: Element) => toHtml(code).replace(/<[^>]+>/g, '');

describe('short token colours', () => {
  it('paints every token Shiki wrote with the palette name for its kind, words unchanged', async () => {
    const code = await highlightedCode();
    const before = toHtml(code);
    const kinds = [...before.matchAll(/--shiki-token-([a-z-]+)/g)].map(
      (found) => found[1],
    );
    expect(new Set(kinds).size).toBeGreaterThan(3);
    const words = textOf(code);

    shortTokenColours(code);
    const after = toHtml(code);
    expect(after).not.toContain('--shiki-token-');
    for (const kind of kinds) {
      expect(after).toContain(
        `color:var(${TOKEN_COLOURS[kind as keyof typeof TOKEN_COLOURS]})`,
      );
    }
    expect(textOf(code)).toBe(words);
  });

  it('reaches tokens inside other spans (types on hover) and leaves other styles alone', () => {
    const span = (style: string, text: string): Element => ({
      type: 'element',
      tagName: 'span',
      properties: { style },
      children: [{ type: 'text', value: text }],
    });
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['twoslash-hover'] },
          children: [span('color:var(--shiki-token-function)', 'defineConfig')],
        },
        span('color:var(--shiki-token-keyword);font-style:italic', 'as'),
        span('color:var(--shiki-token-unknown-kind)', 'x'),
      ],
    };
    shortTokenColours(code);
    expect(toHtml(code)).toBe(
      '<code><span class="twoslash-hover"><span style="color:var(--tk-fn)">defineConfig</span></span>' +
        '<span style="color:var(--shiki-token-keyword);font-style:italic">as</span>' +
        '<span style="color:var(--shiki-token-unknown-kind)">x</span></code>',
    );
  });

  it('the palette gives each kind a colour in the light theme and another in the dark one', () => {
    const palette = readFileSync(
      path.join(import.meta.dirname, '../../theme/palette.css'),
      'utf8',
    );
    const dark = palette.slice(palette.indexOf(':root.dark'));
    const light = palette.slice(0, palette.indexOf(':root.dark'));
    for (const [kind, name] of Object.entries(TOKEN_COLOURS)) {
      expect(light, kind).toContain(`${name}:`);
      // The comment colour follows the site's code comment colour, which
      // the dark theme redefines.
      if (kind !== 'comment') expect(dark, kind).toContain(`${name}:`);
    }
  });
});
