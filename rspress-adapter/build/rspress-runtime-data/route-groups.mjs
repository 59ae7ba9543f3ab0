// Relies on: Rspress's route matching ignoring case and a `.html` ending.
// Upstream would need to load routes by section itself for this to go.
//
// Which group of routes a path belongs to. The build splits the route list,
// the page summaries and the sidebars into one group per language and
// top-level section (`en:guide`, `zh:config`, `en:` for the home page); the
// browser loads the group of the page it shows, and another group's when a
// link to it is hovered or followed. The same function runs in both places,
// so a path always asks for the group its route was put in.

/**
 * The group of `pathname` (no base, as the router has it): its language
 * (the default language has no prefix) and its first path segment, case
 * and a `.html` ending ignored as Rspress's route matching ignores them.
 * A path that is not valid percent-encoding falls back to its raw text.
 */
export function routeGroupOf(pathname, { langs, defaultLang }) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no route; its group is still a string.
  }
  const segments = decoded
    .split(/[?#]/)[0]
    .toLowerCase()
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean);
  const prefixed =
    segments[0] !== undefined &&
    segments[0] !== defaultLang &&
    langs.includes(segments[0]);
  const lang = prefixed ? segments[0] : defaultLang;
  const section = (prefixed ? segments[1] : segments[0]) ?? '';
  return `${lang}:${section === 'index' ? '' : section}`;
}
