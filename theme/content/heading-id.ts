/**
 * Characters a heading id keeps: letters, combining marks, digits,
 * connector punctuation (`_`), hyphens and spaces (which become hyphens).
 * The rule of GitHub's anchors, which Rspress's compiler gives Markdown
 * headings (github-slugger); written as Unicode property classes rather
 * than that package's generated table, which would be 3 KB of every page's
 * script. tests/unit/heading-id checks both agree on every heading of the
 * docs.
 */
const DROPPED = /[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu;

/** The id of a heading with this text, the one a Markdown heading gets. */
export const headingId = (text: string) =>
  text.trim().toLowerCase().replace(DROPPED, '').replace(/ /g, '-');
