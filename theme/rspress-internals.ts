/**
 * The only module of the theme that names Rspress's private markup. Rspress
 * compiles the pages (MDX, code highlighting) and sets the theme before the
 * first paint; its build-time output and head script use these names, which
 * are not part of its public API and may change in any release.
 * tests/unit/rspress-internals fails when an installed Rspress no longer
 * uses one of them.
 */

/** The "#" link Rspress's Markdown compiler puts in every content heading. */
export const RSPRESS_HEADING_ANCHOR_CLASS = 'rp-header-anchor';

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

/**
 * Classes of Rspress's own content components (its code block, callout and
 * Markdown buttons), which the site replaces with its own (content/). No
 * shipped script or stylesheet may carry them: tests/e2e/shipped-bundle.
 */
export const RSPRESS_REPLACED_COMPONENT_CLASSES = {
  'CodeBlock/index': 'rp-codeblock',
  'CodeButtonGroup/index': 'rp-code-button-group',
  'Callout/index': 'rp-callout',
  'Llms/LlmsCopyButton': 'rp-llms-copy-button',
} as const;

/**
 * Selectors and variables of Rspress's base styles for parts of its theme
 * the site does not render (its progress bar, scrollbar class and home
 * palette), which the build leaves out (plugins/rspress-runtime-data). No
 * shipped stylesheet may carry them: tests/e2e/shipped-bundle.
 */
export const RSPRESS_UNUSED_BASE_STYLE_MARKERS = [
  '#nprogress .peg',
  '.rp-scrollbar',
  '--rp-home-',
] as const;
