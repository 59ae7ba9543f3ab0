/**
 * The words of a query. Latin text is split by a pattern of our own, the
 * same in every browser: `Intl.Segmenter` splits 'd.ts' or 'lib.format' in
 * one engine and not in another. A dotted or hyphenated name stays one word
 * ('d.ts', 'import.meta.url', 'mf-dev'), as the pages write it. Chinese has
 * no spaces: `Intl.Segmenter` splits it into dictionary words ('类型声明' →
 * '类型', '声明').
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const IDEOGRAPHS = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const WORD = /[\p{L}\p{N}_$]+(?:[.-][\p{L}\p{N}_$]+)*/gu;

/**
 * Dictionary words of a run of ideographs, except that a character the
 * segmenter left alone is paired with its neighbour: a single ideograph
 * occurs on nearly every page, while the two-character pair is the term the
 * reader meant (the dictionary does not know every technical term).
 */
function chineseWords(run: string): string[] {
  const words = [...segmenter.segment(run)].map(({ segment }) => segment);
  if (words.length === 1) return words;
  const result: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at];
    if (word.length > 1) {
      result.push(word);
      continue;
    }
    const next = words[at + 1];
    if (next) {
      result.push(word + next[0]);
      // A lone neighbour is used up by the pair.
      if (next.length === 1) at += 1;
    } else {
      result.push((words[at - 1].at(-1) ?? '') + word);
    }
  }
  return result;
}

/** Lower-cased words of a query, each once, punctuation and spaces dropped. */
export function queryWords(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  const latin = (part: string) => {
    for (const match of part.matchAll(WORD)) words.push(match[0]);
  };
  let last = 0;
  for (const run of lower.matchAll(IDEOGRAPHS)) {
    latin(lower.slice(last, run.index));
    words.push(...chineseWords(run[0]));
    last = run.index + run[0].length;
  }
  latin(lower.slice(last));
  return [...new Set(words)];
}

export interface WordSpan {
  start: number;
  end: number;
}

// Snippets are cut at these units: runs of non-space characters, or pairs
// of ideographs (about one Chinese word). A regex, since snippets are cut for
// every hit of every query and segmenting each text with Intl.Segmenter
// costs more than the search itself.
const SNIPPET_WORD =
  /[\u3400-\u9fff\uf900-\ufaff]{1,2}|[^\s\u3400-\u9fff\uf900-\ufaff]+/g;

/** Positions of the words of `text`, for cutting snippets at word boundaries. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(SNIPPET_WORD)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}
