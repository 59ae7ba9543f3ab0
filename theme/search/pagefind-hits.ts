import { GROUP_META } from '../../site/search-index';
import type { HierarchyLevel, RecordType } from '../../site/search-record';
import { fittedExcerpt } from './excerpt-fit';
import { markTerms, saysTerm } from './mark-terms';
import type { PagefindResultData, PagefindSubResult } from './pagefind-api';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

type Hierarchy = { lvl0: string; lvl1: string } & Partial<
  Record<HierarchyLevel, string>
>;

/** A row of the modal, in the shape the hosted provider returns. */
export interface EmbeddedHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
}

export interface HitOptions {
  /** The query's words (mark-terms.ts queryTerms). */
  terms: readonly string[];
  tags: { pre: string; post: string };
  /** Heading rows under a page's row, at most. */
  sectionsPerPage: number;
  /**
   * The query's words that carry its topic (no filler words): a section
   * whose heading says more of them is shown before one that merely says
   * them more often in its text.
   */
  topicTerms?: readonly string[];
}

const ENGINE_MARK = /<\/?mark>/g;

/**
 * Text as the reader reads it: the build marks the browser's Chinese word
 * boundaries with zero-width spaces in what it indexes (see
 * plugins/search-index/write-index.ts); Pagefind drops them from excerpts
 * but not from titles and headings.
 */
const readable = (text: string) => text.replace(/\u200b/g, '').trim();
const plain = (html: string) =>
  html
    .replace(/\u200b/g, '')
    .replace(ENGINE_MARK, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function described(value: string): HighlightValue {
  return {
    value,
    matchLevel: value.includes('<') ? 'full' : 'none',
    matchedWords: [],
  };
}

/** The engine's excerpt (its own `<mark>`s) with the modal's highlight tags. */
const withTags = (excerpt: string, tags: HitOptions['tags']) =>
  excerpt
    .replace(/\u200b/g, '')
    .replace(ENGINE_MARK, (tag) => (tag === '<mark>' ? tags.pre : tags.post));

/** How strongly a section's text matched: the sum of its matched words' scores. */
const sectionScore = (section: PagefindSubResult) =>
  section.weighted_locations.reduce(
    (sum, location) => sum + location.balanced_score,
    0,
  );

/**
 * How many of `terms` the heading says (by the rule the rows mark words):
 * "rslib inspect" finds both in the heading `rslib inspect`, one in
 * `rslib / rslib build`.
 */
const headingTermCount = (heading: string, terms: readonly string[]) =>
  terms.filter((term) => saysTerm(readable(heading), term)).length;

/**
 * How many words of the heading are not topic words, when it says any: of
 * two headings saying "dts" and "bundle", `dts.bundle` is the option asked
 * about and `dts.bundle.tsconfigPath` one of its details.
 */
const wordsBesides = (heading: string, saidTerms: number) =>
  saidTerms === 0
    ? 0
    : readable(heading)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean).length - saidTerms;

/** h2 → 2; the part before the first heading has no level. */
const levelOf = (section: PagefindSubResult) => {
  const level = Number(section.anchor?.element.match(/^h([2-6])$/i)?.[1]);
  return Number.isInteger(level) ? level : null;
};

/** The headings above `section` on its page, by level, from the page's anchors. */
function headingPath(
  page: PagefindResultData,
  section: PagefindSubResult,
  level: number,
): Partial<Record<HierarchyLevel, string>> {
  const path: Partial<Record<HierarchyLevel, string>> = {};
  const location = section.anchor?.location ?? 0;
  for (const anchor of page.anchors) {
    if (anchor.location > location) break;
    const depth = Number(anchor.element.match(/^h([2-6])$/i)?.[1]);
    if (!Number.isInteger(depth) || depth > level) continue;
    path[`lvl${depth}` as HierarchyLevel] = readable(anchor.text);
    // A new heading ends the deeper ones above it.
    for (let deeper = depth + 1; deeper <= 6; deeper += 1) {
      delete path[`lvl${deeper}` as HierarchyLevel];
    }
  }
  path[`lvl${level}` as HierarchyLevel] = readable(section.title);
  return path;
}

/**
 * A page of the engine's results as rows of the modal: the page itself (its
 * title, the excerpt around its best match), then its headings: those
 * saying more of the topic words first, of those the ones with fewer other
 * words, then the ones whose text matched best, each under its page title.
 * The group (hierarchy.lvl0) is the page's navigation section.
 */
export function pageHits(
  page: PagefindResultData,
  options: HitOptions,
): EmbeddedHit[] {
  const pageUrl = page.url.split('#')[0];
  const pageExcerpt = fittedExcerpt(page.excerpt);
  const title = readable(page.meta.title ?? '') || pageUrl;
  const group = readable(page.meta[GROUP_META] ?? '');
  const mark = (text: string) =>
    described(markTerms(text, options.terms, options.tags));
  const pageHit: EmbeddedHit = {
    objectID: pageUrl,
    url: pageUrl,
    url_without_anchor: pageUrl,
    anchor: null,
    type: 'lvl1',
    hierarchy: { lvl0: group, lvl1: title },
    content: plain(pageExcerpt) || null,
    _highlightResult: { hierarchy: { lvl0: mark(group), lvl1: mark(title) } },
    _snippetResult: { hierarchy: { lvl0: mark(group), lvl1: mark(title) } },
  };
  if (pageHit.content) {
    const excerpt = described(withTags(pageExcerpt, options.tags));
    pageHit._highlightResult.content = excerpt;
    pageHit._snippetResult.content = excerpt;
  }

  const topic = options.topicTerms ?? [];
  const sections = page.sub_results
    .filter((section) => levelOf(section) !== null && section.anchor?.id)
    .filter((section) => sectionScore(section) > 0)
    .map((section) => {
      const inHeading = headingTermCount(section.title, topic);
      return {
        section,
        inHeading,
        besides: wordsBesides(section.title, inHeading),
        score: sectionScore(section),
      };
    })
    .sort(
      (a, b) =>
        b.inHeading - a.inHeading || a.besides - b.besides || b.score - a.score,
    )
    .map(({ section }) => section)
    .slice(0, options.sectionsPerPage);
  const sectionHits = sections.map((section): EmbeddedHit => {
    const level = levelOf(section) as number;
    const hierarchy: Hierarchy = {
      lvl0: group,
      lvl1: title,
      ...headingPath(page, section, level),
    };
    const marked: Partial<Record<HierarchyLevel, HighlightValue>> = {};
    for (const [key, text] of Object.entries(hierarchy)) {
      marked[key as HierarchyLevel] = mark(text);
    }
    const anchor = section.anchor?.id ?? null;
    return {
      objectID: `${pageUrl}#${anchor}`,
      url: `${pageUrl}#${anchor}`,
      url_without_anchor: pageUrl,
      anchor,
      type: `lvl${level}` as RecordType,
      hierarchy,
      content: plain(section.excerpt) || null,
      _highlightResult: { hierarchy: marked },
      _snippetResult: { hierarchy: marked },
    };
  });
  return [pageHit, ...sectionHits];
}
