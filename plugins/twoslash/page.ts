import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import {
  TWOSLASH_POPUP_ATTRIBUTE,
  TWOSLASH_POPUPS_ATTRIBUTE,
  TWOSLASH_TOKEN_ATTRIBUTE,
  type TwoslashPopupFile,
} from '../../site/twoslash';
import { esm } from '../shared/mdx-esm';

export interface TwoslashPageOptions {
  /** The browser module that shows the popups (theme/twoslash/popups.ts). */
  script: string;
  /** Where each page's popup file is written (`<key>.json`). */
  popupDir: string;
}

type Parent = Root | Element;

/** The page module's name for the function that registers its popup file. */
const REGISTER = '__twoslashPopupsOf';

/**
 * Rehype step after the code highlighting, on the pages whose examples got
 * types on hover. The popups leave the page: they go to a file of the page's own (`popupDir/<key>.json`, the key a
 * hash of its content) that the browser downloads when the reader first
 * points at or tabs into an example, and puts back into their tokens
 * (theme/twoslash/popups.ts). On the heaviest reference page they were
 * 2.4 KB of its 17.7 KB of gzipped HTML, and with them the page needed a
 * second round trip before its first paint on a slow link.
 *
 * Each block with tokens names the file and the number of its first popup
 * on its `<pre>` (`<key>:<n>`); its tokens' popups follow in order. The
 * page module registers the file's loader under the key, so a client
 * navigation finds the popups of the page it shows. Pages without typed
 * examples are left as they are and carry none of it.
 */
export function rehypeTwoslashPage({ script, popupDir }: TwoslashPageOptions) {
  return (tree: Root) => {
    const popups: string[] = [];
    const blocks: { pre: Element; first: number }[] = [];
    walk(tree, (node) => {
      if (node.tagName === 'pre' && hasToken(node))
        blocks.push({ pre: node, first: popups.length });
      if (!(TWOSLASH_TOKEN_ATTRIBUTE in node.properties)) return;
      const popup = node.children.find(
        (child): child is Element =>
          child.type === 'element' &&
          TWOSLASH_POPUP_ATTRIBUTE in child.properties,
      );
      if (!popup) return;
      popups.push(toHtml(popup));
      node.children.splice(node.children.indexOf(popup), 1);
    });
    if (popups.length === 0) return;

    const file: TwoslashPopupFile = popups;
    const json = JSON.stringify(file);
    const key = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const filePath = path.join(popupDir, `${key}.json`);
    mkdirSync(popupDir, { recursive: true });
    writeFileSync(filePath, json);

    for (const { pre, first } of blocks)
      pre.properties[TWOSLASH_POPUPS_ATTRIBUTE] = `${key}:${first}`;
    // The server render has no reader to point at anything: its build
    // (process.env.__SSR__, set by Rspress per build) drops the loader.
    tree.children.unshift(
      esm(`import { popupsOf as ${REGISTER} } from ${JSON.stringify(script)};`),
      esm(
        `if (!process.env.__SSR__) ${REGISTER}(${JSON.stringify(key)}, () => import(${JSON.stringify(filePath)}));`,
      ),
    );
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
 * Every element under `parent`. Shiki puts each highlighted
 * block in a root node of its own, and MDX components hold elements too, so
 * any node with children is entered.
 */
function walk(parent: Parent, visit: (element: Element) => void): void {
  for (const child of [...(parent.children as RootContent[])]) {
    if (child.type === 'element') visit(child);
    if ('children' in child) walk(child as Parent, visit);
  }
}
