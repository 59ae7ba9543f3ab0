// Why a first visit loads each chunk: the bundle report names the reason
// beside the chunk, so a chunk nobody can explain stands out. A chunk is
// matched by its name or by the sources that make up most of it.

/** The largest group of a chunk (a package or a folder of the site). */
const largestGroup = (chunk) => chunk.groups[0]?.group ?? '';
const holds = (chunk, pattern) =>
  chunk.groups.some((entry) => pattern.test(entry.group ?? ''));

const REASONS = [
  {
    test: (chunk) => /^static\/js\/lib-react\.js$/.test(chunk.name),
    why: 'React and React DOM: every page hydrates its server-rendered HTML with them',
  },
  {
    test: (chunk) => /^static\/js\/index\.js$/.test(chunk.name),
    why: "the theme (navigation, sidebar, article, footer, search button, the class names of its CSS modules), Rspress's client entry and runtime helpers (lazy page components, MDX provider, feed links): every page",
  },
  {
    test: (chunk) => /^static\/css\/styles\.css$/.test(chunk.name),
    why: "the theme's styles, one file for every page so later pages find it cached",
  },
  {
    test: (chunk) => /\.mdx?$/.test(largestGroup(chunk)),
    why: "this page's content: the article the server rendered, as components to hydrate",
  },
  {
    test: (chunk) => holds(chunk, /virtual-routes/),
    why: "the route group of this page's language and section: its routes, page summaries and sidebar",
  },
  {
    test: (chunk) => holds(chunk, /virtual-i18n-text/),
    why: "the UI texts of this page's language",
  },
  {
    test: (chunk) => /^theme\/package-manager-tabs/.test(largestGroup(chunk)),
    why: 'the package-manager tabs: only pages that show an install command load them',
  },
  {
    test: (chunk) => holds(chunk, /^theme\/overview/),
    why: "an overview page's layout and its section's pages and headings: only overview pages load it",
  },
  {
    test: (chunk) => largestGroup(chunk) === 'theme/components',
    why: 'the layout of the home page (hero, tool grid) or the 404 page: only that page loads it',
  },
  {
    test: (chunk) => /^theme\/diagrams/.test(largestGroup(chunk)),
    why: 'a diagram: only pages that draw it load it',
  },
];

/** Why a first visit loads `chunk`; "unexplained" when no rule names it. */
export const reasonFor = (chunk) =>
  REASONS.find((reason) => reason.test(chunk))?.why ??
  'unexplained: no rule in bench/lib/chunk-reasons.mjs names it';
