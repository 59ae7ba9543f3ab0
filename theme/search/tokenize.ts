/**
 * Word segmentation shared by the index and the queries. `Intl.Segmenter`
 * splits Chinese into dictionary words ('类型声明' → '类型', '声明') and
 * Latin text at word boundaries, so one code path serves both languages.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Lower-cased words of `text`, punctuation and spaces dropped. */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const segment of segmenter.segment(text.toLowerCase())) {
    if (segment.isWordLike) words.push(segment.segment);
  }
  return words;
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
