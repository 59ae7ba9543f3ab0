import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { buildText } from '../shared/build-only-texts';
import { outputDir, siteLanguages } from '../shared/site-config';

/** site/old-routes.json: the routes of the previous site and where they went. */
export interface OldRoutes {
  /** Where the old routes were read: repository, folder and commit. */
  source: { repository: string; folder: string; commit: string };
  /** Every route of the previous site, both languages. */
  oldRoutes: string[];
  /** Old route → the route of this site that covers it, for the old routes this site lacks. */
  redirects: Record<string, string>;
}

type Texts = Record<string, Record<string, string>>;

/** The HTML file a clean URL is served from: `/a/b` → a/b.html, `/a/` → a/index.html. */
export const htmlFileOf = (route: string) =>
  route.endsWith('/')
    ? `${route.slice(1)}index.html`
    : `${route.slice(1)}.html`;

/**
 * The `_redirects` file (Netlify and Cloudflare Pages format): a permanent
 * redirect from each old route to its page.
 */
export function redirectsFile({ source, redirects }: OldRoutes): string {
  const lines = Object.entries(redirects).map(
    ([from, to]) => `${from} ${to} 301`,
  );
  return [
    `# Routes of the previous site (${source.repository} ${source.folder} at ${source.commit.slice(0, 12)}) that moved.`,
    ...lines,
    '',
  ].join('\n');
}

/** The language of a route: its first segment when that is a prefixed language. */
function langOf(route: string, langs: string[], defaultLang: string): string {
  const first = route.split('/')[1] ?? '';
  return first !== defaultLang && langs.includes(first) ? first : defaultLang;
}

/** The raw text of an element the page has once, e.g. its title. */
function elementText(html: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`old routes: the target page has no ${what}`);
  return match[1];
}

/**
 * A page at an old route that sends the reader to the page covering it: a
 * zero-second refresh (no script: the Content-Security-Policy allows none
 * but the hashed ones), the target's canonical address, `noindex`, and a
 * link in the page's language for a reader whose browser does not follow
 * the refresh. Title, link text and canonical address are the target's
 * own, taken from its built HTML.
 */
export function redirectPage({
  lang,
  to,
  targetHtml,
  texts,
  siteTitle,
}: {
  lang: string;
  to: string;
  targetHtml: string;
  texts: Texts;
  siteTitle: string;
}): string {
  const title = elementText(targetHtml, /<title>([^<]*)<\/title>/, 'title');
  const canonical = elementText(
    targetHtml,
    /<link rel="canonical" href="([^"]+)"/,
    'canonical link',
  );
  // The page's title without the site's name: its heading.
  const suffix = ` - ${siteTitle}`;
  const name = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const link = `<a href="${to}">${name}</a>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${to}">
<link rel="canonical" href="${canonical}">
<title>${title}</title>
</head>
<body>
<p>${buildText(texts, 'oldRoutes.moved', lang, { link })}</p>
</body>
</html>
`;
}

/**
 * After a production build: a redirect page at each old route of the
 * previous site that this site lacks (see redirectPage), and the same
 * redirects as `_redirects` for hosts that read it. The build fails when an
 * old route would overwrite a page, or its target was not built.
 */
export function pluginOldRoutes({
  routesFile,
  textsFile,
  siteTitle,
}: {
  /** site/old-routes.json */
  routesFile: string;
  /** The site's i18n.json. */
  textsFile: string;
  /** What page titles end with (` - Rslib`), left out of the link text. */
  siteTitle: string;
}): RspressPlugin {
  return {
    name: 'rslib-docs:old-routes',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = outputDir(config);
      const { langs, defaultLang } = siteLanguages(config);
      const routes: OldRoutes = JSON.parse(await readFile(routesFile, 'utf8'));
      const texts: Texts = JSON.parse(await readFile(textsFile, 'utf8'));
      for (const [from, to] of Object.entries(routes.redirects)) {
        const file = path.join(outDir, htmlFileOf(from));
        if (existsSync(file)) {
          throw new Error(
            `old routes: ${from} is a page of this site (${path.relative(outDir, file)}); take it out of ${path.basename(routesFile)}`,
          );
        }
        const targetFile = path.join(outDir, htmlFileOf(to));
        if (!existsSync(targetFile)) {
          throw new Error(`old routes: ${from} → ${to}, which was not built`);
        }
        const targetHtml = await readFile(targetFile, 'utf8');
        const lang = langOf(from, langs, defaultLang);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(
          file,
          redirectPage({ lang, to, targetHtml, texts, siteTitle }),
        );
      }
      await writeFile(path.join(outDir, '_redirects'), redirectsFile(routes));
      console.log(
        `old routes: ${Object.keys(routes.redirects).length} redirect pages and _redirects written`,
      );
    },
  };
}
