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
 * A result's excerpts split its page's whole text into words once per
 * excerpt: the page's own and one per section that matched (a page with 30
 * matching sections split 31 times), the costliest JavaScript of a first
 * search; each then marked the matched words in a copy of all the page's
 * words to keep a few dozen. The fourth rewrite splits each text once and
 * marks the words in a copy of the excerpt's own words. Upstream could drop
 * it by splitting `raw_content` once in `calculate_sub_results`, passing
 * the words to `build_excerpt`, and marking only the excerpt's words.
 *
 * Pagefind inflates every file it downloads (all gzip) with its own
 * JavaScript inflater, which on a first search runs cold, not yet compiled
 * by the browser, over the WebAssembly, the metadata, an index chunk and a
 * fragment per page shown. The fifth and sixth rewrites hand the inflating to the
 * browser's own `DecompressionStream` where it exists (the same bytes out;
 * the inflater stays for browsers without it). Upstream could drop them by
 * doing the same in `decompress`.
 *
 * A search asked for while the engine still loads (its entry, metadata and
 * WebAssembly) waits for it by polling every 50 ms, so a reader's first
 * query starts up to 50 ms after the engine is ready. The last two
 * rewrites keep the poll but also wake every waiting search when the
 * engine's start ends, in success (ranking weights set) or failure.
 * Upstream could drop them by awaiting a promise of the start in `getPtr`.
 *
 * Each rewrite must find its target exactly as often as it says (once
 * unless `count` says otherwise); otherwise the build fails
 * naming it, so a Pagefind upgrade cannot silently undo it.
 */
export interface LoaderRewrite {
  name: string;
  target: RegExp;
  replacement: string;
  /** How many times the target occurs: 1 unless said. */
  count?: number;
}

/** `text` itself as a pattern, every occurrence. */
const exactly = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');

/**
 * Pagefind 1.5.2's excerpt builder, as its loader spells it: the fourth
 * rewrite replaces it whole, and a unit test puts it back to compare the
 * two.
 */
export const PAGEFIND_BUILD_EXCERPT =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Pagefind's code as text, placeholders and all.
  'var build_excerpt=(content,start,length,locations,not_before,not_from)=>{let is_zws_delimited=content.includes("\\u200B");let fragment_words=[];if(is_zws_delimited){fragment_words=content.split("\\u200B");}else{fragment_words=content.split(/[\\r\\n\\s]+/g);}let endcap=not_from??fragment_words.length;let startcap=not_before??0;if(endcap-startcap<length){length=endcap-startcap;}if(start+length>endcap){start=endcap-length;}if(start<startcap){start=startcap;}const joiner=is_zws_delimited?"":" ";const plain_excerpt=fragment_words.slice(start,start+length).join(joiner).trim();for(let word of locations){if(fragment_words[word]?.startsWith(`<mark>`)){continue;}fragment_words[word]=`<mark>${fragment_words[word]}</mark>`;}const excerpt=fragment_words.slice(start,start+length).join(joiner).trim();return{excerpt,plain_excerpt};};';

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
  {
    name: "a page's text is split into words once for all its excerpts",
    target: exactly(PAGEFIND_BUILD_EXCERPT),
    replacement:
      // biome-ignore lint/suspicious/noTemplateCurlyInString: code as text, placeholders and all.
      'var split_words={content:null,zws:false,words:[]};var build_excerpt=(content,start,length,locations,not_before,not_from)=>{if(split_words.content!==content){split_words.content=content;split_words.zws=content.includes("\\u200B");split_words.words=split_words.zws?content.split("\\u200B"):content.split(/[\\r\\n\\s]+/g);}let is_zws_delimited=split_words.zws;let fragment_words=split_words.words;let endcap=not_from??fragment_words.length;let startcap=not_before??0;if(endcap-startcap<length){length=endcap-startcap;}if(start+length>endcap){start=endcap-length;}if(start<startcap){start=startcap;}const joiner=is_zws_delimited?"":" ";const window_words=fragment_words.slice(start,start+length);const plain_excerpt=window_words.join(joiner).trim();for(let word of locations){const at=word-start;if(at<0||at>=window_words.length||window_words[at].startsWith(`<mark>`)){continue;}window_words[at]=`<mark>${window_words[at]}</mark>`;}const excerpt=window_words.join(joiner).trim();return{excerpt,plain_excerpt};};',
  },
  {
    name: "the browser's own decompressor inflates the downloads",
    target:
      /decompress\(data,file="unknown file"\)\{if\(this\.decoder\.decode\(data\.slice\(0,12\)\)==="pagefind_dcd"\)\{return data\.slice\(12\);\}data=gz_default\(data\);/g,
    replacement:
      'async decompress(data,file="unknown file"){if(this.decoder.decode(data.slice(0,12))==="pagefind_dcd"){return data.slice(12);}data=typeof DecompressionStream==="function"?new Uint8Array(await new Response(new Blob([data]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer()):gz_default(data);',
  },
  {
    name: 'every download waits for its inflating',
    target: /=this\.decompress\(new Uint8Array\(/g,
    replacement: '=await this.decompress(new Uint8Array(',
    count: 4,
  },
  {
    name: 'a search asked for while the engine loads waits to be woken',
    target:
      /async getPtr\(\)\{while\(this\.raw_ptr===null\)\{if\(this\.initError\)\{throw this\.initError;\}await asyncSleep\(50\);\}/g,
    replacement:
      'async getPtr(){while(this.raw_ptr===null){if(this.initError){throw this.initError;}await new Promise((resolve)=>{(this.ptr_waiters??=[]).push(resolve);setTimeout(resolve,50);});}',
  },
  {
    name: "the engine's start wakes the searches waiting for it",
    target:
      /\}catch\(e\)\{this\.initError=e instanceof Error\?e:new Error\(String\(e\)\);throw e;\}\}async loadEntry\(\)\{/g,
    replacement:
      '}catch(e){this.initError=e instanceof Error?e:new Error(String(e));throw e;}finally{this.ptr_waiters?.splice(0).forEach((resolve)=>resolve());}}async loadEntry(){',
  },
];

/** `script` with every rewrite applied; throws naming a rewrite whose target is not found exactly once. */
export function rewriteLoader(
  script: string,
  rewrites: readonly LoaderRewrite[] = LOADER_REWRITES,
): string {
  let result = script;
  for (const { name, target, replacement, count = 1 } of rewrites) {
    const found = result.match(target)?.length ?? 0;
    if (found !== count) {
      throw new Error(
        `search-index: the Pagefind loader rewrite "${name}" found its target ${found} times, expected ${count === 1 ? 'once' : `${count} times`}. Has Pagefind's pagefind.js changed?`,
      );
    }
    result = result.replace(target, replacement);
  }
  return result;
}
