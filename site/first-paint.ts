/**
 * The first paint waits for the whole top bar.
 *
 * A browser paints what it has parsed so far while the rest of a page is
 * still arriving. The bar's markup is long (its hidden menus hold every
 * section link and setting), so a paint could come with only its first
 * controls parsed; the rest then arrived and pushed them left (a layout
 * shift, seen at desktop widths when the HTML arrived in pieces).
 * `<link rel="expect" blocking="render">` holds rendering until the element
 * with this id is parsed: the bar's last child. Browsers without it paint
 * as before; a page without the bar renders once it is parsed.
 */
export const NAVBAR_END_ID = 'navbar-end';

export const renderAfterNavbarTag: [string, Record<string, string>] = [
  'link',
  { rel: 'expect', href: `#${NAVBAR_END_ID}`, blocking: 'render' },
];
