import type { PagefindResultData } from './pagefind-api';

/** A title or heading as typed: Chinese ones carry the index's word marks (U+200B). */
const nameKey = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .trim()
    .toLowerCase();

/** `first` pages, then the others, each in the engine's order. */
const firstThese = (
  pages: readonly PagefindResultData[],
  first: (page: PagefindResultData) => boolean,
) => [...pages.filter(first), ...pages.filter((page) => !first(page))];

/**
 * The shown pages with those titled exactly as the query first, otherwise
 * in the engine's order: a reader who types a page's title means that page,
 * even where another page says the words more often.
 */
export const titleMatchesFirst = (
  pages: readonly PagefindResultData[],
  query: string,
) => {
  const wanted = nameKey(query);
  return firstThese(pages, (page) => nameKey(page.meta.title ?? '') === wanted);
};

/**
 * A word written as code writes an option: dotted ("dts.abortOnError",
 * "output.legalComments") or camel-cased ("umdName"). Plain words
 * ("bundle", "syntax") are left out: prose uses them for other things.
 */
const DOTTED_NAME = /^[a-z][\w-]*(?:\.[a-z][\w-]*)+$/i;
const CAMEL_CASED_NAME = /^[a-z]+[A-Z][A-Za-z\d]*$/;
/** A file's name is dotted too ("package.json", "rslib.config.ts"), but names no option. */
const FILE_NAME =
  /\.(?:[cm]?[jt]sx?|json|css|scss|sass|less|mdx?|html|ya?ml|svg|vue)$/i;

/** The option names the reader typed (marks around them dropped), as keys. */
export const optionNamesIn = (query: string) =>
  query
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter(
      (word) =>
        (DOTTED_NAME.test(word) && !FILE_NAME.test(word)) ||
        CAMEL_CASED_NAME.test(word),
    )
    .map(nameKey);

/**
 * The name a title or heading gives an option: its first word, as in
 * "lib.autoExternal (deprecated)" or "dts.abortOnError". A heading that
 * merely mentions one ("Migrating to output.autoExternal") names none.
 */
const leadingName = (text: string) => nameKey(text).split(/[\s(（]/)[0];

/**
 * The names a page documents: its title's ("lib.umdName", also known by
 * its last part, "umdName") and its headings' ("dts.abortOnError").
 */
const namesOn = (page: PagefindResultData) => {
  const title = leadingName(page.meta.title ?? '');
  return new Set([
    title,
    title.slice(title.lastIndexOf('.') + 1),
    ...page.anchors.map((anchor) => leadingName(anchor.text)),
  ]);
};

/**
 * The shown pages that document an option the query names first ("dts.abortOnError
 * false" → the page with that heading), otherwise in the engine's order. A
 * value typed beside the name ("false", "inline") is often said more on
 * guides that show it in use than on the reference entry itself. Where the
 * query names several ("lib.autoExternal is deprecated, use
 * output.autoExternal instead"), the one named first is the one asked about.
 */
export const namedOptionsFirst = (
  pages: readonly PagefindResultData[],
  query: string,
) => {
  const names = optionNamesIn(query);
  const firstNamed = (page: PagefindResultData) => {
    const documented = namesOn(page);
    const at = names.findIndex((name) => documented.has(name));
    return at === -1 ? names.length : at;
  };
  const ranked = pages.map((page, at) => ({
    page,
    at,
    named: firstNamed(page),
  }));
  ranked.sort((a, b) => a.named - b.named || a.at - b.at);
  return ranked.map(({ page }) => page);
};
