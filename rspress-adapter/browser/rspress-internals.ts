/**
 * Relies on: Rspress's private markup and names (the `rp-` classes its
 * compiler and theme write, the storage key of its inline theme script, the
 * component name its Markdown compiler gives callouts). Upstream would need
 * to document these (or let a theme pass its own) for this file to go.
 *
 * The only module of the site that names Rspress's private markup. Rspress
 * compiles the pages (MDX, code highlighting) and sets the theme before the
 * first paint; its build-time output and head script use these names, which
 * are not part of its public API and may change in any release.
 * tests/unit/rspress-contract/rspress-internals fails when an installed Rspress no longer
 * uses one of them.
 */

/** The "#" link Rspress's Markdown compiler puts in every content heading. */
export const RSPRESS_HEADING_ANCHOR_CLASS = 'rp-header-anchor';

/**
 * The component name Rspress's Markdown compiler gives `:::tip`-style
 * blocks: compiled pages render it from the MDX components, and a remark
 * step that adds a callout of its own writes an element of this name.
 */
export const RSPRESS_CALLOUT_COMPONENT = '$$$callout$$$';

/**
 * The element Rspress renders the app into: its server render fills it,
 * its client entry hydrates it (and renders into it empty in development).
 */
export const RSPRESS_ROOT_ID = '__rspress_root';

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
 * palette), which the build leaves out (rspress-adapter/build/rspress-runtime-data). No
 * shipped stylesheet may carry them: tests/e2e/shipped-bundle.
 */
export const RSPRESS_UNUSED_BASE_STYLE_MARKERS = [
  '#nprogress .peg',
  '.rp-scrollbar',
  '--rp-home-',
  '.shiki.has-highlighted',
] as const;

/**
 * Classes Rspress's code notations write (line highlighting from a code
 * block's `{1,3}` meta, diff and focus comments), which only its base code
 * styles draw. The site ships none of those styles, so no page may use the
 * notations: tests/e2e/shipped-bundle.
 */
export const RSPRESS_CODE_NOTATION_CLASSES = [
  'has-highlighted',
  'has-diff',
  'has-focused',
  'code-line-highlighted',
] as const;
