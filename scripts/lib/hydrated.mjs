/**
 * How many animation frames in a row a page must have been hydrated before
 * tests and benchmarks act on it (see isHydrated's `checks`).
 */
export const SETTLED_FRAMES = 3;

/**
 * Whether React has hydrated the page: the navbar, drawn in the first
 * commit, and the page's title, inside the content React hydrates in a later
 * pass, are both part of the tree React has committed. Pages without either
 * (Markdown copies, feeds, files) have nothing to wait for.
 *
 * React tags an element with its fiber (`__reactFiber$…`) while it renders,
 * before it commits: the article's pass is split into short tasks, so the
 * title carries the tag for tens of milliseconds (hundreds on a slow CPU)
 * before its code blocks become focusable or get their buttons. Only the
 * committed tree (the fiber root's `current`, walked down) says the pass has
 * ended. These are React's internal fields: after a React upgrade that
 * renames them, every page load in the tests times out waiting here.
 *
 * The page's scripts start after its first paint, so a page's load event
 * may come before they have run; tests and benchmarks act on a page as a
 * reader does once it responds, after hydration. Self-contained: it runs
 * inside the page, in every engine.
 *
 * With `checks` above 1 it is true only once the page has been hydrated for
 * that many calls in a row (kept on `window`, so a navigation starts the
 * count afresh): called once per animation frame, as Playwright's
 * waitForFunction does, the effects of the hydration commit (measuring,
 * which may set state) and the render they cause have run by then.
 *
 * @param {number} [checks]
 * @returns {boolean}
 */
export function isHydrated(checks = 1) {
  /** @typedef {{ return: Fiber | null, child: Fiber | null, sibling: Fiber | null, stateNode: any }} Fiber */
  const parts = [
    document.querySelector('[data-region="navbar"]'),
    document.querySelector('h1'),
  ].filter((element) => element !== null);
  /** @param {Element} element @returns {Fiber | undefined} */
  const fiberOf = (element) => {
    const key = Object.keys(element).find((name) =>
      name.startsWith('__reactFiber$'),
    );
    return key ? /** @type {any} */ (element)[key] : undefined;
  };
  /** @returns {boolean} */
  const committed = () => {
    if (parts.length === 0) return true;
    let fiber = fiberOf(parts[0]);
    if (!fiber) return false;
    while (fiber.return) fiber = fiber.return;
    // The host root's state node is the fiber root, whose `current` is the
    // tree on screen.
    const pending = new Set(parts);
    const stack = [fiber.stateNode.current];
    while (stack.length > 0 && pending.size > 0) {
      const next = /** @type {Fiber} */ (stack.pop());
      pending.delete(next.stateNode);
      for (let child = next.child; child; child = child.sibling) {
        stack.push(child);
      }
    }
    return pending.size === 0;
  };
  const hydrated = committed();
  if (checks <= 1) return hydrated;
  const state = /** @type {{ hydratedChecks?: number }} */ (
    /** @type {unknown} */ (window)
  );
  state.hydratedChecks = hydrated ? (state.hydratedChecks ?? 0) + 1 : 0;
  return state.hydratedChecks >= checks;
}
