/**
 * The page's regions, as the `data-region` attribute names them. The theme
 * writes them, the print and page-switch stylesheets hide them, the search
 * index reads only the article, and the tests find parts of the page by
 * them: one list, so a renamed region cannot leave a reader of the old name
 * behind (tests/unit/regions checks the stylesheets and tests, which cannot
 * import it everywhere, against this list).
 */
export const REGION = {
  navbar: 'navbar',
  navMenu: 'nav-menu',
  mobileMenu: 'mobile-menu',
  menuBar: 'menu-bar',
  languageHint: 'language-hint',
  sidebar: 'sidebar',
  main: 'main',
  article: 'article',
  outline: 'outline',
  docFooter: 'doc-footer',
} as const;

export type Region = (typeof REGION)[keyof typeof REGION];

/** The CSS selector of a region: `[data-region="sidebar"]`. */
export const inRegion = (region: Region) => `[data-region="${region}"]`;
