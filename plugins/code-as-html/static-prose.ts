import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toEstree } from 'hast-util-to-estree';
import { toHtml } from 'hast-util-to-html';
import { RSPRESS_HEADING_ANCHOR_CLASS } from '../../rspress-adapter/build';
import {
  INLINE_CODE_WHOLE_UP_TO,
  WHOLE_CODE_ATTRIBUTE,
} from '../../site/inline-code';
import {
  CODE_MARKUP_ATTRIBUTE,
  codeMarkupValue,
} from '../../theme/content/code-markup-attribute';

/** The MDX component that draws a static prose block from its markup. */
export const STATIC_PROSE_COMPONENT = 'StaticProse';

/** Blocks that may be static prose. */
const BLOCKS = new Set(['p', 'ul', 'ol', 'blockquote', 'table']);

/** Parts of a table that hold rows or cells, not text. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * Elements a static block may hold: those the site's MDX components draw as
 * the plain HTML element (theme/content/mdx-components.tsx), with inline
 * code and links the exceptions made equal below (asDrawn); a table is drawn
 * by Table (its scrolling box) around its markup. Images (base path),
 * task-list items and aligned table cells (a style of their own) keep their
 * block a component.
 */
const PLAIN = new Set([
  ...BLOCKS,
  ...TABLE_PARTS,
  'th',
  'td',
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

/**
 * Link targets whose markup the build can write as theme/Link/Link.tsx
 * draws it, with no address of the reader's to resolve against: a heading
 * of the page, another site over http(s), or a path of the site. Characters
 * that need escaping in an attribute (or decoding, `%`) keep the link a
 * component.
 */
const HASH_LINK = /^#[^&<>"'\s%]*$/;
const OTHER_SITE_LINK = /^https?:\/\/[^&<>"'\s]+$/;
const SITE_PATH_LINK = /^\/[^&<>"'\s%?]*$/;
const isDrawableHref = (href: string) =>
  HASH_LINK.test(href) ||
  OTHER_SITE_LINK.test(href) ||
  SITE_PATH_LINK.test(href);

/**
 * A Markdown link with nothing but its target: `[words](href)` (a link to
 * another site comes with the new-tab attributes Link gives it anyway).
 */
function isPlainLink(node: Element): boolean {
  const { href, ...other } = node.properties;
  if (typeof href !== 'string' || !isDrawableHref(href)) return false;
  const newTab =
    OTHER_SITE_LINK.test(href) &&
    other.target === '_blank' &&
    [other.rel].flat().join(' ') === 'noopener noreferrer';
  const extra = Object.keys(other).filter(
    (name) => !(newTab && (name === 'target' || name === 'rel')),
  );
  return (
    extra.length === 0 &&
    node.children.every(
      (child) => isPlain(child) && !containsLink(child as ElementContent),
    )
  );
}

const containsLink = (node: ElementContent): boolean =>
  node.type === 'element' &&
  (node.tagName === 'a' || node.children.some(containsLink));

const hasProperties = (element: Element) =>
  Object.keys(element.properties).length > 0;

/** Text, or plain elements without attributes all the way down. */
function isPlain(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  if (node.tagName === 'a') return isPlainLink(node);
  if (!PLAIN.has(node.tagName) || hasProperties(node)) return false;
  if (node.tagName === 'code')
    return node.children.every((child) => child.type === 'text');
  return node.children.every(isPlain);
}

/** Section headings; the page title (h1) is a component (PageTitle). */
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** The "#" link Rspress puts first in a heading (its rehypeHeaderAnchor). */
const isHeadingAnchor = (node: ElementContent | undefined, id: string) =>
  node?.type === 'element' &&
  node.tagName === 'a' &&
  Object.keys(node.properties).sort().join() === 'ariaHidden,class,href' &&
  node.properties.class === RSPRESS_HEADING_ANCHOR_CLASS &&
  node.properties.ariaHidden === 'true' &&
  node.properties.href === `#${id}` &&
  node.children.length === 1 &&
  node.children[0].type === 'text' &&
  node.children[0].value === '#';

/** A heading with its id, its "#" link and plain words. */
function isStaticHeading(node: Element): boolean {
  const { id, ...other } = node.properties;
  return (
    typeof id === 'string' &&
    HASH_LINK.test(`#${id}`) &&
    Object.keys(other).length === 0 &&
    isHeadingAnchor(node.children[0], id) &&
    node.children.slice(1).every(isPlain)
  );
}

export const isStaticProse = (node: RootContent): node is Element =>
  node.type === 'element' &&
  (HEADINGS.has(node.tagName)
    ? isStaticHeading(node)
    : BLOCKS.has(node.tagName) &&
      !hasProperties(node) &&
      node.children.every(isPlain));

/** Link's address for a path of the site: with or without `.html`. */
export type SitePathAsShown = (path: string) => string;

/** Link's attributes for a target (theme/Link/Link.tsx), in its order. */
function linkProperties(
  href: string,
  sitePath: SitePathAsShown,
): Element['properties'] {
  if (OTHER_SITE_LINK.test(href))
    return { target: '_blank', rel: ['noopener', 'noreferrer'], href };
  return { href: SITE_PATH_LINK.test(href) ? sitePath(href) : href };
}

/**
 * What the components add to plain elements, in markup: short code gets
 * InlineCode's attribute (theme/content/InlineCode.tsx), a link Link's.
 */
function asDrawn(
  node: ElementContent,
  sitePath: SitePathAsShown,
): ElementContent {
  if (node.type !== 'element') return node;
  const children = drawnChildren(node, sitePath);
  // As the MDX components draw it: out of the tab order (its `A`), a hash
  // link (Link).
  if (node.properties.class === RSPRESS_HEADING_ANCHOR_CLASS)
    return {
      ...node,
      properties: {
        ariaHidden: 'true',
        tabIndex: -1,
        href: node.properties.href,
        className: [RSPRESS_HEADING_ANCHOR_CLASS],
      },
      children,
    };
  if (node.tagName === 'a')
    return {
      ...node,
      properties: linkProperties(String(node.properties.href), sitePath),
      children,
    };
  if (node.tagName !== 'code') return { ...node, children };
  const text = node.children
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('');
  return text.length > INLINE_CODE_WHOLE_UP_TO
    ? { ...node, children }
    : { ...node, properties: { [WHOLE_CODE_ATTRIBUTE]: '' }, children };
}

/** A block's children as the server render writes them. */
export const proseMarkup = (block: Element, sitePath: SitePathAsShown) =>
  toHtml(drawnChildren(block, sitePath));

/**
 * An element's children as drawn; between a table's rows and cells no
 * white space, which the MDX compiler drops there too (hast-util-to-estree).
 */
const drawnChildren = (node: Element, sitePath: SitePathAsShown) =>
  node.children
    .filter(
      (child) =>
        !(
          TABLE_PARTS.has(node.tagName) &&
          child.type === 'text' &&
          child.value.trim() === ''
        ),
    )
    .map((child) => asDrawn(child, sitePath));

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
  const { id } = block.properties;
  const marked: Element = {
    ...block,
    properties: {
      ...(typeof id === 'string' && { id }),
      [CODE_MARKUP_ATTRIBUTE]: codeMarkupValue(page, index),
    },
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
        ...(typeof id === 'string' ? [jsxAttribute('id', id)] : []),
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

/** A static block and the node that holds it. */
export interface StaticProseBlock {
  block: Element;
  parent: { children: unknown[] };
}

/**
 * The static blocks of a page, in order: at its top level and inside the
 * components and elements that hold blocks (a callout's paragraphs, the
 * items of a list that is not static itself); never inside code.
 */
export function staticProseBlocks(tree: Root): StaticProseBlock[] {
  const found: StaticProseBlock[] = [];
  const visit = (parent: { children: unknown[] }) => {
    for (const child of parent.children as RootContent[]) {
      if (isStaticProse(child)) found.push({ block: child, parent });
      else if (holdsBlocks(child))
        visit(child as unknown as { children: unknown[] });
    }
  };
  visit(tree);
  return found;
}

const holdsBlocks = (node: RootContent) =>
  (node.type === 'element' && node.tagName !== 'pre') ||
  (node.type as string) === 'mdxJsxFlowElement';
