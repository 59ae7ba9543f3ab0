/**
 * Whether React has hydrated the page: the navbar, drawn in the first
 * commit, and the page's title, inside the content React hydrates in a later
 * pass, both carry React's fiber reference once hydrated. Pages without
 * either (Markdown copies, feeds, files) have nothing to wait for.
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
  const parts = [
    document.querySelector('[data-region="navbar"]'),
    document.querySelector('h1'),
  ].filter((element) => element !== null);
  const hydrated = parts.every((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
  if (checks <= 1) return hydrated;
  const state = /** @type {{ hydratedChecks?: number }} */ (
    /** @type {unknown} */ (window)
  );
  state.hydratedChecks = hydrated ? (state.hydratedChecks ?? 0) + 1 : 0;
  return state.hydratedChecks >= checks;
}
