import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { REGION } from '../../site/regions';
import {
  type HierarchyLevel,
  type RecordType,
  SEARCH_SKIP_ATTRIBUTE,
  type SearchLang,
  type SearchRecord,
} from '../../site/search-record';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export interface PageInput {
  html: string;
  /** Clean URL of the page, e.g. /zh/guide/start/quick-start */
  url: string;
  lang: SearchLang;
  /** Nav section the page belongs to: lvl0 of its records. */
  section: string;
}

/** Each of these becomes one content record; their text is not repeated in an enclosing block. */
const BLOCKS = new Set(['p', 'li', 'pre', 'tr', 'dt', 'dd', 'figcaption']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SKIPPED_TAGS = new Set(['script', 'style', 'svg', 'button', 'template']);
/** Long code blocks are cut: their first lines carry the searchable names. */
const MAX_CONTENT_LENGTH = 400;

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) =>
  element.attrs.find((entry) => entry.name === name)?.value;
const hasClass = (element: Element, name: string) =>
  (attr(element, 'class') ?? '').split(/\s+/).includes(name);
/**
 * Chrome inside the article that is not content: buttons (copy, wrap, tab
 * labels) by their tag, the headings' "#" anchors by being hidden from
 * assistive technology, menus (the page actions) by the theme's skip marker.
 */
const isSkipped = (element: Element) =>
  SKIPPED_TAGS.has(element.tagName) ||
  attr(element, 'aria-hidden') === 'true' ||
  attr(element, SEARCH_SKIP_ATTRIBUTE) !== undefined;

function findArticle(node: Node): Element | undefined {
  // The theme marks the article it draws (theme/layout/DocLayout.tsx).
  if (isElement(node) && attr(node, 'data-region') === REGION.article)
    return node;
  if (!('childNodes' in node)) return undefined;
  for (const child of node.childNodes) {
    const found = findArticle(child);
    if (found) return found;
  }
  return undefined;
}

/** Text of a node; nested blocks are left out (they are records of their own). */
function textOf(node: Node, nestedBlocks = false): string {
  if (node.nodeName === '#text')
    return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!isElement(node) || isSkipped(node)) return '';
  if (!nestedBlocks && BLOCKS.has(node.tagName)) return '';
  const text = node.childNodes.map((child) => textOf(child)).join('');
  // Code lines and table cells are separate words even without whitespace between them.
  return hasClass(node, 'line') ||
    node.tagName === 'td' ||
    node.tagName === 'th'
    ? `${text} `
    : node.tagName === 'br'
      ? ' '
      : text;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The records of one built page: its title (lvl1), each heading (lvl2…lvl6)
 * and each paragraph, list item, table row and code block under the heading
 * it follows. Returns nothing for pages without a doc article (home, 404).
 */
export function extractRecords(page: PageInput): SearchRecord[] {
  const article = findArticle(parse(page.html));
  if (!article) return [];

  // Headings seen so far, by depth: headings[1] is the page title.
  const headings: (string | undefined)[] = [];
  let anchor: string | null = null;
  const records: SearchRecord[] = [];

  // A text repeated under the same heading (a fragment included twice, an
  // overview restating a heading) is one record: a second adds only a
  // duplicate result row.
  const seen = new Set<string>();
  const push = (type: RecordType, content: string | null) => {
    const title = headings[1];
    if (!title) return;
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    const key = `${url}\n${type}\n${content ?? headings.at(-1)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const hierarchy: SearchRecord['hierarchy'] = {
      lvl0: page.section,
      lvl1: title,
    };
    for (let depth = 2; depth <= 6; depth += 1) {
      const heading = headings[depth];
      if (heading) hierarchy[`lvl${depth}` as HierarchyLevel] = heading;
    }
    records.push({
      // Unique across languages, since both share one index at the provider.
      objectID: `${page.url}~${records.length}`,
      url,
      type,
      hierarchy,
      content,
      lang: page.lang,
    });
  };

  const walk = (node: Node) => {
    if (!isElement(node) || isSkipped(node)) return;
    if (HEADINGS.has(node.tagName)) {
      const depth = Number(node.tagName.slice(1));
      const text = squash(textOf(node));
      if (!text) return;
      headings.length = depth;
      headings[depth] = text;
      // The page title links to the page itself, not to its heading.
      anchor = depth === 1 ? null : (attr(node, 'id') ?? null);
      push(`lvl${depth}` as RecordType, null);
      return;
    }
    if (BLOCKS.has(node.tagName)) {
      const text = squash(textOf(node, true));
      if (text) push('content', text.slice(0, MAX_CONTENT_LENGTH));
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(article);
  return records;
}
