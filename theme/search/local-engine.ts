import {
  HIERARCHY_LEVELS,
  type HierarchyLevel,
  type SearchRecord,
} from '../../site/search-record';
import { findRanges, highlight, type MarkTags, snippet } from './highlight';
import { MAX_QUERY_LENGTH } from './query-limit';
import { tokenize } from './tokenize';

export { MAX_QUERY_LENGTH };

/**
 * A page contributes at most this many hits (its title included), so one long
 * page matching everywhere does not push every other page out of the list.
 */
const MAX_HITS_PER_PAGE = 5;

/** How much each match after a page's best adds to the page's rank. */
const FURTHER_MATCH_WEIGHT = 0.25;

type Field = HierarchyLevel | 'content';

interface IndexedField {
  field: Field;
  text: string;
  lower: string;
  weight: number;
}

interface IndexedRecord {
  record: SearchRecord;
  page: string;
  fields: IndexedField[];
  /** The text that names this record: its heading, or its paragraph. */
  own: IndexedField;
  /** All fields lower-cased in one string: one test rules a record out. */
  haystack: string;
}

export interface LocalIndex {
  records: IndexedRecord[];
  pageTitles: Map<string, IndexedRecord>;
}

const pageOf = (url: string) => url.split('#')[0];

// Where a match sits decides how much it counts: the record's own heading or
// text most, the headings above it as context, the nav section least.
function fieldWeight(record: SearchRecord, field: Field): number {
  if (field === record.type) return record.type === 'lvl1' ? 10 : 8;
  if (field === 'content') return 4;
  if (field === 'lvl0') return 0.5;
  return 1;
}

export function createLocalIndex(records: readonly SearchRecord[]): LocalIndex {
  const indexed: IndexedRecord[] = [];
  const pageTitles = new Map<string, IndexedRecord>();
  for (const record of records) {
    const fields: IndexedField[] = [];
    for (const field of [...HIERARCHY_LEVELS, 'content'] as const) {
      const text =
        field === 'content' ? record.content : record.hierarchy[field];
      if (!text) continue;
      fields.push({
        field,
        text,
        lower: text.toLowerCase(),
        weight: fieldWeight(record, field),
      });
    }
    const ownField = record.type === 'content' ? 'content' : record.type;
    const own = fields.find((entry) => entry.field === ownField);
    if (!own) continue;
    const entry = {
      record,
      page: pageOf(record.url),
      fields,
      own,
      haystack: fields.map((field) => field.lower).join('\n'),
    };
    indexed.push(entry);
    if (record.type === 'lvl1') pageTitles.set(entry.page, entry);
  }
  return { records: indexed, pageTitles };
}

/**
 * Letters and digits, by char code: this runs for every occurrence of every
 * query word in every record, where a Unicode regex test costs too much.
 * Ideographs count as word characters, so inside Chinese text a match is
 * never a word start; Chinese ranking rests on the field weights.
 */
function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code > 127
  );
}
const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;

/** 3: a whole word, 2: the start of a word (camelCase parts count), 1: inside a word. */
function matchQuality(text: string, at: number, length: number): number {
  const before = text.charCodeAt(at - 1);
  const startsWord =
    at === 0 ||
    !isWordChar(before) ||
    (isLower(before) && isUpper(text.charCodeAt(at)));
  if (!startsWord) return 1;
  const end = at + length;
  const after = text.charCodeAt(end);
  const endsWord =
    end === text.length ||
    !isWordChar(after) ||
    (isLower(text.charCodeAt(end - 1)) && isUpper(after));
  return endsWord ? 3 : 2;
}

/** Occurrences looked at per field: enough to find a word start, bounded for one-letter queries. */
const MAX_OCCURRENCES = 4;

function termScore(field: IndexedField, term: string): number {
  let best = 0;
  let at = field.lower.indexOf(term);
  for (let seen = 0; at !== -1 && best < 3 && seen < MAX_OCCURRENCES; seen++) {
    best = Math.max(best, matchQuality(field.text, at, term.length));
    at = field.lower.indexOf(term, at + 1);
  }
  return best * field.weight;
}

/** Sum of each term's best match; 0 when some term matches nowhere (all terms are required). */
function scoreRecord(
  entry: IndexedRecord,
  terms: readonly string[],
  phrase: string,
): number {
  for (const term of terms) {
    if (!entry.haystack.includes(term)) return 0;
  }
  let score = 0;
  for (const term of terms) {
    let best = 0;
    for (const field of entry.fields)
      best = Math.max(best, termScore(field, term));
    score += best;
  }
  if (terms.length > 1 && entry.own.lower.includes(phrase)) {
    score += entry.own.weight * 2;
  }
  // Between equal matches, the shorter text is the more specific one.
  return score + 1 / (1 + entry.own.text.length / 50);
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

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

export interface SearchOutcome {
  hits: LocalHit[];
  nbHits: number;
}

function describeMatch(
  text: string,
  terms: readonly string[],
  options: SearchOptions,
  snippetWords: number | undefined,
): { highlight: HighlightValue; snippet: HighlightValue } {
  const ranges = findRanges(text, terms);
  const lower = text.toLowerCase();
  const matchedWords = terms.filter((term) => lower.includes(term));
  const matchLevel =
    matchedWords.length === 0
      ? 'none'
      : matchedWords.length === terms.length
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

function toHit(
  record: SearchRecord,
  terms: readonly string[],
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
      terms,
      options,
      options.snippetWords[`hierarchy.${level}`],
    );
    hit._highlightResult.hierarchy[level] = described.highlight;
    hit._snippetResult.hierarchy[level] = described.snippet;
  }
  if (record.content) {
    const described = describeMatch(
      record.content,
      terms,
      options,
      options.snippetWords.content,
    );
    hit._highlightResult.content = described.highlight;
    hit._snippetResult.content = described.snippet;
  }
  return hit;
}

/** The query as the modal would send it: trimmed, cut at 64 characters, lower-cased words. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))];
}

/**
 * Ranks the records for a query and returns them the way the hosted provider
 * does: best pages first, each page's title hit before its other hits, so the
 * modal can group them by section and page and attach content hits to their
 * page for the recent-search list.
 */
export function searchLocalIndex(
  index: LocalIndex,
  query: string,
  options: SearchOptions,
): SearchOutcome {
  const terms = queryTerms(query);
  if (terms.length === 0) return { hits: [], nbHits: 0 };
  const phrase = query.slice(0, MAX_QUERY_LENGTH).trim().toLowerCase();

  const matches: { entry: IndexedRecord; score: number }[] = [];
  for (const entry of index.records) {
    const score = scoreRecord(entry, terms, phrase);
    if (score > 0) matches.push({ entry, score });
  }
  matches.sort((a, b) => b.score - a.score);

  // A page ranks by its best match, plus a little for each further match: a
  // page about the query mentions it more than once.
  const byPage = new Map<string, { entries: IndexedRecord[]; score: number }>();
  for (const { entry, score } of matches) {
    const page = byPage.get(entry.page);
    if (!page) byPage.set(entry.page, { entries: [entry], score });
    else if (page.entries.length < MAX_HITS_PER_PAGE) {
      page.entries.push(entry);
      page.score += score * FURTHER_MATCH_WEIGHT;
    }
  }
  const pages = [...byPage].sort(([, a], [, b]) => b.score - a.score);

  const hits: LocalHit[] = [];
  for (const [page, { entries }] of pages) {
    const title = index.pageTitles.get(page);
    const ordered = title
      ? [title, ...entries.filter((entry) => entry !== title)].slice(
          0,
          MAX_HITS_PER_PAGE,
        )
      : entries;
    for (const entry of ordered) {
      if (hits.length === options.hitsPerPage) break;
      hits.push(toHit(entry.record, terms, options));
    }
  }
  return { hits, nbHits: matches.length };
}
