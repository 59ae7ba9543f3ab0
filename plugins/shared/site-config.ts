import path from 'node:path';
import type { UserConfig } from '@rspress/core';

/**
 * What the plugins read from the config Rspress hands their hooks, instead
 * of options repeating it: rspress.config.ts declares the languages and the
 * output folder once.
 */

/** The build output folder; Rspress resolves it against the working folder. */
export const outputDir = (config: UserConfig): string =>
  path.resolve(config.outDir ?? 'doc_build');

/** The docs root; the CLI has made it absolute by the time plugins run. */
export const docsRoot = (config: UserConfig): string =>
  path.resolve(config.root ?? 'docs');

/**
 * The site's languages (every locale, or the one language of a site without
 * locales) and the default one, which is served without a path prefix.
 */
export function siteLanguages(config: UserConfig): {
  langs: string[];
  defaultLang: string;
} {
  const defaultLang = config.lang ?? config.locales?.[0]?.lang ?? 'en';
  const langs = config.locales?.map((locale) => locale.lang) ?? [defaultLang];
  return { langs, defaultLang };
}
