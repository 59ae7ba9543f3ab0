import type { Element, Root, RootContent } from 'hast';

/** Hosts of the version badges that pages may load from another site. */
export const BADGE_HOSTS = ['img.shields.io'];

/**
 * A flat-square badge is 20 px high; its width follows the version text.
 * The box reserves room for the longest one, and the badge sits at its left
 * edge, so nothing moves when it arrives.
 */
const BADGE_BOX = { width: 110, height: 20 };
const BADGE_STYLE = 'object-fit:contain;object-position:left center';

/**
 * Rehype plugin for images that stay on a third-party host: content badges.
 * They load only when scrolled near (`loading="lazy"`), decode off the main
 * thread, and have a fixed box. The alt text comes from the Markdown
 * (`![npm version of @rslib/core](…)`); a badge without one fails the build.
 */
export function rehypeRemoteBadges() {
  return (tree: Root, file: { path?: string }) => {
    visitElements(tree, (element) => {
      if (element.tagName !== 'img') return;
      const src = String(element.properties.src ?? '');
      if (!URL.canParse(src) || !BADGE_HOSTS.includes(new URL(src).host)) {
        return;
      }
      if (!element.properties.alt) {
        throw new Error(
          `${file.path ?? 'a page'}: badge ${src} has no alt text`,
        );
      }
      Object.assign(element.properties, {
        loading: 'lazy',
        decoding: 'async',
        width: BADGE_BOX.width,
        height: BADGE_BOX.height,
        style: BADGE_STYLE,
      });
    });
  };
}

function visitElements(
  node: Root | RootContent,
  visit: (element: Element) => void,
): void {
  if (node.type === 'element') visit(node);
  if ('children' in node) {
    for (const child of node.children) visitElements(child, visit);
  }
}
