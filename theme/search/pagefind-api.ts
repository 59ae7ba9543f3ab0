/**
 * The part of Pagefind's browser API (its bundle's pagefind.js, 1.5) the
 * embedded search uses. The bundle is loaded at run time from the built
 * site, so its types are declared here rather than imported.
 */

export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

export interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

/** A heading's part of a page (or the part before the first heading). */
export interface PagefindSubResult {
  title: string;
  url: string;
  /** Plain text with `<mark>` around the matched words. */
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations: PagefindLocation[];
}

/** A page's fragment, as `result.data()` resolves it. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** The indexed text of the page, the metadata fields not included. */
  content?: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
  anchors: PagefindAnchor[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindResponse {
  results: PagefindResult[];
}

export interface PagefindOptions {
  basePath?: string;
  baseUrl?: string;
  excerptLength?: number;
  noWorker?: boolean;
  ranking?: Partial<
    Record<
      'termFrequency' | 'pageLength' | 'termSaturation' | 'termSimilarity',
      number
    > & { metaWeights: Record<string, number> }
  >;
}

/** The module pagefind.js exports. */
export interface PagefindModule {
  options: (options: PagefindOptions) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<PagefindResponse>;
  destroy: () => Promise<void>;
}
