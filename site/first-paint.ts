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

/**
 * The page's lazy chunks (its article, its section's routes, its UI texts,
 * the components it draws) are listed in its head in a `<meta>` of this
 * name, addresses separated by spaces, not as preload links: the browser
 * would fetch those at once, sharing the connection with the stylesheet the
 * first paint waits for. The script loader (plugins/script-loading) adds a
 * preload link for each when it adds the page's scripts, after the first
 * paint, so the chunks download beside the scripts that run them.
 */
export const AFTER_PAINT_PRELOADS = 'after-paint-preloads';
