import { HIERARCHY_LEVELS, type SearchRecord } from '../../site/search-record';

/** The part of a provider search request the test provider honours. */
export interface ProviderRequest {
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const mark = (text: string, words: string[], pre: string, post: string) => {
  const value = words.reduce(
    (html, word) =>
      html.replace(
        new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'),
        (found) => `${pre}${found}${post}`,
      ),
    escapeHtml(text),
  );
  return { value, matchLevel: value === escapeHtml(text) ? 'none' : 'full' };
};

/** Title records first, then headings, then text; a shorter title before a longer one. */
const rank = (record: SearchRecord) =>
  (record.type === 'lvl1' ? 0 : record.type === 'content' ? 2000 : 1000) +
  record.hierarchy.lvl1.length;

/**
 * What the browser tests' stand-in for the hosted provider answers: the
 * uploaded records holding every word of the query, in the provider's hit
 * shape. Not a search engine to rank by; just enough for the tests to see
 * the modal render a provider's answer.
 */
export function answerFromRecords(
  records: readonly SearchRecord[],
  request: ProviderRequest,
) {
  const words = (request.query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const pre = request.highlightPreTag ?? '<mark>';
  const post = request.highlightPostTag ?? '</mark>';
  const matching = records
    .filter((record) => {
      const text = [...Object.values(record.hierarchy), record.content ?? '']
        .join(' ')
        .toLowerCase();
      return words.length > 0 && words.every((word) => text.includes(word));
    })
    .sort((a, b) => rank(a) - rank(b));
  const hitsPerPage = request.hitsPerPage ?? 20;
  const hits = matching.slice(0, hitsPerPage).map((record) => {
    const hierarchy: Record<string, ReturnType<typeof mark>> = {};
    for (const level of HIERARCHY_LEVELS) {
      const text = record.hierarchy[level];
      if (text) hierarchy[level] = mark(text, words, pre, post);
    }
    const content = record.content
      ? mark(record.content, words, pre, post)
      : undefined;
    const [page, anchor] = record.url.split('#');
    return {
      ...record,
      url_without_anchor: page,
      anchor: anchor ?? null,
      _highlightResult: { hierarchy, content },
      _snippetResult: { hierarchy, content },
    };
  });
  return {
    hits,
    nbHits: matching.length,
    queryID: `test-${Date.now()}`,
    query: request.query ?? '',
    params: '',
    page: 0,
    nbPages: matching.length > 0 ? 1 : 0,
    hitsPerPage,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
  };
}
