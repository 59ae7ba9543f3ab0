export declare const SITE_LANGS: readonly ['en', 'zh'];
export declare const DEFAULT_LANG: 'en';
export declare const LANG_TAGS: { readonly en: 'en'; readonly zh: 'zh-CN' };
export declare const OG_LOCALES: {
  readonly en: 'en_US';
  readonly zh: 'zh_CN';
};
