import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createIndex } from 'pagefind';
import type { SiteLang } from '../../site/languages';
import { REGION } from '../../site/regions';
import {
  DESCRIPTION_META,
  GROUP_META,
  KEYWORDS_META,
} from '../../site/search-index';
import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';
import type { SearchablePage } from '../shared/searchable-pages';
import { rewriteLoader } from './loader-rewrites';
import { recompressBundle } from './recompress';

/** The article the theme draws (theme/layout/DocLayout.tsx): all that is indexed. */
const ARTICLE = `data-region="${REGION.article}"`;

/**
 * Chrome inside the article that is no content: buttons (copy, wrap, tab
 * labels), the headings' "#" anchors and icons (hidden from assistive
 * technology), menus the theme marks, and diagrams (their labels repeat the
 * text around them).
 */
const EXCLUDED = [
  'button',
  'svg',
  '[aria-hidden="true"]',
  `[${SEARCH_SKIP_ATTRIBUTE}]`,
];

/** What the browser uses of the bundle; Pagefind's own UI files are not. */
const USED_FILES =
  /^(pagefind\.js|pagefind-entry\.json|.*\.pf_meta|index|fragment|filter)$/;

/**
 * The WebAssembly files the bundle's languages load (pagefind-entry.json);
 * Pagefind also writes a generic one that a language with its own never
 * asks for.
 */
async function wasmInUse(outputPath: string): Promise<Set<string>> {
  const entry = JSON.parse(
    await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8'),
  ) as { languages: Record<string, { wasm: string | null }> };
  return new Set(
    Object.values(entry.languages).map(
      (language) => `wasm.${language.wasm ?? 'unknown'}.pagefind`,
    ),
  );
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's description from its head, unescaped as the engine reads text. */
function descriptionOf(html: string): string | undefined {
  const found = html.match(/<meta name="description" content="([^"]*)"/);
  return found?.[1]
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A metadata value as words the engine can match: commas become spaces
 * (Pagefind splits a list of fields at commas), and Chinese text is split
 * into the browser's words with spaces. An attribute is not text the
 * zero-width marks of withBrowserWords reach, and a metadata value is
 * searched, never shown, so plain spaces do.
 */
function metaWords(value: string, lang: string): string {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return value
    .replace(/,/g, ' ')
    .replace(/\p{Script=Han}[^\s]*/gu, (run) =>
      [...segmenter.segment(run)].map((segment) => segment.segment).join(' '),
    );
}

/** An empty element carrying one metadata field. */
const metaElement = (field: string, value: string, lang: string) =>
  `<span data-pagefind-meta="${field}:${escapeAttribute(metaWords(value, lang))}"></span>`;

/**
 * The page's HTML with its search metadata: its navigation section as the
 * article's group, and its description and keywords as fields the engine
 * searches with their own weights.
 */
export function withSearchMeta(
  html: string,
  { group, keywords, lang }: { group: string; keywords?: string; lang: string },
): string {
  const parts = html.split(ARTICLE);
  if (parts.length !== 2) {
    throw new Error(
      `search-index: expected one element with ${ARTICLE}, found ${parts.length - 1}`,
    );
  }
  const [before, after] = parts;
  const opening = after.indexOf('>') + 1;
  const description = descriptionOf(html);
  const fields = [
    description && metaElement(DESCRIPTION_META, description, lang),
    keywords && metaElement(KEYWORDS_META, keywords, lang),
  ].join('');
  return `${before}${ARTICLE} data-pagefind-meta="${GROUP_META}:${escapeAttribute(group)}"${after.slice(0, opening)}${fields}${after.slice(opening)}`;
}

/** The opening tag of an element the search leaves out (EXCLUDED). */
const SKIPPED_TAG = new RegExp(
  `<[a-z]+\\b[^>]*\\s${SEARCH_SKIP_ATTRIBUTE}\\b[^>]*>`,
  'g',
);

/**
 * The HTML without the ids of elements the search leaves out. Pagefind
 * keeps their text out of the index but still records every element with
 * an id as a heading anchor, its text included: each type popup of a
 * code example (`id="twoslash-3"`), while the popups were still in the
 * served page, became an anchor holding the whole type, 21 KB of one
 * page's fragment. Their ids matter only in the browser.
 */
export function withoutSkippedIds(html: string): string {
  return html.replace(SKIPPED_TAG, (tag) => tag.replace(/\sid="[^"]*"/, ''));
}

/**
 * Chinese text with a zero-width space between its words as the browser's
 * Intl.Segmenter splits them. Pagefind splits a Chinese query with
 * Intl.Segmenter in the browser, but the text it indexes with its own
 * segmenter, and the two disagree on many technical words (组件, 模块): a
 * query then finds nothing. Marking the browser's words in the indexed text
 * makes both sides split alike; Pagefind drops the marks from what it shows.
 */
export function withBrowserWords(html: string, lang: string): string {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return html.replace(/>([^<]+)</g, (match, text: string) => {
    if (!/\p{Script=Han}/u.test(text)) return match;
    const words = [...segmenter.segment(text)].map(
      (segment) => segment.segment,
    );
    return `>${words.join('\u200b')}<`;
  });
}

const failOn = (step: string, errors: string[]) => {
  if (errors.length) {
    throw new Error(`search-index: ${step}: ${errors.join('; ')}`);
  }
};

/**
 * Indexes the article of each page of one language with Pagefind (its
 * extended build: Chinese text is segmented into words) and writes the
 * bundle to `outputPath`: the script, the WebAssembly, the word-range index
 * chunks and one fragment per page.
 */
export async function writeLanguageIndex(
  lang: SiteLang,
  pages: readonly SearchablePage[],
  outputPath: string,
): Promise<{ pages: number; bytesSaved: number }> {
  const { index, errors } = await createIndex({
    rootSelector: `[${ARTICLE}]`,
    excludeSelectors: EXCLUDED,
    forceLanguage: lang,
  });
  failOn('create', errors);
  if (!index) throw new Error('search-index: Pagefind made no index');
  for (const page of pages) {
    const added = await index.addHTMLFile({
      url: page.url,
      content: withBrowserWords(
        withSearchMeta(withoutSkippedIds(page.html), {
          group: page.section,
          keywords: page.keywords,
          lang,
        }),
        lang,
      ),
    });
    failOn(`index ${page.url}`, added.errors);
  }
  await rm(outputPath, { recursive: true, force: true });
  failOn('write', (await index.writeFiles({ outputPath })).errors);
  await index.deleteIndex();

  const wasm = await wasmInUse(outputPath);
  for (const entry of await readdir(outputPath)) {
    if (!USED_FILES.test(entry) && !wasm.has(entry)) {
      await rm(path.join(outputPath, entry), { recursive: true });
    }
  }
  const loader = path.join(outputPath, 'pagefind.js');
  await writeFile(loader, rewriteLoader(await readFile(loader, 'utf8')));
  return {
    pages: pages.length,
    bytesSaved: await recompressBundle(outputPath),
  };
}
