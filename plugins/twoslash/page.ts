import type { Element, ElementContent, Root, RootContent } from 'hast';
import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';
import {
  TWOSLASH_POPUP_ATTRIBUTE,
  TWOSLASH_TOKEN_ATTRIBUTE,
} from '../../site/twoslash';

export interface TwoslashPageOptions {
  /** The popups' stylesheet, written into the page before its first example. */
  css: string;
  /** The module that hides a popup on Escape, imported by the page. */
  script: string;
}

type Parent = Root | Element;

/** Comments and the line breaks around rules: the text stays valid CSS, only shorter. */
export const compactCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();

/**
 * Rehype step after the code highlighting, on the pages whose examples got
 * types on hover: each popup gets an id and its token `aria-describedby`
 * (ids count up through the page), the stylesheet is written before the
 * first example, and the page imports the Escape script. Other pages are
 * left as they are, so they carry none of it.
 */
export function rehypeTwoslashPage({ css, script }: TwoslashPageOptions) {
  const style = compactCss(css);
  return (tree: Root) => {
    let count = 0;
    let first: { parent: Parent; pre: Element } | undefined;
    walk(tree, (node, parent) => {
      if (node.tagName === 'pre' && !first && hasToken(node))
        first = { parent, pre: node };
      if (!(TWOSLASH_TOKEN_ATTRIBUTE in node.properties)) return;
      const popup = node.children.find(
        (child): child is Element =>
          child.type === 'element' &&
          TWOSLASH_POPUP_ATTRIBUTE in child.properties,
      );
      if (!popup) return;
      count += 1;
      popup.properties.id = `twoslash-${count}`;
      node.properties['aria-describedby'] = popup.properties.id;
    });
    if (!first) return;
    const siblings = first.parent.children as ElementContent[];
    siblings.splice(siblings.indexOf(first.pre), 0, {
      type: 'element',
      tagName: 'style',
      properties: { [SEARCH_SKIP_ATTRIBUTE]: '' },
      children: [{ type: 'text', value: style }],
    });
    tree.children.unshift(importOf(script));
  };
}

function hasToken(pre: Element): boolean {
  let found = false;
  walk(pre, (node) => {
    if (TWOSLASH_TOKEN_ATTRIBUTE in node.properties) found = true;
  });
  return found;
}

/**
 * Every element under `parent`, with its parent. Shiki puts each highlighted
 * block in a root node of its own, and MDX components hold elements too, so
 * any node with children is entered.
 */
function walk(
  parent: Parent,
  visit: (element: Element, parent: Parent) => void,
): void {
  for (const child of parent.children as RootContent[]) {
    if (child.type === 'element') visit(child, parent);
    if ('children' in child) walk(child as Parent, visit);
  }
}

/** `import '<module>';` as MDX's compiler takes it: the source and its syntax tree. */
function importOf(module: string): RootContent {
  const source = JSON.stringify(module);
  return {
    type: 'mdxjsEsm',
    value: `import ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: module, raw: source },
          },
        ],
      },
    },
  } as unknown as RootContent;
}
