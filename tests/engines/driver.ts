/**
 * The little the journeys need of a browser, the same for every engine:
 * load a page, run a function in it, and act as a reader does (pointer at a
 * point of the viewport, keys, window size). Everything else, finding
 * elements by role and name included, runs in the page (page-queries.ts),
 * so the journeys are written once.
 */
export type EngineName = 'firefox' | 'webkit';

/** The keys the journeys press; a `Shift+` or `Control+` prefix holds it. */
export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Escape'
  | 'ArrowDown'
  | 'Space'
  | '/'
  | 'Control+k';

export interface EngineDriver {
  readonly engine: EngineName;
  /**
   * Opens the address and resolves after its load event, once the page is
   * hydrated (scripts/lib/hydrated.mjs): its scripts start after the first
   * paint, so the load event can come first.
   */
  goto(url: string): Promise<void>;
  /** Reloads the page; resolves as `goto` does. */
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs a self-contained function in the page (it is sent as source text:
   * it may not use anything from its surroundings) with JSON arguments.
   */
  evaluate<Result, Args extends unknown[]>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** Runs a script given as source text, e.g. a library's bundle. */
  runScript(source: string): Promise<void>;
  /** Moves the pointer to a point of the viewport and clicks there. */
  click(x: number, y: number): Promise<void>;
  hover(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  type(text: string): Promise<void>;
  /** Sets the size of the page's viewport (innerWidth × innerHeight). */
  setViewport(width: number, height: number): Promise<void>;
  /** Errors the browser itself reported for the page, where the driver hears them. */
  takeBrowserErrors(): string[];
  /** Forgets cookies and storage of the site: the next test starts afresh. */
  reset(origin: string): Promise<void>;
  close(): Promise<void>;
}
