import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DOCS_ROOT = path.resolve(import.meta.dirname, '../docs');

export interface Heading {
  depth: number;
  text: string;
}

/** Markdown headings of a page, skipping fenced code blocks. */
export function headingsOf(source: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (match) headings.push({ depth: match[1].length, text: match[2] });
  }
  return headings;
}

export function readPage(lang: string, file: string): string {
  return readFileSync(path.join(DOCS_ROOT, lang, file), 'utf8');
}

/** Every routed page source of a language (shared fragments excluded). */
export function pageFilesOf(lang: string): string[] {
  return readdirSync(path.join(DOCS_ROOT, lang), { recursive: true })
    .map(String)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('shared/'))
    .sort();
}
