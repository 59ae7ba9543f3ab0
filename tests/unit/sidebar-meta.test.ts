/**
 * Rspress builds a page that its folder's `_meta.json` leaves out, and every
 * other check passes, but the sidebar never shows it: readers reach it only
 * through a link. So every page below a section folder must be listed in its
 * folder's `_meta.json` (a name without extension, or an entry with that
 * `name`), and every folder below a section folder in its parent's
 * `_meta.json` as a `dir` entry, unless it is in HIDDEN with its reason.
 * Pages at a language's root (the home page) and the section folders
 * themselves are reached through the navbar (`_nav.json`), not a sidebar.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { DOCS_ROOT, pageFilesOf } from '../docs-source';
import { LANGS } from '../routes';

/**
 * Pages and folders left out of the sidebar on purpose, by path under the
 * language folder (`guide/start/index.mdx`, `guide/start`), with the reason.
 */
const HIDDEN: Readonly<Record<string, string>> = {};

type MetaEntry = string | { type?: string; name?: string };

function listedNames(lang: string, dir: string): Set<string> | null {
  const file = path.join(DOCS_ROOT, lang, dir, '_meta.json');
  if (!existsSync(file)) return null;
  const entries = JSON.parse(readFileSync(file, 'utf8')) as MetaEntry[];
  return new Set(
    entries.flatMap((entry) =>
      typeof entry === 'string' ? [entry] : entry.name ? [entry.name] : [],
    ),
  );
}

/** Every problem found, each naming the file to edit. */
function unlisted(lang: string): string[] {
  const problems: string[] = [];
  const folders = new Set<string>();
  for (const page of pageFilesOf(lang)) {
    const dir = path.posix.dirname(page);
    if (dir === '.') continue;
    if (HIDDEN[page]) continue;
    const metaFile = `docs/${lang}/${dir}/_meta.json`;
    const names = listedNames(lang, dir);
    const name = path.posix.basename(page).replace(/\.mdx?$/, '');
    if (!names) {
      problems.push(`${metaFile} is missing: create it and list "${name}"`);
    } else if (!names.has(name)) {
      problems.push(
        `docs/${lang}/${page} is not in the sidebar: add "${name}" to ${metaFile}, or add the page to HIDDEN in tests/unit/sidebar-meta.test.ts with the reason`,
      );
    }
    // Every folder between the section folder and the page.
    const parts = dir.split('/');
    for (let depth = 2; depth <= parts.length; depth++) {
      folders.add(parts.slice(0, depth).join('/'));
    }
  }
  for (const folder of [...folders].sort()) {
    if (HIDDEN[folder]) continue;
    const parent = path.posix.dirname(folder);
    const names = listedNames(lang, parent);
    const name = path.posix.basename(folder);
    if (names && !names.has(name)) {
      problems.push(
        `docs/${lang}/${folder}/ is not in the sidebar: add a "dir" entry named "${name}" to docs/${lang}/${parent}/_meta.json, or add the folder to HIDDEN in tests/unit/sidebar-meta.test.ts with the reason`,
      );
    }
  }
  return problems;
}

describe('sidebar', () => {
  for (const lang of LANGS) {
    it(`${lang}: every page and folder is listed in its _meta.json`, () => {
      const problems = unlisted(lang);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  it('every HIDDEN entry exists', () => {
    const missing = Object.keys(HIDDEN).filter(
      (entry) =>
        !LANGS.some((lang) => existsSync(path.join(DOCS_ROOT, lang, entry))),
    );
    expect(missing).toEqual([]);
  });
});
