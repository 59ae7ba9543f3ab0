import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';

/** The MDX component that draws a highlighted block's `<code>` from HTML. */
export const HIGHLIGHTED_CODE_COMPONENT = 'HighlightedCode';

/**
 * Rehype plugin, after Shiki: the tokens of each highlighted code block go to
 * the page's script as one HTML string instead of one JSX call per token.
 * A token costs ~70 bytes as `jsx(span, {style: …, children: …})` and ~45 as
 * markup that compresses better; on a reference page most of the script is
 * code tokens. Blocks with types on hover too: their popups show with CSS
 * and the page's own listeners (theme/twoslash), not React; the step that
 * numbers their popups (plugins/twoslash/page.ts) runs before this one. The server writes the same `<code>` markup as before, and
 * hydration keeps it untouched (the component sets its inner HTML).
 */
export function rehypeCodeAsHtml() {
  return (tree: Root) => {
    visitHighlightedBlocks(tree, (pre) => {
      const codeIndex = pre.children.findIndex(
        (child) => child.type === 'element' && child.tagName === 'code',
      );
      if (codeIndex === -1) return;
      const code = pre.children[codeIndex] as Element;
      const replacement: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: HIGHLIGHTED_CODE_COMPONENT,
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'html',
            value: toHtml(code.children),
          },
        ],
        children: [],
      };
      pre.children[codeIndex] = replacement as unknown as ElementContent;
    });
  };
}

/** Calls `visit` for every `<pre class="shiki …">` in the tree. */
function visitHighlightedBlocks(
  node: Root | ElementContent,
  visit: (pre: Element) => void,
) {
  if (node.type === 'element' && node.tagName === 'pre') {
    // Shiki writes `class` as one string, or as a list once a transformer
    // has added a class (types on hover); hast parsers write `className`.
    const { className, class: classText } = node.properties;
    const listed = classText ?? className ?? '';
    const classes = Array.isArray(listed)
      ? listed.map(String)
      : String(listed).split(' ');
    if (classes.includes('shiki')) {
      visit(node);
      return;
    }
  }
  if ('children' in node) {
    for (const child of node.children) {
      visitHighlightedBlocks(child as ElementContent, visit);
    }
  }
}
