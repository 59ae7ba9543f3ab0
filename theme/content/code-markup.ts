/**
 * The markup of a page's highlighted code blocks and plain prose blocks
 * (plugins/code-as-html).
 *
 * It is most of a code-heavy page's script (the reference pages: about two
 * thirds of their chunk), and on a first visit the served HTML already holds
 * it. So the build keeps it out of the page's chunk, in a file of its own
 * per page, and the page module asks here for it: on the page the server
 * wrote, the markup is read from the served code elements before React
 * touches them, and nothing is downloaded; any other page (a client
 * navigation, the development server) downloads its file, and its route
 * waits for it (the page module's `__pageReady`), so the page never renders
 * without its code.
 */

import { CODE_MARKUP_ATTRIBUTE } from './code-markup-attribute';

type Markups = readonly string[];

/**
 * The served page's blocks, read once, before hydration: the page's key
 * (its first block's value) and each block's markup, in the page's order.
 */
let served: { key: string; markups: Markups } | undefined;

function servedMarkup() {
  if (served) return served;
  const blocks =
    typeof document === 'undefined'
      ? []
      : [...document.querySelectorAll(`[${CODE_MARKUP_ATTRIBUTE}]`)];
  served = {
    key: blocks[0]?.getAttribute(CODE_MARKUP_ATTRIBUTE) ?? '',
    markups: blocks.map((block) => block.innerHTML),
  };
  return served;
}

/**
 * The markup of the `count` blocks of the page whose build key is `key`:
 * taken from the served page when it is that page and holds that many
 * blocks, else downloaded.
 */
export function codeMarkup(
  key: string,
  count: number,
  download: () => Promise<{ default: Markups }>,
): Markups | Promise<Markups> {
  const { key: servedKey, markups } = servedMarkup();
  return servedKey === key && markups.length === count
    ? markups
    : download().then((file) => file.default);
}

// Read at once: this module loads with the first page module that has code
// blocks, which on a first visit is before React hydrates the served page.
servedMarkup();
