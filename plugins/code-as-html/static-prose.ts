import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toEstree } from 'hast-util-to-estree';
import { toHtml } from 'hast-util-to-html';
import {
  INLINE_CODE_WHOLE_UP_TO,
  WHOLE_CODE_ATTRIBUTE,
} from '../../site/inline-code';
import { CODE_MARKUP_ATTRIBUTE } from '../../theme/content/code-markup-attribute';

/** The MDX component that draws a static prose block from its markup. */
export const STATIC_PROSE_COMPONENT = 'StaticProse';

/** Blocks at the top of a page that may be static prose. */
const BLOCKS = new Set(['p', 'ul', 'ol', 'blockquote']);

/**
 * Elements a static block may hold: those the site's MDX components draw as
 * the plain HTML element (theme/content/mdx-components.tsx), with inline
 * code the exception made equal below (sameAsInlineCode). Links (client
 * navigation, preloading), images (base path), task-list items and tables
 * are components with behaviour of their own: a block holding one stays a
 * component.
 */
const PLAIN = new Set([
  ...BLOCKS,
  'li',
  'strong',
  'em',
  'del',
  's',
  'b',
  'i',
  'code',
  'br',
  'kbd',
  'sub',
  'sup',
]);

const hasProperties = (element: Element) =>
  Object.keys(element.properties).length > 0;

/** Text, or plain elements without attributes all the way down. */
function isPlain(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  if (!PLAIN.has(node.tagName) || hasProperties(node)) return false;
  if (node.tagName === 'code')
    return node.children.every((child) => child.type === 'text');
  return node.children.every(isPlain);
}

export const isStaticProse = (node: RootContent): node is Element =>
  node.type === 'element' &&
  BLOCKS.has(node.tagName) &&
  !hasProperties(node) &&
  node.children.every(isPlain);

/** What theme/content/InlineCode.tsx adds to short code: the same, in markup. */
function sameAsInlineCode(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const children = node.children.map(sameAsInlineCode);
  if (node.tagName !== 'code') return { ...node, children };
  const text = node.children
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('');
  return text.length > INLINE_CODE_WHOLE_UP_TO
    ? { ...node, children }
    : { ...node, properties: { [WHOLE_CODE_ATTRIBUTE]: '' }, children };
}

/** A block's children as the server render writes them. */
export const proseMarkup = (block: Element) =>
  toHtml(block.children.map(sameAsInlineCode));

type Estree = ReturnType<typeof toEstree>;
type Expression = Extract<
  Estree['body'][number],
  { type: 'ExpressionStatement' }
>['expression'];

const jsxAttribute = (name: string, value: Expression | string) => ({
  type: 'JSXAttribute',
  name: { type: 'JSXIdentifier', name },
  value:
    typeof value === 'string'
      ? { type: 'Literal', value }
      : { type: 'JSXExpressionContainer', expression: value },
});

/**
 * The node that replaces a static block: in the server builds (the page's
 * HTML and its Markdown copy) the block as it was, marked with its place in
 * the page's markup file; in the browser build (where the bundler defines
 * `process.env.__SSR__` false and drops the other branch) the component that
 * draws it from that file, so its words are not in the page's script.
 */
export function staticProseNode(
  block: Element,
  { markup, index, page }: { markup: string; index: number; page: string },
): RootContent {
  const marked: Element = {
    ...block,
    properties: { [CODE_MARKUP_ATTRIBUTE]: `${page}/${index}` },
  };
  const served = (toEstree(marked).body[0] as { expression: Expression })
    .expression;
  const drawn = {
    type: 'JSXElement',
    openingElement: {
      type: 'JSXOpeningElement',
      name: { type: 'JSXIdentifier', name: STATIC_PROSE_COMPONENT },
      attributes: [
        jsxAttribute('tag', block.tagName),
        jsxAttribute('markup', { type: 'Identifier', name: markup }),
        jsxAttribute('index', { type: 'Literal', value: index }),
        jsxAttribute('page', page),
      ],
      selfClosing: true,
    },
    closingElement: null,
    children: [],
  };
  const serverBuild = {
    type: 'MemberExpression',
    object: {
      type: 'MemberExpression',
      object: { type: 'Identifier', name: 'process' },
      property: { type: 'Identifier', name: 'env' },
      computed: false,
      optional: false,
    },
    property: { type: 'Identifier', name: '__SSR__' },
    computed: false,
    optional: false,
  };
  return {
    type: 'mdxFlowExpression',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ConditionalExpression',
              test: serverBuild,
              consequent: served,
              alternate: drawn,
            },
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/** The top-level static blocks of a page, in order. */
export const staticProseBlocks = (tree: Root) =>
  tree.children.filter(isStaticProse);
