/**
 * Word segmentation shared by the index and the queries. `Intl.Segmenter`
 * splits Chinese into dictionary words ('类型声明' → '类型', '声明') and
 * Latin text at word boundaries, so one code path serves both languages.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const IDEOGRAPH = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Lower-cased words of `text`, punctuation and spaces dropped. */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const segment of segmenter.segment(text.toLowerCase())) {
    if (segment.isWordLike) words.push(segment.segment);
  }
  return words;
}

/**
 * The words a query searches for: `tokenize`'s words, except that a Chinese
 * character the segmenter left alone is paired with its neighbour. A single
 * ideograph occurs on nearly every page, while the two-character pair is the
 * term the reader meant (the dictionary does not know every technical term:
 * '产物' may come back as '产', '物').
 */
export function queryWords(text: string): string[] {
  const words = tokenize(text);
  const result: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at];
    const next = words[at + 1];
    if (word.length === 1 && IDEOGRAPH.test(word)) {
      if (next && IDEOGRAPH.test(next[0])) {
        result.push(word + next[0]);
        // The neighbour is kept too when it is a word of its own.
        if (next.length === 1) at += 1;
        continue;
      }
      const previous = words[at - 1];
      if (previous && IDEOGRAPH.test(previous.at(-1) ?? '')) {
        result.push((previous.at(-1) ?? '') + word);
        continue;
      }
    }
    result.push(word);
  }
  return [...new Set(result)];
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
