import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageFilesIn } from '../scripts/lib/page-files.mjs';

export {
  type Heading,
  headingsOf,
  outlineDifference,
} from '../scripts/lib/heading-outline.mjs';

export const DOCS_ROOT = path.resolve(import.meta.dirname, '../docs');

export function readPage(lang: string, file: string): string {
  return readFileSync(path.join(DOCS_ROOT, lang, file), 'utf8');
}

/** Every routed page source of a language (shared fragments excluded). */
export function pageFilesOf(lang: string): string[] {
  return pageFilesIn(path.join(DOCS_ROOT, lang));
}
