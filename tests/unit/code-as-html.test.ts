import { describe, expect, it } from '@rstest/core';
import type { Element, Root } from 'hast';
import {
  HIGHLIGHTED_CODE_COMPONENT,
  rehypeCodeAsHtml,
} from '../../plugins/code-as-html';

/** A block as Shiki leaves it: `<pre class="shiki …"><code>` of tokens. */
function highlightedBlock(token: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: { class: 'shiki css-variables' },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['line'] },
            children: [
              {
                type: 'element',
                tagName: 'span',
                properties: { style: 'color:var(--shiki-token-keyword)' },
                children: [{ type: 'text', value: token }],
              },
            ],
          },
        ],
      },
    ],
  };
}

function run(tree: Root) {
  rehypeCodeAsHtml()(tree);
  return tree;
}

describe('rehypeCodeAsHtml', () => {
  it('hands the tokens of a highlighted block over as markup', () => {
    const tree = run({ type: 'root', children: [highlightedBlock('const')] });
    const pre = tree.children[0] as Element;
    expect(pre.children).toEqual([
      {
        type: 'mdxJsxFlowElement',
        name: HIGHLIGHTED_CODE_COMPONENT,
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'html',
            value:
              '<span class="line"><span style="color:var(--shiki-token-keyword)">const</span></span>',
          },
        ],
        children: [],
      },
    ]);
  });

  it('hands over a block whose classes a transformer listed (types on hover)', () => {
    const block = highlightedBlock('defineConfig');
    block.properties.class = ['shiki', 'css-variables', 'twoslash', 'lsp'];
    const tree = run({ type: 'root', children: [block] });
    const [code] = (tree.children[0] as Element).children;
    expect(code).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: HIGHLIGHTED_CODE_COMPONENT,
    });
  });

  it('escapes code that looks like markup, so it stays text', () => {
    const tree = run({
      type: 'root',
      children: [highlightedBlock('</code><script>alert(1)</script> & <b>')],
    });
    const html = JSON.stringify(tree);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#x3C;/code>&#x3C;script>');
  });

  it('leaves a <pre> that Shiki did not highlight alone', () => {
    const plain: Element = {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        { type: 'element', tagName: 'code', properties: {}, children: [] },
      ],
    };
    const tree = run({ type: 'root', children: [structuredClone(plain)] });
    expect(tree.children[0]).toEqual(plain);
  });
});
