import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { PAGE_READY_EXPORT } from '../../rspress-adapter/build';
import { esm, estreeOf } from '../shared/mdx-esm';
import { leanTokens, withoutBlockColours } from './lean-tokens';
import { shortTokenColours } from './short-token-colours';
import {
  proseMarkup,
  type SitePathAsShown,
  staticProseBlocks,
  staticProseNode,
} from './static-prose';

/** The MDX component that draws a highlighted block's `<code>` from HTML. */
export const HIGHLIGHTED_CODE_COMPONENT = 'HighlightedCode';

/** The browser module that finds a page's code markup (theme/content/code-markup.ts). */
const CODE_MARKUP_MODULE = '@site/theme/content/code-markup';
/** The page module's name for its blocks' markup. */
const MARKUP = '__codeMarkup';

export interface CodeAsHtmlOptions {
  /** Where each page's markup file is written (one JSON list per page). */
  markupDir: string;
  /**
   * The address the site's Link shows for a path of the site (as the build
   * left it: `/config/lib/dts.html`), for links in static prose.
   */
  sitePathAsShown: SitePathAsShown;
}

/** A JSX attribute whose value is the expression `value`. */
const expressionAttribute = (name: string, value: string) => ({
  type: 'mdxJsxAttribute',
  name,
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value,
    data: { estree: estreeOf(value) },
  },
});

/**
 * Rehype plugin, after Shiki: the tokens of each highlighted code block go to
 * the page's script as HTML strings instead of one JSX call per token. A
 * token costs ~70 bytes as `jsx(span, {style: …, children: …})` and ~45 as
 * markup that compresses better. Blocks with types on hover too: their
 * popups show with CSS and the page's own listeners (theme/twoslash), not
 * React; the step that numbers their popups (plugins/twoslash/page.ts) runs
 * before this one.
 *
 * The page's markup is a file of its own (`markupDir/<key>.json`, the key a
 * hash of its content), not part of the page's chunk: on a first visit the
 * served HTML holds it and the browser reads it from there; a client
 * navigation downloads it, and the route waits for it before the page
 * renders (theme/content/code-markup.ts). The server render takes it with
 * the page.
 *
 * The page's plain prose blocks go the same way, in one list with its code
 * blocks in the order of the page (static-prose.ts): paragraphs, lists,
 * quotes, tables and section headings, at the top of the page or inside a
 * component, that hold nothing but words, inline code and Markdown links
 * (no image, no component).
 */
export function rehypeCodeAsHtml({
  markupDir,
  sitePathAsShown,
}: CodeAsHtmlOptions) {
  return (tree: Root) => {
    const code: { node: Element; markup: string; codeIndex: number }[] = [];
    visitHighlightedBlocks(tree, (pre) => {
      const codeIndex = pre.children.findIndex(
        (child) => child.type === 'element' && child.tagName === 'code',
      );
      if (codeIndex === -1) return;
      const element = pre.children[codeIndex] as Element;
      leanTokens(element, pre.properties.style);
      shortTokenColours(element);
      withoutBlockColours(pre);
      code.push({ node: pre, markup: toHtml(element.children), codeIndex });
    });
    const prose = staticProseBlocks(tree).map(({ block, parent }) => ({
      node: block,
      parent,
      markup: proseMarkup(block, sitePathAsShown),
    }));
    if (code.length + prose.length === 0) return;
    // In the page's order: the browser finds a block by its place among the
    // marked elements (theme/content/code-markup-attribute.ts).
    const place = documentOrder(tree);
    const blocks = [...code, ...prose].sort(
      (a, b) => (place.get(a.node) ?? 0) - (place.get(b.node) ?? 0),
    );
    const markups = blocks.map((block) => block.markup);

    const json = JSON.stringify(markups);
    const key = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const file = path.join(markupDir, `${key}.json`);
    mkdirSync(markupDir, { recursive: true });
    writeFileSync(file, json);

    for (const [index, block] of blocks.entries()) {
      if ('codeIndex' in block) {
        const replacement = {
          type: 'mdxJsxFlowElement',
          name: HIGHLIGHTED_CODE_COMPONENT,
          attributes: [
            expressionAttribute('markup', MARKUP),
            expressionAttribute('index', String(index)),
            { type: 'mdxJsxAttribute', name: 'page', value: key },
          ],
          children: [],
        } as unknown as MdxJsxFlowElementHast;
        block.node.children[block.codeIndex] =
          replacement as unknown as ElementContent;
      } else {
        const { children } = block.parent;
        children[children.indexOf(block.node)] = staticProseNode(block.node, {
          markup: MARKUP,
          index,
          page: key,
        });
      }
    }
    const source = JSON.stringify(file);
    // The server builds (process.env.__SSR__, set by Rspress per build)
    // take the list at once; the browser's build drops those branches and
    // exports the promise the route waits for before it renders the page
    // (PAGE_READY_EXPORT, rspress-adapter/build).
    tree.children.unshift(
      esm(
        `import { codeMarkup as __codeMarkupOf } from ${JSON.stringify(CODE_MARKUP_MODULE)};`,
      ),
      esm(
        `let ${MARKUP} = process.env.__SSR__ ? require(${source}) : undefined;`,
      ),
      esm(
        `export const ${PAGE_READY_EXPORT} = process.env.__SSR__ ? undefined : Promise.resolve(__codeMarkupOf(${JSON.stringify(key)}, ${markups.length}, () => import(${source}))).then((markup) => { ${MARKUP} = markup; });`,
      ),
    );
  };
}

/** Each node of the tree by its place in a walk of the page from top to bottom. */
function documentOrder(tree: Root) {
  const place = new Map<unknown, number>();
  const walk = (node: { children?: unknown[] }) => {
    place.set(node, place.size);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree);
  return place;
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
