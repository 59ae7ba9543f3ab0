import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { outputDir, siteLanguages } from '../shared/site-config';
import { withNoteAfterTitle } from './note-placement';

type Texts = Record<string, Record<string, string>>;

/** The note in a language, with the addresses of that language's Markdown copies. */
function noteText(texts: Texts, lang: string, siteUrl: string, prefix: string) {
  const template = texts['agentsNote.site']?.[lang];
  if (!template) throw new Error(`i18n.json: no agentsNote.site in ${lang}`);
  const addresses: Record<string, string> = {
    index: `${siteUrl}/${prefix}llms.txt`,
    full: `${siteUrl}/${prefix}llms-full.txt`,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => addresses[key] ?? '');
}

/**
 * The note for AI agents in each page's Markdown copy (the `.md` files that
 * "Copy Markdown" and agents read): a quote right under the page's title,
 * in the page's language. The copies are written from the page's Markdown
 * source, which the theme cannot add a line to after its title, so the
 * note is put in once they are written. The pages themselves carry the
 * same note (theme/content/AgentsNote).
 */
export function pluginAgentsNote({
  siteUrl,
  textsFile,
}: {
  siteUrl: string;
  /** The site's i18n.json. */
  textsFile: string;
}): RspressPlugin {
  return {
    name: 'rslib-docs:agents-note',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const texts: Texts = JSON.parse(await readFile(textsFile, 'utf8'));
      const outDir = outputDir(config);
      const { langs, defaultLang } = siteLanguages(config);
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => file.endsWith('.md'),
      );
      for (const file of files) {
        const first = file.split(path.sep)[0] ?? '';
        const lang =
          first !== defaultLang && langs.includes(first) ? first : defaultLang;
        const prefix = lang === defaultLang ? '' : `${lang}/`;
        const note = noteText(texts, lang, siteUrl, prefix);
        const target = path.join(outDir, file);
        const copy = await readFile(target, 'utf8');
        await writeFile(target, withNoteAfterTitle(copy, note));
      }
    },
  };
}
