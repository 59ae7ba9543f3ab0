import { documentsName, optionNamesIn } from './page-order';
import type { PagefindResult } from './pagefind-api';

type Search = (term: string) => Promise<{ results: PagefindResult[] }>;

/** Names written as code that are looked up on their own, at most. */
const NAMES_LOOKED_UP = 2;
/** Of the engine's pages for a name on its own, how many are read for the one documenting it. */
const PAGES_READ_PER_NAME = 3;

/**
 * The page documenting `name` among the engine's first pages for it. The
 * name is looked up with its dots dropped ("output.target" →
 * "outputtarget"): the engine holds a dotted name written in a page as
 * that one word too, so the pages naming the option whole come first, not
 * those that merely say "output" and "target".
 */
async function pageDocumenting(search: Search, name: string) {
  const { results } = await search(name.replace(/\./g, ''));
  for (const result of results.slice(0, PAGES_READ_PER_NAME)) {
    if (documentsName(await result.data(), name)) return result;
  }
  return undefined;
}

/**
 * The results with the page documenting each option name the reader wrote
 * as code ("output.target web 组件库") among the first `shown`. The other
 * words of such a query are often said more on guides that use the option
 * than on its reference entry, which then falls out of the rows shown, and
 * namedOptionsFirst (page-order.ts) can only lift a page that is shown.
 * Each such page takes the place of the last shown page that is no name's
 * page; the order is otherwise the engine's.
 */
export async function withNamedOptionPages(
  search: Search,
  query: string,
  found: readonly PagefindResult[],
  shown: number,
): Promise<PagefindResult[]> {
  const names = [...new Set(optionNamesIn(query))].slice(0, NAMES_LOOKED_UP);
  const result = [...found];
  const kept = new Set<string>();
  for (const name of names) {
    const page = await pageDocumenting(search, name);
    if (!page) continue;
    kept.add(page.id);
    const at = result.findIndex((entry) => entry.id === page.id);
    if (at !== -1 && at < shown) continue;
    if (at !== -1) result.splice(at, 1);
    let place = Math.min(shown, result.length) - 1;
    while (place > 0 && kept.has(result[place].id)) place -= 1;
    result.splice(Math.max(place, 0), 0, page);
  }
  return result;
}
