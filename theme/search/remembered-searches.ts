import type { PagefindModule, PagefindResponse } from './pagefind-api';

type Search = PagefindModule['search'];

/**
 * How many terms' answers are kept: more than a long session of typing
 * asks for (each keystroke asks for a few terms).
 */
const TERMS_KEPT = 200;

/**
 * The engine's search, each term's answer kept for the next asks of it. A
 * query asks the engine for several terms (each word alone, neighbouring
 * phrases, exact spellings), and every keystroke asks again for the words
 * already typed. A word most pages hold ("rslib") is the costliest ask:
 * the engine returns every page with every place the word occurs, and the
 * queries slowest to answer in `npm run bench:search` hold such a word
 * ("Rslib blog"). The index never changes while
 * the page is open, so an answer stays true; a failed one is forgotten.
 * Only the answer is kept: each result's `data()` still builds its
 * excerpts afresh, as the engine hands every caller the same page object.
 * One per started engine: a restarted engine starts with none kept.
 */
export function rememberedSearch(pagefind: PagefindModule): Search {
  const answers = new Map<string, Promise<PagefindResponse>>();
  const search: Search = (term) => {
    const kept = answers.get(term);
    if (kept) {
      // Most recently used last: the oldest is the first to go.
      answers.delete(term);
      answers.set(term, kept);
      return kept;
    }
    const answer = pagefind.search(term);
    answers.set(term, answer);
    answer.catch(() => answers.delete(term));
    if (answers.size > TERMS_KEPT) {
      answers.delete(answers.keys().next().value as string);
    }
    return answer;
  };
  return search;
}
