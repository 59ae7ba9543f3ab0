/**
 * An excerpt cut to what one row of the modal shows. The engine centres its
 * excerpt on the best match, so a long one (a Chinese excerpt is three times
 * as many of the index's words, see embedded-search-settings.ts) could put
 * the first highlighted word past the row's visible end, and the row's
 * overflow would hide it: an excerpt wider than the row starts a few
 * characters before its first highlight and ends within the row. Widths count a CJK character as
 * two Latin ones, as the modal's font draws them.
 */

/** Characters before the first highlight, at most: enough to read it in context. */
const LEAD_WIDTH = 16;
/** The whole excerpt, at most: a row of the modal at desktop width. */
const ROW_WIDTH = 72;

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The characters of escaped text, an entity (`&lt;`) counting as one. */
const unitsOf = (text: string): string[] =>
  text.match(/&[a-z]+;|&#\d+;|[\s\S]/giu) ?? [];

const widthOf = (unit: string) => (WIDE.test(unit) ? 2 : 1);
const widthOfAll = (units: readonly string[]) =>
  units.reduce((sum, unit) => sum + widthOf(unit), 0);

/** `excerpt` (escaped text with the engine's `<mark>`s) cut to one row. */
export function fittedExcerpt(excerpt: string): string {
  const pieces = excerpt
    .replace(/\u200b/g, '')
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean);
  const whole = pieces.join('');
  const wholeWidth = widthOfAll(unitsOf(whole.replace(/<\/?mark>/g, '')));
  const firstMark = pieces.findIndex((piece) => piece.startsWith('<mark>'));
  if (wholeWidth <= ROW_WIDTH) return whole;
  if (firstMark === -1) return withinRow('', 0, [whole]);

  let lead = unitsOf(pieces.slice(0, firstMark).join(''));
  let cutAtStart = false;
  while (widthOfAll(lead) > LEAD_WIDTH) {
    lead = lead.slice(1);
    cutAtStart = true;
  }
  if (cutAtStart) {
    // A Latin word cut in two starts at its next space instead.
    const space = lead.findIndex((unit) => /\s/.test(unit));
    if (space !== -1 && /\p{Script=Latin}/u.test(lead[0] ?? ''))
      lead = lead.slice(space + 1);
  }

  // A sentence that ends before the highlight is the tail of another block
  // (the engine joins a page's blocks with ". "): the row starts after it.
  const sentenceStart = afterLastSentenceEnd(lead);
  if (sentenceStart > 0) {
    lead = lead.slice(sentenceStart);
    cutAtStart = false;
  }

  return withinRow(cutAtStart ? '…' : '', cutAtStart ? 1 : 0, [
    lead.join(''),
    ...pieces.slice(firstMark),
  ]);
}

/**
 * Where the text after the last sentence end of `units` starts, or 0 when
 * it holds none: a full stop, question or exclamation mark followed by a
 * space (a dot inside a name, "lib.format", ends nothing), or a Chinese one.
 */
function afterLastSentenceEnd(units: readonly string[]): number {
  for (let at = units.length - 1; at >= 0; at -= 1) {
    if (/[。！？]/u.test(units[at])) return at + 1;
    if (/[.!?]/.test(units[at]) && /\s/.test(units[at + 1] ?? '')) {
      let start = at + 1;
      while (/\s/.test(units[start] ?? '')) start += 1;
      return start;
    }
  }
  return 0;
}

/** `start` followed by `pieces` up to the row's width; a highlight is never cut in two. */
function withinRow(start: string, startWidth: number, pieces: string[]) {
  let out = start;
  let width = startWidth;
  for (const piece of pieces) {
    if (piece.startsWith('<mark>')) {
      const pieceWidth = widthOfAll(unitsOf(piece.slice(6, -7)));
      if (width > 0 && width + pieceWidth > ROW_WIDTH) return `${out}…`;
      out += piece;
      width += pieceWidth;
      continue;
    }
    for (const unit of unitsOf(piece)) {
      if (width + widthOf(unit) > ROW_WIDTH) return `${out.trimEnd()}…`;
      out += unit;
      width += widthOf(unit);
    }
  }
  return out;
}
