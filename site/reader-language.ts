/**
 * The reader's preferred language, as the inline head script finds it and
 * the theme's language hint reads it. Declared once for both.
 */

/** Set on <html> to the site language the browser prefers, while the hint may show. */
export const READER_LANG_ATTRIBUTE = 'data-reader-lang';

/** Stored once the reader has dismissed the language hint: it stays hidden. */
export const LANGUAGE_HINT_DISMISSED_KEY = 'site-language-hint-dismissed';

/** Stored on the first visit: the home page redirects that visit only. */
export const FIRST_VISIT_KEY = 'rspress-visited';

/** User agents that are never redirected nor offered a hint. */
export const CRAWLER_PATTERN = /bot|spider|crawl|lighthouse/i;
