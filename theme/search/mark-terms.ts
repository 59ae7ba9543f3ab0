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

/**
 * Where a query word matches in text: where it begins a word, as the engine
 * matches words by their start ("extern" matches "external"); Chinese has
 * no spaces between words, so there anywhere.
 */
const termSource = (term: string) =>
  STARTS_WITH_HAN.test(term)
    ? escapeRegExp(term)
    : `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`;

/** Whether `text` says `term`, by the rule markTerms marks it. */
export const saysTerm = (text: string, term: string) =>
  new RegExp(termSource(term), 'iu').test(text);

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
  const pattern = new RegExp(terms.map(termSource).join('|'), 'giu');
  let html = '';
  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(cursor, start));
    html += tags.pre + escapeHtml(match[0]) + tags.post;
    cursor = start + match[0].length;
  }
  return html + escapeHtml(text.slice(cursor));
}
