// The heading structure of a Markdown page, shared by the translation check
// (scripts/i18n-check.mjs) and the unit tests, so both judge twins alike.
// Translations have different heading text, so only the levels are compared.

/** Headings deeper than this are free to differ between languages. */
export const OUTLINE_DEPTH = 3;

/** Markdown headings of a page, skipping fenced code blocks. */
export function headingsOf(source) {
  const headings = [];
  let fence = null;
  for (const line of source.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (match) headings.push({ depth: match[1].length, text: match[2] });
  }
  return headings;
}

/** The headings that make up a page's structure (H1 to H3). */
export function outlineOf(source) {
  return headingsOf(source).filter((heading) => heading.depth <= OUTLINE_DEPTH);
}

/**
 * null when both pages have the same heading levels in the same order, else
 * a sentence naming the counts per level and the first heading that differs.
 * Each page is `{ label, source }`; the label names it in the sentence.
 */
export function outlineDifference(original, translation) {
  const pages = [original, translation].map(({ label, source }) => ({
    label,
    outline: outlineOf(source),
  }));
  const index = firstDifference(pages[0].outline, pages[1].outline);
  if (index === -1) return null;
  const counts = pages
    .map(({ label, outline }) => `${label}: ${countByDepth(outline)}`)
    .join('; ');
  const headings = pages
    .map(({ label, outline }) => {
      const heading = outline[index];
      const shown = heading
        ? `"${'#'.repeat(heading.depth)} ${heading.text}"`
        : 'none';
      return `${label} ${shown}`;
    })
    .join(', ');
  return `${counts}. First difference at heading ${index + 1}: ${headings}`;
}

function firstDifference(a, b) {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    if (a[index]?.depth !== b[index]?.depth) return index;
  }
  return -1;
}

function countByDepth(outline) {
  const parts = [];
  for (let depth = 1; depth <= OUTLINE_DEPTH; depth += 1) {
    const count = outline.filter((heading) => heading.depth === depth).length;
    parts.push(`${count}×H${depth}`);
  }
  return parts.join(' ');
}
