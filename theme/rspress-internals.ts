/**
 * The only module of the theme that names Rspress's private markup. Rspress
 * compiles the pages (MDX, code highlighting) and styles their content; its
 * stylesheets and build-time output use these names, which are not part of
 * its public API and may change in any release. tests/unit/rspress-internals
 * fails when an installed Rspress no longer uses one of them.
 */

/**
 * The article wrapper. Rspress's content stylesheet (headings, lists, tables,
 * callouts, code) applies under `rp-doc`; its image zoom plugin and the
 * search-record extractor look for `rspress-doc`.
 */
export const RSPRESS_ARTICLE_CLASS = 'rp-doc rspress-doc';

/**
 * Marks a part of the article that Rspress's content stylesheet leaves
 * alone (its list, link and paragraph styles), such as the overview's cards.
 */
export const RSPRESS_NOT_ARTICLE_CLASS = 'rp-not-doc';

/** The class of Rspress's content stylesheet for links inside the article. */
export const RSPRESS_LINK_CLASS = 'rp-link';

/** The "#" link Rspress puts in every content heading. */
export const RSPRESS_HEADING_ANCHOR_CLASS = 'rp-header-anchor';

/** Rspress's "Copy Markdown" button beside the page title; the site's menu button next to it shares its look. */
export const RSPRESS_LLMS_BUTTON_CLASS = 'rp-llms-button';

/**
 * The markup of Rspress's code blocks, which the site still renders with
 * Rspress's components; the browser tests find their parts by these
 * selectors.
 */
export const RSPRESS_MARKUP = {
  codeBlock: '.rp-codeblock',
  codeBlockTitle: '.rp-codeblock__title',
  codeBlockScroller: '.rp-codeblock__content__scroll-container',
  copySuccessIcon: '.rp-code-copy-button__icon--success',
  copiedClass: 'rp-code-copy-button--copied',
} as const;

/**
 * The theme the reader chose: the storage key Rspress's inline head script
 * reads to set the theme before the first paint, and the classes its
 * stylesheets key the dark palette and the switch transition on.
 */
export const RSPRESS_THEME = {
  storageKey: 'rspress-theme-appearance',
  darkClass: 'rp-dark',
  switchingClass: 'rp-theme-switching',
} as const;
