/**
 * Pagefind 1.5's browser script (written by its binary, so no patch of the
 * npm package reaches it) logs a failed download of an index chunk and goes
 * on as if the chunk held no words: the reader gets "No results" for a query
 * that has them, and no sign that anything failed. A response with an error
 * status is also read as index data. The first two rewrites make both
 * failures reject the search, so the modal can show its error screen, and
 * the client retries on a fresh instance (theme/search/pagefind-client.ts).
 * Upstream could drop them by rethrowing in `_loadGenericChunk` and checking
 * `response.ok` in `performFetch`.
 *
 * The engine matches a query word as the start of longer words ("组件" in
 * "组件库"), but downloads only the index chunk whose range holds the word
 * itself: where the longer words sit in the next chunk, they match only if
 * an earlier query happened to download it, so one query's pages and their
 * order depended on the queries typed before it. The third rewrite also
 * asks for the chunk holding the end of each word's range (the word
 * followed by U+FFFF). Upstream could drop it by letting `request_indexes`
 * return every chunk whose range overlaps the word's extensions.
 *
 * Each rewrite must find its target exactly once; otherwise the build fails
 * naming it, so a Pagefind upgrade cannot silently undo it.
 */
export interface LoaderRewrite {
  name: string;
  target: RegExp;
  replacement: string;
}

export const LOADER_REWRITES: readonly LoaderRewrite[] = [
  {
    name: 'a failed index chunk rejects the search',
    target:
      /(console\.error\(`Failed to load the index chunk \$\{url\}:\s*\$\{e\?\.toString\(\)\}`\);)\}\}/g,
    replacement: '$1throw e;}}',
  },
  {
    name: 'an error status is a failed download',
    target: /queued\.resolve\(await fetch\(queued\.input\)\);/g,
    replacement:
      'const response=await fetch(queued.input);if(!response.ok)throw new Error(response.status+" "+queued.input);queued.resolve(response);',
  },
  {
    name: "a word's longer forms in the next index chunk are downloaded too",
    target: /let index_resp=this\.backend\.request_indexes\(ptr,term\);/g,
    replacement:
      'let index_resp=this.backend.request_indexes(ptr,term+" "+term.split(" ").filter(Boolean).map((word)=>word+"\\uffff").join(" "));',
  },
];

/** `script` with every rewrite applied; throws naming a rewrite whose target is not found exactly once. */
export function rewriteLoader(
  script: string,
  rewrites: readonly LoaderRewrite[] = LOADER_REWRITES,
): string {
  let result = script;
  for (const { name, target, replacement } of rewrites) {
    const found = result.match(target)?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `search-index: the Pagefind loader rewrite "${name}" found its target ${found} times, expected once. Has Pagefind's pagefind.js changed?`,
      );
    }
    result = result.replace(target, replacement);
  }
  return result;
}
