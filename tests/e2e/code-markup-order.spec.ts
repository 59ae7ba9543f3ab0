import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';
import { CODE_MARKUP_ATTRIBUTE } from '../../theme/content/code-markup-attribute';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const ROOT = path.join(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'doc_build');
/** Where the build writes each page's markup file (rspress.config.ts). */
const MARKUP_DIR = path.join(ROOT, 'node_modules/.cache/code-markup');

const isElement = (node: Node): node is Element => 'tagName' in node;

const childrenOf = (node: Node): Node[] =>
  'content' in node && node.content
    ? node.content.childNodes
    : 'childNodes' in node
      ? node.childNodes
      : [];

/** Every element of `root` carrying the attribute, from the top of the page down. */
function markedElements(root: Node): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if (
      isElement(node) &&
      node.attrs.some(({ name }) => name === CODE_MARKUP_ATTRIBUTE)
    )
      found.push(node);
    for (const child of childrenOf(node)) walk(child);
  };
  walk(root);
  return found;
}

/** The words of a node as the reader reads them, white space folded. */
function textOf(node: Node): string {
  const collect = (at: Node): string =>
    'value' in at && at.nodeName === '#text'
      ? at.value
      : childrenOf(at).map(collect).join('');
  return collect(node).replace(/\s+/g, ' ').trim();
}

const servedPages = () =>
  readdirSync(BUILD, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('static'),
  );

// The browser takes a block's markup by its place among the page's marked
// elements (theme/content/code-markup.ts): the served page must hold its
// blocks in the order of its markup file, every page of the build.
test('every page serves its blocks in the order and number of its markup file', () => {
  let checked = 0;
  for (const file of servedPages()) {
    const blocks = markedElements(
      parse(readFileSync(path.join(BUILD, file), 'utf8')),
    );
    if (blocks.length === 0) continue;
    const values = blocks.map(
      (block) =>
        block.attrs.find(({ name }) => name === CODE_MARKUP_ATTRIBUTE)?.value,
    );
    const [key, ...rest] = values;
    expect(key, `${file}: the first block names the page`).toMatch(
      /^[0-9a-f]{12}$/,
    );
    expect(new Set(rest), `${file}: the other blocks carry no value`).toEqual(
      new Set(rest.length ? [''] : []),
    );
    const markups: string[] = JSON.parse(
      readFileSync(path.join(MARKUP_DIR, `${key}.json`), 'utf8'),
    );
    expect(
      blocks.map((block) => textOf(block)),
      `${file}: its blocks, in the page's order`,
    ).toEqual(markups.map((markup) => textOf(parseFragment(markup))));
    checked += 1;
  }
  // The reference and guide pages of both languages have blocks.
  expect(checked).toBeGreaterThan(80);
});
