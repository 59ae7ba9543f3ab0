import { HIERARCHY_LEVELS, type SearchRecord } from '../../site/search-record';
import { type LocalHit, type SearchOptions, toHit } from './hit-result';
import { MAX_QUERY_LENGTH } from './query-limit';
import { stem } from './stem';
import { queryWords } from './tokenize';
import { letterMask, lettersAllow, typoBudget, withinEdits } from './typo';

export type { HighlightValue, LocalHit, SearchOptions } from './hit-result';
export { MAX_QUERY_LENGTH };

/** A page shows its best row and at most this many further rows. */
const FURTHER_ROWS_PER_PAGE = 2;
/** A further row of a page is shown only if it scores this share of the page's best. */
const FURTHER_ROW_SHARE = 0.4;
/** How much each further matching link of a page adds to its rank… */
const FURTHER_ROW_WEIGHT = 0.05;
/** …for this many of them. */
const COUNTED_FURTHER_LINKS = 8;
/** Fewer pages than this matching every word: corrections of misspelt words are tried… */
const TOO_FEW_PAGES = 3;
/** …for the words fewer records than this hold. */
const RARE_WORD_RECORDS = 3;
/** A corrected word counts this much of an exact one. */
const CORRECTION_WEIGHT = 0.6;
/** Another form of the word (its stem as a prefix) counts this much. */
const STEM_WEIGHT = 0.8;

type Field = (typeof HIERARCHY_LEVELS)[number] | 'content';

interface IndexedField {
  text: string;
  lower: string;
  weight: number;
  /** Running text (a paragraph), not a title or heading. */
  prose: boolean;
}

interface IndexedRecord {
  record: SearchRecord;
  page: string;
  fields: IndexedField[];
  /** The text that names this record: its heading, or its paragraph. */
  own: IndexedField;
  /** All fields lower-cased in one string: one test rules a word out. */
  haystack: string;
}

export interface LocalIndex {
  records: IndexedRecord[];
  /** Each page's title record, the parent row of its sections. */
  pageTitles: Map<string, IndexedRecord>;
  /** Latin words of the records (and their letters), built on the first misspelt query. */
  vocabulary?: { word: string; letters: number }[];
}

const pageOf = (url: string) => url.split('#')[0];

// Where a match sits decides how much it counts: a page title most, then a
// heading, then body text; the headings above a record count as context, the
// nav section least. So a page named after the query (an option page) ranks
// before pages that mention it.
function fieldWeight(record: SearchRecord, field: Field): number {
  if (field === 'content') return 4;
  if (field === record.type) return record.type === 'lvl1' ? 10 : 8;
  if (field === 'lvl0') return 0.5;
  return 1;
}

export function createLocalIndex(records: readonly SearchRecord[]): LocalIndex {
  const indexed: IndexedRecord[] = [];
  const pageTitles = new Map<string, IndexedRecord>();
  for (const record of records) {
    const fields: IndexedField[] = [];
    let own: IndexedField | undefined;
    for (const field of [...HIERARCHY_LEVELS, 'content'] as const) {
      const text =
        field === 'content' ? record.content : record.hierarchy[field];
      if (!text) continue;
      const entry = {
        text,
        lower: text.toLowerCase(),
        weight: fieldWeight(record, field),
        prose: field === 'content',
      };
      fields.push(entry);
      if (field === record.type) own = entry;
    }
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

/**
 * 3: a whole word, 2.5: a whole camelCase part ('define' in 'defineConfig'),
 * 2: the start of a word (the last query word as the reader types it),
 * 1: inside a word. For a Chinese word in running text (`spaceJoins`) a
 * space is no boundary: Chinese prose has spaces only beside Latin words
 * ('库生成 .d.ts' but 'API 生成'), so a space there marks where the Latin
 * word ends, not where the Chinese one does. In a title or heading
 * ('lib 配置') the words around a space are the heading's terms, and a
 * space still counts.
 */
function matchQuality(
  text: string,
  at: number,
  length: number,
  spaceJoins: boolean,
): number {
  const bounds = (code: number) =>
    !isWordChar(code) && !(spaceJoins && code === SPACE);
  const before = text.charCodeAt(at - 1);
  const startsWord =
    at === 0 ||
    bounds(before) ||
    (isLower(before) && isUpper(text.charCodeAt(at)));
  if (!startsWord) return 1;
  const end = at + length;
  const after = text.charCodeAt(end);
  if (end === text.length || bounds(after)) return 3;
  return isLower(text.charCodeAt(end - 1)) && isUpper(after) ? 2.5 : 2;
}

const SPACE = 32;
/** A word of ideographs (the tokenizer keeps Chinese runs apart from Latin words). */
const isChineseWord = (word: string) => word.charCodeAt(0) >= 0x3400;

/** Occurrences looked at per field: enough to find a word start, bounded for one-letter queries. */
const MAX_OCCURRENCES = 4;

function fieldScore(field: IndexedField, word: string): number {
  const spaceJoins = field.prose && isChineseWord(word);
  let best = 0;
  let at = field.lower.indexOf(word);
  for (let seen = 0; at !== -1 && best < 3 && seen < MAX_OCCURRENCES; seen++) {
    best = Math.max(
      best,
      matchQuality(field.text, at, word.length, spaceJoins),
    );
    at = field.lower.indexOf(word, at + 1);
  }
  return best * field.weight;
}

/** One query word and the spellings it may match: itself, its stem, its corrections. */
interface QueryTerm {
  spellings: { word: string; weight: number }[];
}

interface Scored {
  entry: IndexedRecord;
  score: number;
}

/** A record's best match of one query term, 0 if it has none. */
function termScore(entry: IndexedRecord, term: QueryTerm): number {
  let best = 0;
  for (const { word, weight } of term.spellings) {
    if (!entry.haystack.includes(word)) continue;
    for (const field of entry.fields) {
      best = Math.max(best, fieldScore(field, word) * weight);
    }
  }
  return best;
}

/**
 * Sum of each term's best match, times the square of the share of terms that
 * match (a record missing one of two words ranks far below one with both, yet
 * above nothing); a bonus when the record's own text holds
 * the words as the query has them (a phrase, or at least in that order); a
 * little for a text the query fills, the more specific one.
 */
function scoreRecord(
  entry: IndexedRecord,
  terms: readonly QueryTerm[],
  phrases: readonly string[],
): { score: number; matched: number } {
  let score = 0;
  let matched = 0;
  let matchedLonger = false;
  for (const term of terms) {
    const best = termScore(entry, term);
    if (best > 0) {
      matched += 1;
      matchedLonger ||= term.spellings[0].word.length > 1;
    }
    score += best;
  }
  // One letter or digit matches as a prefix nearly everywhere: alone it
  // makes no partial match ('x' of '<img src=x>').
  if (matched === 0 || (matched < terms.length && !matchedLonger)) {
    return { score: 0, matched };
  }
  score *= (matched / terms.length) ** 2;
  const { own } = entry;
  if (terms.length > 1) {
    if (phrases.some((phrase) => own.lower.includes(phrase))) {
      score += own.weight * 3;
    } else if (inOrder(own.lower, terms)) {
      score += own.weight;
    }
  }
  const filled = Math.min(1, phrases[0].length / own.lower.length);
  return { score: score + own.weight * filled, matched };
}

/** Whether each term's first spelling occurs in `text` after the previous one. */
function inOrder(text: string, terms: readonly QueryTerm[]): boolean {
  let from = 0;
  for (const term of terms) {
    const at = text.indexOf(term.spellings[0].word, from);
    if (at === -1) return false;
    from = at + 1;
  }
  return true;
}

/** Latin words of four or more letters in the records: what corrections are picked from. */
function vocabularyOf(index: LocalIndex): LocalIndex['vocabulary'] & {} {
  if (!index.vocabulary) {
    const words = new Set<string>();
    for (const entry of index.records) {
      for (const match of entry.haystack.matchAll(/[a-z][a-z0-9]{3,}/g)) {
        words.add(match[0]);
      }
    }
    index.vocabulary = [...words].map((word) => ({
      word,
      letters: letterMask(word),
    }));
  }
  return index.vocabulary;
}

/**
 * Adds corrections to the terms whose word the records hardly hold: the
 * record words within the word's typo budget ('declration' → 'declaration').
 * Returns whether it found any.
 */
function addCorrections(index: LocalIndex, terms: QueryTerm[]): boolean {
  let found = false;
  for (const term of terms) {
    const [{ word }] = term.spellings;
    const budget = typoBudget(word);
    if (budget === 0 || /[^a-z0-9]/.test(word)) continue;
    let holders = 0;
    for (const entry of index.records) {
      if (entry.haystack.includes(word) && ++holders >= RARE_WORD_RECORDS) {
        break;
      }
    }
    if (holders >= RARE_WORD_RECORDS) continue;
    const letters = letterMask(word);
    for (const candidate of vocabularyOf(index)) {
      if (
        candidate.word !== word &&
        lettersAllow(letters, candidate.letters, budget) &&
        withinEdits(word, candidate.word, budget)
      ) {
        term.spellings.push({
          word: candidate.word,
          weight: CORRECTION_WEIGHT,
        });
        found = true;
      }
    }
  }
  return found;
}

interface RankedPage {
  group: string;
  score: number;
  rows: IndexedRecord[];
}

/**
 * A page's rows as DocSearch draws them: the page (its title record) first,
 * then its sections, one row per link (the best-scoring record of each): the
 * best first and at most two more that score close to it.
 */
function rankPage(
  scored: readonly Scored[],
  title: IndexedRecord | undefined,
): RankedPage {
  const byLink = new Map<string, Scored>();
  for (const item of scored) {
    const seen = byLink.get(item.entry.record.url);
    if (!seen || item.score > seen.score) {
      byLink.set(item.entry.record.url, item);
    }
  }
  const ranked = [...byLink.values()].sort((a, b) => b.score - a.score);
  const best = ranked[0].score;
  // A page about the query mentions it more than once: each further link
  // that matches adds a little to the page's rank.
  const further = ranked
    .slice(1, 1 + COUNTED_FURTHER_LINKS)
    .reduce((sum, item) => sum + item.score, 0);
  const sections = ranked.filter(
    (item) => item.entry.record.url !== title?.record.url,
  );
  const shown = [
    ...sections.slice(0, 1),
    ...sections
      .slice(1)
      .filter((item) => item.score >= best * FURTHER_ROW_SHARE)
      .slice(0, FURTHER_ROWS_PER_PAGE),
  ].map((item) => item.entry);
  return {
    group: ranked[0].entry.record.hierarchy.lvl0,
    score: best + further * FURTHER_ROW_WEIGHT,
    rows: title ? [title, ...shown] : shown,
  };
}

function scoreAll(
  index: LocalIndex,
  terms: readonly QueryTerm[],
  phrases: readonly string[],
): { scored: Scored[]; completePages: number } {
  const scored: Scored[] = [];
  const complete = new Set<string>();
  for (const entry of index.records) {
    const { score, matched } = scoreRecord(entry, terms, phrases);
    if (score === 0) continue;
    scored.push({ entry, score });
    if (matched === terms.length) complete.add(entry.page);
  }
  return { scored, completePages: complete.size };
}

/**
 * Ranks the records for a query and returns them the way the hosted provider
 * does, in the order the modal shows them: pages by their best match, each
 * nav section's pages together (the modal groups by section, in order of
 * first appearance), a page's rows together with its title first.
 */
export function searchLocalIndex(
  index: LocalIndex,
  query: string,
  options: SearchOptions,
): { hits: LocalHit[]; nbHits: number } {
  // The query as the modal sends it, cut at 64 characters, in lower-cased words.
  const words = queryWords(query.slice(0, MAX_QUERY_LENGTH));
  if (words.length === 0) return { hits: [], nbHits: 0 };
  const terms: QueryTerm[] = words.map((word) => {
    const stemmed = stem(word);
    return {
      spellings: [
        { word, weight: 1 },
        ...(stemmed === word ? [] : [{ word: stemmed, weight: STEM_WEIGHT }]),
      ],
    };
  });
  // The words as one phrase, spaced or run together ('umd name', 'umdName').
  const phrases = [words.join(' '), words.join('')];

  let { scored, completePages } = scoreAll(index, terms, phrases);
  if (completePages < TOO_FEW_PAGES && addCorrections(index, terms)) {
    ({ scored } = scoreAll(index, terms, phrases));
  }

  const byPage = new Map<string, Scored[]>();
  for (const item of scored) {
    const list = byPage.get(item.entry.page);
    if (list) list.push(item);
    else byPage.set(item.entry.page, [item]);
  }
  const pages = [...byPage].map(([page, items]) =>
    rankPage(items, index.pageTitles.get(page)),
  );
  pages.sort((a, b) => b.score - a.score);

  const groups = new Map<string, RankedPage[]>();
  for (const page of pages) {
    const group = groups.get(page.group);
    if (group) group.push(page);
    else groups.set(page.group, [page]);
  }

  const marked = [
    ...new Set(terms.flatMap((term) => term.spellings.map(({ word }) => word))),
  ];
  const hits: LocalHit[] = [];
  for (const page of [...groups.values()].flat()) {
    for (const entry of page.rows) {
      if (hits.length === options.hitsPerPage) break;
      hits.push(toHit(entry.record, marked, options));
    }
  }
  return { hits, nbHits: scored.length };
}
