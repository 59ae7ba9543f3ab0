// Route matching: the URL is decoded, a trailing .html is removed, a
// trailing /index becomes /, and a trailing slash and letter case are ignored.

// The static file server already finds a page for every form but one that
// differs in letter case; these helpers find that page's own address so the
// server can send the reader there instead of to the 404 page.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG } from '../../site/language-list.mjs';

/** The form of a path that every matching form of it shares. */
export function matchKey(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as written.
  }
  const key = decoded
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '')
    .toLowerCase();
  return key === '' ? '/' : key;
}

/** Clean URL of a built page file (relative to the output dir, `/`-separated). */
export function pageAddress(file) {
  const address = `/${file.replace(/\.html$/, '')}`;
  return address.endsWith('/index')
    ? address.slice(0, -'index'.length)
    : address;
}

/** Map from the match key of every built page to the page's clean URL. */
export function pageAddressIndex(files) {
  const index = new Map();
  for (const file of files) {
    if (!file.endsWith('.html') || file === '404.html') continue;
    const address = pageAddress(file);
    index.set(matchKey(address), address);
  }
  return index;
}

/** Every .html file under root, relative and `/`-separated. */
export function htmlFilesUnder(root) {
  return readdirSync(root, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'));
}

/**
 * The route of a page source as Rspress routes it, from its path under the
 * docs root (`/`-separated, language folder first): `en/guide/cli.mdx` →
 * /guide/cli, `zh/guide/index.mdx` → /zh/guide/. The default language has
 * no prefix.
 */
export function sourceRoute(file, defaultLang = DEFAULT_LANG) {
  const [lang, ...rest] = file.split('/');
  const page = `/${rest.join('/')}`.replace(/\.mdx?$/, '');
  const route = page.endsWith('/index') ? page.slice(0, -'index'.length) : page;
  return lang === defaultLang ? route : `/${lang}${route}`;
}
