import { DEFAULT_LANG } from '../../site/languages';

/** The site's default language: its pages carry no language prefix. */
export { DEFAULT_LANG };

/** Prefixes a site path with the language segment, except for the default language. */
export function localizePath(path: string, lang: string): string {
  if (lang === DEFAULT_LANG) return path;
  return `/${lang}${path === '/' ? '/' : path}`;
}

/**
 * For a URL path that starts with the default language's segment ("/en/..."),
 * the same path without it; otherwise null. Leading slashes and backslashes of
 * the remainder are collapsed, so "/en//evil.example" can never become a
 * protocol-relative URL that leaves the site.
 */
export function withoutDefaultLangPrefix(pathname: string): string | null {
  const prefix = `/${DEFAULT_LANG}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  const rest = pathname.slice(prefix.length).replace(/^[/\\]+/, '');
  return `/${rest}`;
}

/**
 * The same page in another language: the path without the language segment
 * of `fromLang` (none for the default language), localized for `toLang`.
 */
export function translatePath(
  pathname: string,
  fromLang: string,
  toLang: string,
): string {
  let path = pathname;
  if (fromLang !== DEFAULT_LANG) {
    const prefix = `/${fromLang}`;
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      path = path.slice(prefix.length) || '/';
    }
  }
  return localizePath(path, toLang);
}
