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
 * What to try for a Latin word of five letters or more that no page holds:
 * the word with two neighbouring letters swapped ("stroybook" → storybook),
 * then its first part (a misspelt ending: "exteranls" → extera…).
 */
export function typoCandidates(word: string): string[] {
  const letters = [...word];
  if (letters.length < 5 || /\p{Script=Han}/u.test(word)) return [];
  const swapped: string[] = [];
  for (let at = 1; at < letters.length - 1; at += 1) {
    if (letters[at] === letters[at + 1]) continue;
    const candidate = [...letters];
    [candidate[at], candidate[at + 1]] = [candidate[at + 1], candidate[at]];
    swapped.push(candidate.join(''));
  }
  return [
    ...swapped,
    letters.slice(0, Math.max(4, letters.length - 3)).join(''),
  ];
}

/**
 * Words that carry no topic: question words and particles readers type
 * around what they look for ("how do i …", "…是什么意思"). Every page holds
 * them, so they only add noise to the ranking; a query of nothing else is
 * searched as typed.
 */
const FILLER = new Set(
  [
    'a an and are can do does how i in is it my of on or the to use what when why with',
    '的 了 吗 呢 吧 把 和 与 及 或 是 在 有 会 能 要 用 里 中 么 什么 怎么 怎样 如何 为什么 哪些 可以 一起 意思',
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
    const words = [...segmenter.segment(part)]
      .filter((segment) => !(segment.isWordLike && FILLER.has(segment.segment)))
      .map((segment) => segment.segment)
      .join('');
    if (words.trim()) kept.push(words);
  }
  return kept.length > 0 ? kept.join(' ') : query;
}

/**
 * The engine's results for `query`, searched without its filler words. The
 * engine finds only pages that hold every word of the query. When none does, each word is asked alone: a word
 * no page holds is tried with a typo undone (typoCandidates), then by its parts
 * if it is a joined name ("redirect.dts.extension"), or left out; the
 * words left are asked together; and if no page holds them all, pages are
 * ranked by the words they hold, a rare word counting more than a common
 * one. So a long question with a word no page uses, or a typo, still finds
 * its page.
 */
export async function findWithFallback(
  pagefind: Search,
  query: string,
  lang: string,
): Promise<PagefindResult[]> {
  const focused = withoutFiller(query, lang);
  const { results } = await pagefind.search(focused);
  if (results.length > 0) return results;

  const found: { word: string; results: PagefindResult[] }[] = [];
  const tryWord = async (word: string) => {
    for (const candidate of [word, ...typoCandidates(word)]) {
      const matches = (await pagefind.search(candidate)).results;
      if (matches.length > 0) {
        found.push({ word: candidate, results: matches });
        return true;
      }
    }
    return false;
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
 * Pages ranked by the words they hold: each word adds the page's score for
 * it, relative to the best page for that word, times how rare the word is.
 */
function rankByWordsHeld(
  found: readonly { results: PagefindResult[] }[],
): PagefindResult[] {
  const pages = found.reduce(
    (most, entry) => Math.max(most, entry.results.length),
    1,
  );
  const scored = new Map<string, { result: PagefindResult; score: number }>();
  for (const { results } of found) {
    const rarity = Math.log(1 + pages / results.length);
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
