// The languages the site is written in, in plain JavaScript so that the
// Node scripts (records upload, old routes, translation check) read the same
// list as the build and the browser code (site/languages.ts adds the types).

/** The default language (served without a path prefix) first. */
export const SITE_LANGS = /** @type {const} */ (['en', 'zh']);

/** The language whose pages carry no prefix and are the originals. */
export const DEFAULT_LANG = 'en';

/** Each language's tag (BCP 47), as the blog feeds declare it. */
export const LANG_TAGS = /** @type {const} */ ({ en: 'en', zh: 'zh-CN' });

/** Each language's Open Graph locale (og:locale). */
export const OG_LOCALES = /** @type {const} */ ({ en: 'en_US', zh: 'zh_CN' });
