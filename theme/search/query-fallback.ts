import type { DocsTerms } from '../../site/docs-terms';
import type { PagefindModule, PagefindResult } from './pagefind-api';

type Search = Pick<PagefindModule, 'search'>;

/** A word of the query, and the words inside it ("lib.format" → lib, format). */
export interface QueryWord {
  word: string;
  parts: string[];
}

/**
 * Latin letters and digits, maybe joined by dots, dashes, slashes or @
 * ("lib.format", "--no-bundle", "@rslib/core"): one word to the engine.
 */
const JOINED_NAME = /^[-@./\p{Script=Latin}\d_]+$/u;

/**
 * The query's words. Chinese has no spaces between words: a Chinese run is
 * split by `Intl.Segmenter`, as the engine splits it. A joined name stays
 * one word (its parts kept for a second try); anything else (markup,
 * `a=b`) is split into its words.
 */
export function queryWords(query: string, lang: string): QueryWord[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  const words: QueryWord[] = [];
  for (const part of query.split(/\s+/).filter(Boolean)) {
    if (JOINED_NAME.test(part)) {
      const parts = part.split(/[-@./]+/).filter(Boolean);
      words.push({ word: part, parts: parts.length > 1 ? parts : [] });
      continue;
    }
    for (const segment of segmenter.segment(part)) {
      if (segment.isWordLike) words.push({ word: segment.segment, parts: [] });
    }
  }
  // A lone Latin letter ("b" of "<b>") would match the start of every
  // word beginning with it; a lone Chinese character is a word (库, 包).
  const seen = new Set<string>();
  return words.filter(
    ({ word }) =>
      (word.length > 1 || /\p{Script=Han}/u.test(word)) &&
      !seen.has(word) &&
      seen.add(word),
  );
}

/**
 * Whether the segmenter cut a run of the query into words the reader did
 * not type apart: two words with nothing between them ("相对导入", "配置umd").
 * Words joined by punctuation ("rsbuild、rspack", "a=b") were typed apart.
 */
export function segmenterSplit(query: string, lang: string): boolean {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return query.split(/\s+/).some((part) => {
    if (JOINED_NAME.test(part)) return false;
    let previousWasWord = false;
    for (const { isWordLike } of segmenter.segment(part)) {
      if (isWordLike && previousWasWord) return true;
      previousWasWord = Boolean(isWordLike);
    }
    return false;
  });
}

/**
 * Spellings one slip of the keyboard away from a Latin word, in two tiers.
 * First those as long or longer: two neighbouring letters swapped
 * ("sotrybook" → storybook), a letter left out put back ("modle" →
 * module) or a letter typed for another ("extention" → extension). Then those shorter by a letter typed twice or one too many
 * ("exterrnals" → externals): dropping a letter can also turn a word into
 * a common short one ("modle" → mode), so they count only when the first
 * tier has no word the pages hold.
 */
export function oneSlipAway(word: string): [string[], string[]] {
  const longer = new Set<string>();
  const shorter = new Set<string>();
  // Latin letters only (SPELT_WORD): one UTF-16 unit each, so slices are letters.
  for (let at = 0; at <= word.length; at += 1) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (tail.length > 1 && tail[0] !== tail[1]) {
      longer.add(head + tail[1] + tail[0] + tail.slice(2));
    }
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      longer.add(head + letter + tail);
      if (tail && tail[0] !== letter) longer.add(head + letter + tail.slice(1));
    }
    if (tail) shorter.add(head + tail.slice(1));
  }
  return [[...longer], [...shorter]];
}

/** Latin words long enough that a slip in them is worth undoing. */
const SPELT_WORD = /\p{Script=Latin}{5,}/gu;

/** How many pages hold `word` itself: Pagefind's exact search neither extends nor shortens it. */
const pagesHolding = async (pagefind: Search, word: string) =>
  (await pagefind.search(`"${word}"`)).results.length;

/** How many of the engine's best pages are read for a word's start. */
const PAGES_CHECKED_FOR_A_START = 3;

/**
 * Whether `word` is the start of a word some page holds ("declara" of
 * declaration): a word still being typed, not a slip. The engine marks
 * the words it matched in each page's excerpt; a slip it answers by
 * shortening the word ("sotrybook" → "so", "declara" → "declar" of
 * declare), so the words marked in its best few pages show which it was.
 * Needed because the exact look-ups below go by the word's stem
 * ("declaral" is held wherever "declare" is): without this check the
 * start of a word would be "corrected" into another word. The pages
 * looked at are those the modal is about to show for the query anyway.
 */
async function startsAHeldWord(pagefind: Search, word: string) {
  const typed = word.toLowerCase();
  const { results } = await pagefind.search(word);
  for (const result of results.slice(0, PAGES_CHECKED_FOR_A_START)) {
    const { excerpt, meta } = await result.data();
    const matched = [
      ...[...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].map((mark) => mark[1]),
      ...(meta.title ?? '').split(/[^\p{L}\p{N}]+/u),
    ];
    if (matched.some((shown) => shown.toLowerCase().startsWith(typed)))
      return true;
  }
  return false;
}

/** Of `spellings`, the one most pages hold; undefined when none is held. */
async function mostHeld(pagefind: Search, spellings: readonly string[]) {
  const held = await Promise.all(
    spellings.map((spelling) => pagesHolding(pagefind, spelling)),
  );
  let best: { spelling: string; pages: number } | undefined;
  held.forEach((pages, at) => {
    if (pages > (best?.pages ?? 0)) best = { spelling: spellings[at], pages };
  });
  return best?.spelling;
}

/**
 * The query with each Latin word of five letters or more that no page
 * holds replaced by the spelling one slip away that most pages hold.
 * Needed because the engine never answers a misspelt word with nothing:
 * it shortens the word until some page holds what is left ("sotrybook" →
 * "so"), so a typo finds pages that merely say "so". A word no spelling
 * near it fixes is kept: it may be the start of a word still being typed.
 * About 50 exact look-ups per letter of such a word, run together: the
 * costliest path of a query (with the engine loaded, 150–600 ms for a
 * query with one misspelt word on a 2-core machine).
 */
export async function withSlipsUndone(
  pagefind: Search,
  query: string,
): Promise<string> {
  const fixOf = async (word: string) => {
    if (
      (await pagesHolding(pagefind, word)) > 0 ||
      (await startsAHeldWord(pagefind, word))
    )
      return undefined;
    const [longer, shorter] = oneSlipAway(word.toLowerCase());
    return (
      (await mostHeld(pagefind, longer)) ??
      (await mostHeld(pagefind, shorter)) ??
      word
    );
  };
  const words = [
    ...new Set([...query.matchAll(SPELT_WORD)].map(([word]) => word)),
  ];
  const fixes = new Map<string, string>();
  (await Promise.all(words.map(fixOf))).forEach((fix, at) => {
    if (fix !== undefined) fixes.set(words[at], fix);
  });
  return fixes.size === 0
    ? query
    : query.replace(SPELT_WORD, (word) => fixes.get(word) ?? word);
}

/** Latin letters or digits at a phrase's or a word's edge: two must not run on into one word. */
const LATIN_EDGE = /[\p{Script=Latin}\d]/u;

/**
 * Words that carry no topic: question words, pronouns, particles and polite
 * phrases readers type around what they look for ("can you tell me how …",
 * "…是什么意思"). Most pages hold them, so they only add noise to the
 * ranking; a query of nothing else is searched as typed.
 */
const FILLER = new Set(
  [
    'a an and are as at be by can could do does for from how i in is it its me my of on or please should tell that the this to use want we what when where which why with would you your',
    // Negations: "don't bundle my dependencies" is looked for as the pages
    // put it ("bundle dependencies"); typed with ' or a phone's ’.
    "don't dont doesn't didn't isn't aren't can't won't wouldn't shouldn't",
    'don’t doesn’t didn’t isn’t aren’t can’t won’t wouldn’t shouldn’t',
    '的 了 吗 呢 吧 把 和 与 及 或 是 在 有 会 能 要 用 里 中 么 什么 怎么 怎样 如何 为什么 哪些 哪个 可以 一起 意思 我 你 我们 请问 一下 还是 该 应该',
    // "Does it support / can it / is there a need to": the question around
    // the topic ("支持 monorepo 吗", "能不能输出 umd", "怎么办").
    'support supports supported 支持 能不能 可不可以 能否 是否 办',
  ]
    .join(' ')
    .split(' '),
);

/** The query without its filler words, as the engine will split it. */
export function withoutFiller(query: string, lang: string): string {
  const kept: string[] = [];
  for (const part of query.split(/\s+/).filter(Boolean)) {
    if (JOINED_NAME.test(part)) {
      if (!FILLER.has(part.toLowerCase())) kept.push(part);
      continue;
    }
    const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    let words = '';
    for (const { segment, isWordLike } of segmenter.segment(part)) {
      if (isWordLike && FILLER.has(segment.toLowerCase())) continue;
      // "rslib和rsbuild" without its 和: two names, not "rslibrsbuild".
      const touching =
        LATIN_EDGE.test(words.at(-1) ?? '') && LATIN_EDGE.test(segment[0]);
      words += touching ? ` ${segment}` : segment;
    }
    if (words.trim()) kept.push(words);
  }
  return kept.length > 0 ? kept.join(' ') : query;
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `typed` as a pattern: letter case ignored, Latin edges on word boundaries. */
function phrasePattern(typed: string) {
  const start = LATIN_EDGE.test(typed.at(0) ?? '')
    ? '(?<![\\p{Script=Latin}\\d])'
    : '';
  const end = LATIN_EDGE.test(typed.at(-1) ?? '')
    ? '(?![\\p{Script=Latin}\\d])'
    : '';
  return new RegExp(`${start}${escapeRegExp(typed)}${end}`, 'giu');
}

/**
 * The query with each phrase the pages never use replaced by the term they
 * use (site/docs-terms.ts), letter case ignored: "输出目录" asks for
 * 产物目录, "hook" for 钩子 but "hooks" and "webhook" stay. The phrase
 * matches nothing in the pages' prose, so asking for it as typed only finds
 * pages by the query's other words.
 */
export function inDocsTerms(query: string, terms: DocsTerms = []): string {
  let rewritten = query;
  for (const [typed, used] of terms) {
    rewritten = rewritten.replace(phrasePattern(typed), ` ${used} `);
  }
  return rewritten === query ? query : rewritten.replace(/\s+/g, ' ').trim();
}

/**
 * The engine's results for `query`, in the pages' own terms (inDocsTerms),
 * searched without its filler words and with its slips of the keyboard
 * undone (withSlipsUndone). A query of
 * several words is ranked by the words each page holds (and, typed apart,
 * the phrases of two of them it holds), the best page holding every word
 * first when the reader typed them apart.
 * When no page holds every word, each word is asked alone — a joined name
 * no page holds whole ("redirect.dts.extension") by its parts — the words
 * found are asked together, and if no page holds them all, pages are ranked
 * by the words they hold, a rare word counting more than a common one. So
 * a long question with a word no page uses still finds its page.
 */
export async function findWithFallback(
  pagefind: Search,
  query: string,
  lang: string,
  docsTerms?: DocsTerms,
): Promise<PagefindResult[]> {
  const focused = await withSlipsUndone(
    pagefind,
    withoutFiller(inDocsTerms(query, docsTerms), lang),
  );
  const { results } = await pagefind.search(focused);
  if (results.length > 0) {
    const words = queryWords(focused, lang);
    if (words.length < 2) return results;
    const typedApart = !segmenterSplit(focused, lang);
    // The engine's look-ups run together: each may wait for an index
    // chunk, and their downloads overlap.
    const [alone, phrases] = await Promise.all([
      eachWordAlone(pagefind, words),
      // Words the segmenter cut from one run are side by side on every
      // page that uses the run: no phrase of theirs tells pages apart.
      typedApart ? eachPhrase(pagefind, words) : [],
    ]);
    const evidence = [...alone, ...phrases];
    // Words the reader typed apart each ask for something: a page holding
    // them all comes first. Words the segmenter cut out of one run of
    // Chinese are its guesses at the reader's words, any of which a page
    // may put another way ("补全扩展名" where it says "补上扩展名"): a
    // page that merely uses them all is no better an answer.
    const ranked = typedApart
      ? bestHoldingAllFirst(results, evidence)
      : rankByWordsHeld(evidence);
    return looksPasted(query)
      ? withWholePhraseFirst(pagefind, query, ranked)
      : ranked;
  }

  const found: { word: string; results: PagefindResult[] }[] = [];
  const tryWord = async (word: string) => {
    const matches = (await pagefind.search(word)).results;
    if (matches.length > 0) found.push({ word, results: matches });
    return matches.length > 0;
  };
  for (const { word, parts } of queryWords(focused, lang)) {
    if (await tryWord(word)) continue;
    // A joined name no page holds whole: its parts, each on its own.
    for (const part of parts) await tryWord(part);
  }
  if (found.length === 0) return results;
  if (found.length > 1) {
    const together = await pagefind.search(
      found.map((entry) => entry.word).join(' '),
    );
    if (together.results.length > 0) return together.results;
  }
  return rankByWordsHeld(found);
}

/**
 * A query that reads like an error message or log line pasted from a
 * terminal, which a page quoting it holds word for word: at least four
 * Latin words, with the punctuation such text carries (a colon, quotes,
 * brackets, a sentence's full stop) that a question typed as words lacks
 * ("change the output folder"; the apostrophe of "don't" is no quote).
 */
const PASTED_MARK = /[:"`()[\]{}<>=]|\.\s|(?<!\p{L})'|'(?!\p{L})/u;
const looksPasted = (query: string) =>
  PASTED_MARK.test(query) &&
  (query.match(/\p{Script=Latin}+/gu) ?? []).length >= 4;

/**
 * The pages holding the query's whole text word for word, first (in the
 * engine's order for the phrase), then the others as ranked.
 */
async function withWholePhraseFirst(
  pagefind: Search,
  query: string,
  ranked: PagefindResult[],
): Promise<PagefindResult[]> {
  const phrase = query.replace(/"/g, ' ').trim();
  const { results } = await pagefind.search(`"${phrase}"`);
  if (results.length === 0) return ranked;
  const quoting = new Set(results.map((result) => result.id));
  return [...results, ...ranked.filter((result) => !quoting.has(result.id))];
}

/**
 * Pages that hold a word (or a phrase) of the query, as the engine ranks
 * them for it, and how much that counts beside one word (1).
 */
interface Evidence {
  results: PagefindResult[];
  weight?: number;
}

/** The engine's results for each word of the query on its own. */
async function eachWordAlone(pagefind: Search, words: readonly QueryWord[]) {
  const answers = await Promise.all(
    words.map(({ word }) => pagefind.search(word)),
  );
  return answers
    .filter(({ results }) => results.length > 0)
    .map(({ results }): Evidence => ({ results }));
}

/**
 * A page saying two neighbouring words of the query side by side ("source
 * maps", "class names") is likelier about what the reader asks than one
 * using them in different places: each such phrase it holds (the engine's
 * exact-phrase search) counts as half a word more. Half: chosen on the
 * tune half of the relevance bench (a quarter did as well; a whole word
 * or three quarters let a phrase outweigh the query's rarer words).
 */
async function eachPhrase(pagefind: Search, words: readonly QueryWord[]) {
  const answers = await Promise.all(
    words
      .slice(1)
      .map((word, at) => pagefind.search(`"${words[at].word} ${word.word}"`)),
  );
  return answers
    .filter(({ results }) => results.length > 0)
    .map(({ results }): Evidence => ({ results, weight: 0.5 }));
}

/**
 * A query of several words: pages ranked by the words they hold, the best
 * of those holding every word first. The engine alone returns only pages
 * holding every word, and ranks them by how often they say them — a long
 * page that happens to use all the words of a question outranks the page
 * about it, and the page about it is missing when it phrases one word of
 * the question differently (a Chinese query splits into several words,
 * any of which the page may put another way).
 */
function bestHoldingAllFirst(
  holdingAll: readonly PagefindResult[],
  byWord: readonly Evidence[],
): PagefindResult[] {
  const ranked = rankByWordsHeld(byWord);
  const all = new Set(holdingAll.map((result) => result.id));
  const first = ranked.find((result) => all.has(result.id)) ?? holdingAll[0];
  return [first, ...ranked.filter((result) => result.id !== first.id)];
}

/**
 * How much more the rarest word of a query counts than its commonest, per
 * factor of e between the numbers of pages holding them: a word on 1 page
 * beside one on 40 counts 1 + 0.15 × ln 40 ≈ 1.55 times as much. Chosen on
 * the tune half of the relevance bench: from 0.1 to 0.25 every hit@5 was
 * the best seen; 0.05 and no rarity at all lost rows in both languages,
 * and the former ln(1 + most / pages) (the rarest word up to five times a
 * common one) let one rare word outweigh the rest of the query.
 */
const RARITY_SLOPE = 0.15;

/**
 * Pages ranked by the words they hold: each word adds the page's score for
 * it, relative to the best page for that word, times how rare the word is
 * (and the word's weight: a phrase counts half).
 */
function rankByWordsHeld(found: readonly Evidence[]): PagefindResult[] {
  const commonest = found.reduce(
    (most, entry) => Math.max(most, entry.results.length),
    1,
  );
  const scored = new Map<string, { result: PagefindResult; score: number }>();
  for (const { results, weight = 1 } of found) {
    const rarity =
      weight * (1 + RARITY_SLOPE * Math.log(commonest / results.length));
    const best = results[0]?.score || 1;
    for (const result of results) {
      const entry = scored.get(result.id) ?? { result, score: 0 };
      entry.score += (result.score / best) * rarity;
      scored.set(result.id, entry);
    }
  }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.result);
}
