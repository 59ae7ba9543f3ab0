import type { PagefindModule, PagefindOptions } from './pagefind-api';

/** A language's Pagefind engine, started once and shared by whoever asks first. */
export interface PagefindEngine {
  /**
   * The engine with its options set and its index starting to load (the
   * index entry, its metadata and the WASM): the same promise until it fails
   * or is stopped.
   */
  start: () => Promise<PagefindModule>;
  /** Destroys the started engine; the next start loads it afresh. */
  stop: () => Promise<void>;
}

/**
 * Starts Pagefind from `load` (its script) with `options`. Pagefind reads
 * `noWorker` and `basePath` only before it starts, so they are set here,
 * once, by whoever starts it first: the search button when the reader
 * points at or focuses it, or the modal. It runs on the page's thread: the
 * site's security policy allows no worker (plugins/security-headers).
 * A failed start is forgotten, so the next one tries again.
 */
export function pagefindEngine(
  load: () => Promise<PagefindModule>,
  options: () => PagefindOptions,
): PagefindEngine {
  let started: Promise<PagefindModule> | undefined;
  return {
    start() {
      if (started) return started;
      const starting = load().then(async (module) => {
        await module.options({ ...options(), noWorker: true });
        await module.init();
        return module;
      });
      started = starting;
      starting.catch(() => {
        if (started === starting) started = undefined;
      });
      return starting;
    },
    async stop() {
      const stopping = started;
      started = undefined;
      await stopping?.then((module) => module.destroy()).catch(() => {});
    },
  };
}
