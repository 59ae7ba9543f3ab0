const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The modal renders highlighted values as HTML: text is escaped, only marks stay markup. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

const STARTS_WITH_HAN = /^\p{Script=Han}/u;

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query's words, lower case, longest first (so a longer word wins an overlap). */
export function queryTerms(query: string): string[] {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term.length > 0);
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}

/** A letter or digit of any script: a query word matched after one is inside a word. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The character (code point) just before `at` in `text`, or '' at its start. */
function charBefore(text: string, at: number): string {
  if (at === 0) return '';
  const last = text.charCodeAt(at - 1);
  const isLowSurrogate = last >= 0xdc00 && last <= 0xdfff;
  return isLowSurrogate && at >= 2
    ? text.slice(at - 2, at)
    : text.slice(at - 1, at);
}

/**
 * Whether a query word matched as `matched` at `at` counts: where it begins
 * a word, as the engine matches words by their start ("extern" matches
 * "external"); Chinese has no spaces between words, so there anywhere.
 */
const countsAt = (text: string, at: number, matched: string) =>
  STARTS_WITH_HAN.test(matched) || !LETTER_OR_DIGIT.test(charBefore(text, at));

/**
 * Where `terms` match in `text` by the rule of countsAt, longest first at a
 * place. The pattern holds the words alone: one that also held the rule as
 * a look-behind (`(?<![\p{L}\p{N}])word`, case-insensitive) took about a
 * millisecond to compile, for each new word of each query, several per
 * query: more than the engine's own search took for most queries. A word
 * that matched inside another word is given up for a match one character
 * on, as the look-behind would: every word not starting with a Chinese
 * character shares the rule, so no other word can count at that place.
 */
function* placesSaid(text: string, terms: readonly string[]) {
  const pattern = new RegExp(terms.map(escapeRegExp).join('|'), 'giu');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (countsAt(text, match.index, match[0])) {
      yield { at: match.index, said: match[0] };
    } else {
      const first = match[0].codePointAt(0) ?? 0;
      pattern.lastIndex = match.index + (first > 0xffff ? 2 : 1);
    }
  }
}

/** Whether `text` says `term`, by the rule markTerms marks it. */
export const saysTerm = (text: string, term: string) =>
  !placesSaid(text, [term]).next().done;

/**
 * `text` as HTML with each place where a query word begins a word marked, as
 * the engine matches words by their start ("extern" marks "external").
 * Chinese has no spaces between words, so there any occurrence counts.
 */
export function markTerms(
  text: string,
  terms: readonly string[],
  tags: { pre: string; post: string },
): string {
  if (terms.length === 0) return escapeHtml(text);
  let html = '';
  let cursor = 0;
  for (const { at, said } of placesSaid(text, terms)) {
    html += escapeHtml(text.slice(cursor, at));
    html += tags.pre + escapeHtml(said) + tags.post;
    cursor = at + said.length;
  }
  return html + escapeHtml(text.slice(cursor));
}
