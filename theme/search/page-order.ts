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

/** A title that marks its option deprecated: "lib.autoExternal (deprecated)", "…（已废弃）". */
const DEPRECATED_TITLE = /[(（]\s*(?:deprecated|已废弃)\s*[)）]/;

/**
 * The shown pages with those of deprecated options last, otherwise in the
 * engine's order: a reader asking how to do something ("don't bundle my
 * dependencies", "外部依赖") wants the option that does it today, and the
 * old option's page, which says the same words, would come first. A query
 * that names the old option still finds it first (namedOptionsFirst runs
 * after this).
 */
export const deprecatedLast = (pages: readonly PagefindResultData[]) =>
  firstThese(
    pages,
    (page) => !DEPRECATED_TITLE.test(nameKey(page.meta.title ?? '')),
  );

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
 * Words typed apart that spell a name together: "legal comments" is how a
 * reader types output.legalComments, "abort on error" dts.abortOnError. Runs
 * of two to four neighbouring Latin words, joined, as keys.
 */
export const namesSpeltApart = (query: string) => {
  const words = nameKey(query)
    .split(/[^a-z\d]+/)
    .filter(Boolean);
  const joined: string[] = [];
  for (let length = 2; length <= 4; length += 1) {
    for (let at = 0; at + length <= words.length; at += 1) {
      joined.push(words.slice(at, at + length).join(''));
    }
  }
  return joined;
};

/**
 * The name a title or heading gives an option: its first word, as in
 * "lib.autoExternal (deprecated)" or "dts.abortOnError". A heading that
 * merely mentions one ("Migrating to output.autoExternal") names none.
 */
const leadingName = (text: string) => nameKey(text).split(/[\s(（]/)[0];

/** "output.legalcomments" → "legalcomments". */
const lastPart = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/**
 * The config's top-level keys and lib's: an option directly under one
 * ("output.minify", "lib.format") is one a reader names by its last part
 * alone ("minify false"). Options nested deeper ("dts.build",
 * "shims.esm.require") are not: their last parts are everyday words
 * ("build", "require") that start unrelated queries.
 */
const TOP_LEVEL_KEYS = new Set([
  'lib',
  'output',
  'source',
  'resolve',
  'tools',
  'performance',
  'dev',
  'server',
  'html',
  'plugins',
]);

/** "output.minify" → "minify"; a name not directly under a top-level key → none. */
const topLevelOptionName = (name: string) => {
  const parts = name.split('.');
  return parts.length === 2 && TOP_LEVEL_KEYS.has(parts[0]) ? parts[1] : '';
};

/**
 * The names a page documents. What the whole page is about: its title's
 * name ("lib.umdName") and that name's last part ("umdName"). What a
 * section of it is about: its headings' names ("dts.abortOnError"), which
 * an overview listing every option shares. What it also covers: the last parts of its
 * headings' names ("abortOnError"), which other pages may share. Which
 * top-level options it documents, by their last parts ("minify").
 */
const namesOn = (page: PagefindResultData) => {
  const title = leadingName(page.meta.title ?? '');
  // On a page titled by a top-level key ("lib"), a heading that is one
  // undotted name names an option under it: "wasm" there is lib.wasm (a
  // heading of words, "Type and default", names none).
  const titledByKey =
    TOP_LEVEL_KEYS.has(title) && nameKey(page.meta.title ?? '') === title;
  const headings = page.anchors.map((anchor) => {
    const name = leadingName(anchor.text);
    const alone = nameKey(anchor.text) === name;
    return titledByKey && alone && !name.includes('.')
      ? `${title}.${name}`
      : name;
  });
  return {
    titled: new Set([title, lastPart(title)]),
    about: new Set(headings),
    covered: new Set(headings.map(lastPart)),
    topLevel: new Set([title, ...headings].map(topLevelOptionName)),
  };
};

/** Whether `page` documents the option `name` (a key of optionNamesIn): titled by it or a heading about it. */
export const documentsName = (page: PagefindResultData, name: string) => {
  const { titled, about } = namesOn(page);
  return titled.has(name) || about.has(name);
};

/**
 * The query's first word when it is a plain word followed by another
 * ("minify" of "minify false", "target" of "target web"): a reader asking
 * for an option with a value types the option first. A word alone
 * ("polyfill") asks about the topic, which a guide may answer better than
 * the option. Matched only against top-level options' names
 * (TOP_LEVEL_KEYS), after any name written as code or spelt apart.
 */
export const leadingPlainWord = (query: string) => {
  const [first = '', ...rest] = nameKey(query).split(/\s+/);
  return rest.length > 0 && /^[a-z]{2,}$/.test(first) ? first : '';
};

/**
 * The shown pages that document an option the query names first, otherwise
 * in the engine's order: "dts.abortOnError false" → the page with that
 * heading, "legal comments" → the one with output.legalComments. A value
 * or a word typed beside the name ("false", "inline") is often said more
 * on guides that show the option in use than on its reference entry.
 * Names the reader wrote as code count before words that spell one, the
 * name typed first before later ones ("lib.autoExternal is deprecated, use
 * output.autoExternal instead" asks about the first), a page titled by the
 * name before one with a section about it (the option's own page before
 * the overview that lists it), and that before one that covers it under a
 * heading of another option's.
 * Last, a plain first word naming a top-level option ("minify false" →
 * output.minify).
 */
export const namedOptionsFirst = (
  pages: readonly PagefindResultData[],
  query: string,
) => {
  const written = optionNamesIn(query);
  const spelt = namesSpeltApart(query);
  const plain = leadingPlainWord(query);
  const names = [...written, ...spelt];
  const rankOf = (page: PagefindResultData) => {
    const { titled, about, covered, topLevel } = namesOn(page);
    let best = Number.POSITIVE_INFINITY;
    names.forEach((name, at) => {
      if (titled.has(name)) best = Math.min(best, at * 3);
      else if (about.has(name)) best = Math.min(best, at * 3 + 1);
      // "lib.bundle" says whose option it means; "cssModules" does not.
      else if (!name.includes('.') && covered.has(name))
        best = Math.min(best, at * 3 + 2);
    });
    if (plain && topLevel.has(plain)) best = Math.min(best, names.length * 3);
    return best;
  };
  const ranked = pages.map((page, at) => ({ page, at, rank: rankOf(page) }));
  ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
  return ranked.map(({ page }) => page);
};
