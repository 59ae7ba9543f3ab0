// What one built HTML page offers and points at: the fragment targets it
// defines, and the addresses its links and images load.
import { parse } from 'parse5';

/**
 * @typedef {{ kind: 'link' | 'image', href: string }} Reference
 * @typedef {{ ids: Set<string>, references: Reference[] }} PageReferences
 */

/** @param {string} html @returns {PageReferences} */
export function readReferences(html) {
  const ids = new Set();
  /** @type {Reference[]} */
  const references = [];
  visit(parse(html), (element) => {
    const attrs = new Map(element.attrs.map((attr) => [attr.name, attr.value]));
    const id = attrs.get('id');
    if (id) ids.add(id);
    // A fragment also scrolls to <a name="…">, the pre-id way to mark a spot.
    if (element.tagName === 'a' && attrs.get('name')) {
      ids.add(attrs.get('name'));
    }

    if (element.tagName === 'a' && attrs.has('href')) {
      references.push({ kind: 'link', href: attrs.get('href') });
    }
    if (element.tagName === 'img' && attrs.has('src')) {
      references.push({ kind: 'image', href: attrs.get('src') });
    }
    if (element.tagName === 'img' || element.tagName === 'source') {
      for (const href of srcsetUrls(attrs.get('srcset'))) {
        references.push({ kind: 'image', href });
      }
    }
  });
  return { ids, references };
}

/**
 * Every element below `node`. parse5 keeps a <template>'s content out of
 * childNodes, so inert markup that is never shown is skipped.
 */
function visit(node, onElement) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) onElement(child);
    visit(child, onElement);
  }
}

/**
 * The URLs of a srcset, read as the HTML standard does: a URL is a run of
 * non-space characters (trailing commas end the candidate), then optional
 * descriptors up to the next comma.
 */
function srcsetUrls(srcset) {
  const urls = [];
  let rest = srcset ?? '';
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) return urls;
    const url = /^\S+/.exec(rest)[0];
    rest = rest.slice(url.length);
    urls.push(url.replace(/,+$/, ''));
    if (url.endsWith(',')) continue;
    const comma = rest.indexOf(',');
    rest = comma === -1 ? '' : rest.slice(comma + 1);
  }
}
