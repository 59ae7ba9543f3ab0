import type { PagefindOptions } from './pagefind-api';

/**
 * How the embedded search ranks, set when its engine starts (the search
 * button may start it before the modal's code has come, so this is a file
 * of its own, in the script every page loads). Chosen on the tune half of
 * bench/relevance/queries.json only (mean MRR@5 of both languages, over
 * Pagefind's defaults and three other rankings); the check half measures it.
 *
 * Less weight on page length than Pagefind's default (0.75), so a long
 * guide that covers a topic is not sunk by its length; a word in a page's
 * title counts more (Pagefind's default title weight is 5), then one of
 * its keywords (the words readers type that the page does not use) and
 * one of its description (site/search-index.ts).
 *
 * A sweep of these options on both tune halves (bench/relevance-sweep.mjs)
 * found termSimilarity 0.3, pageLength 0.1, termSaturation 2 and title 6
 * one English and two Chinese tune queries better, but no better on the
 * held-out ones (hit@1: check en 85.9 → 84.7 %, zh 93.8 → 90.6 %; fresh
 * en 81.4 → 82.9 %, zh 82.9 → 85.7 %): these weights are on a plateau,
 * and what the misses need is in the query rules, not here.
 */
export const PAGEFIND_RANKING: PagefindOptions['ranking'] = {
  pageLength: 0.5,
  termSaturation: 1.6,
  metaWeights: { title: 8, description: 3, keywords: 6 },
};
