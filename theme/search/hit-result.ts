import {
  HIERARCHY_LEVELS,
  type HierarchyLevel,
  type SearchRecord,
} from '../../site/search-record';
import { findRanges, highlight, type MarkTags, snippet } from './highlight';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A record as the hosted provider returns it: highlighted and snippeted. */
export interface LocalHit extends SearchRecord {
  url_without_anchor: string;
  anchor: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
}

export interface SearchOptions {
  hitsPerPage: number;
  /** Words per snippet, by attribute ('content', 'hierarchy.lvl2', …). */
  snippetWords: Partial<Record<string, number>>;
  tags: MarkTags;
  ellipsis: string;
}

function describeMatch(
  text: string,
  words: readonly string[],
  options: SearchOptions,
  snippetWords: number | undefined,
): { highlight: HighlightValue; snippet: HighlightValue } {
  const ranges = findRanges(text, words);
  const lower = text.toLowerCase();
  const matchedWords = words.filter((word) => lower.includes(word));
  const matchLevel =
    matchedWords.length === 0
      ? 'none'
      : matchedWords.length === words.length
        ? 'full'
        : 'partial';
  const highlighted = highlight(text, ranges, options.tags);
  return {
    highlight: { value: highlighted, matchLevel, matchedWords },
    snippet: {
      value:
        snippetWords === undefined
          ? highlighted
          : snippet(text, ranges, snippetWords, options.tags, options.ellipsis),
      matchLevel,
      matchedWords,
    },
  };
}

/** `record` as a hit, with `words` (the query's words and their corrections) marked. */
export function toHit(
  record: SearchRecord,
  words: readonly string[],
  options: SearchOptions,
): LocalHit {
  const [page, anchor] = record.url.split('#');
  const hit: LocalHit = {
    ...record,
    url_without_anchor: page,
    anchor: anchor ?? null,
    _highlightResult: { hierarchy: {} },
    _snippetResult: { hierarchy: {} },
  };
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (!text) continue;
    const described = describeMatch(
      text,
      words,
      options,
      options.snippetWords[`hierarchy.${level}`],
    );
    hit._highlightResult.hierarchy[level] = described.highlight;
    hit._snippetResult.hierarchy[level] = described.snippet;
  }
  if (record.content) {
    const described = describeMatch(
      record.content,
      words,
      options,
      options.snippetWords.content,
    );
    hit._highlightResult.content = described.highlight;
    hit._snippetResult.content = described.snippet;
  }
  return hit;
}
