import { wordSpans } from './tokenize';

export interface TextRange {
  start: number;
  end: number;
}

export interface MarkTags {
  pre: string;
  post: string;
}

/** Every occurrence of every term in `text`, case-insensitive, overlapping ranges merged. */
export function findRanges(
  text: string,
  terms: readonly string[],
): TextRange[] {
  const lower = text.toLowerCase();
  const ranges: TextRange[] = [];
  for (const term of terms) {
    for (
      let at = lower.indexOf(term);
      at !== -1;
      at = lower.indexOf(term, at + term.length)
    ) {
      ranges.push({ start: at, end: at + term.length });
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end)
      last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// The modal renders highlighted values as HTML, so record text is escaped
// and only the mark tags stay markup.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** `text` as HTML with the ranges wrapped in the mark tags. */
export function highlight(
  text: string,
  ranges: readonly TextRange[],
  tags: MarkTags,
  offset = 0,
): string {
  let html = '';
  let cursor = 0;
  for (const range of ranges) {
    const start = Math.max(range.start - offset, 0);
    const end = Math.min(range.end - offset, text.length);
    if (end <= start) continue;
    html += escapeHtml(text.slice(cursor, start));
    html += tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor));
}

/**
 * A window of at most `maxWords` words around the first match, highlighted,
 * with `ellipsis` where text was cut: what the provider's snippet returns.
 */
export function snippet(
  text: string,
  ranges: readonly TextRange[],
  maxWords: number,
  tags: MarkTags,
  ellipsis: string,
): string {
  const words = wordSpans(text);
  if (words.length <= maxWords) return highlight(text, ranges, tags);
  const firstMatch = ranges[0]?.start ?? 0;
  const matchWord = Math.max(
    words.findIndex((word) => word.end > firstMatch),
    0,
  );
  // A little context before the match, the rest after it.
  const lead = Math.floor(maxWords / 4);
  const from = Math.max(0, Math.min(matchWord - lead, words.length - maxWords));
  const to = from + maxWords;
  const start = from === 0 ? 0 : words[from].start;
  const end = to >= words.length ? text.length : words[to - 1].end;
  const inner = highlight(text.slice(start, end), ranges, tags, start);
  return `${start > 0 ? ellipsis : ''}${inner}${end < text.length ? ellipsis : ''}`;
}
