// Where a reference on a built page lands in the output directory, resolved
// the way the deployed site is served (README, "Deploying"): clean URLs,
// `/a/b` → the file a/b, else a/b.html, else the directory's a/b/index.html
// (Rspress' language switcher links index pages without the slash);
// `/a/b/` → a/b/index.html only.
import path from 'node:path/posix';

/**
 * @typedef {{ candidates: string[], fragment: string }} SiteTarget
 *   `candidates`: output files (relative, POSIX) any of which satisfies the
 *   reference; `fragment`: the part after `#`, still percent-encoded.
 */

/** The URL a built page is published under, e.g. a/index.html → /a/. */
export function pageUrl(file, origin) {
  const isIndex = file === 'index.html' || file.endsWith('/index.html');
  const route = isIndex
    ? file.slice(0, -'index.html'.length)
    : file.replace(/\.html$/, '');
  return new URL(route, `${origin}/`);
}

/**
 * @param {string} href as written in the page
 * @param {URL} base the page's own URL
 * @param {string} origin the site's origin, e.g. https://rslib.rs
 * @returns {SiteTarget | null} null when the reference leaves the site
 */
export function resolveTarget(href, base, origin) {
  let url;
  try {
    url = new URL(href, base);
  } catch {
    // Unparsable: a browser cannot follow it either, so it is dead.
    return { candidates: [], fragment: '' };
  }
  const site = new URL(origin);
  const sameSite =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.host === site.host;
  if (!sameSite) return null;

  const fragment = url.hash.slice(1);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { candidates: [], fragment };
  }
  const file = path.normalize(pathname).replace(/^\/+/, '');
  if (file === '' || file.endsWith('/')) {
    return { candidates: [`${file}index.html`], fragment };
  }
  return {
    candidates: [file, `${file}.html`, `${file}/index.html`],
    fragment,
  };
}
