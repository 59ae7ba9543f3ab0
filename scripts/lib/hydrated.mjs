/**
 * Whether the page's script has hydrated the served page: the layout marks
 * `<html data-hydrated>` from the effect of its last component
 * (theme/utils/use-hydrated.ts), which runs once the navbar and the page's
 * content before it are live. Pages without the site's layout (Markdown
 * copies, feeds, files) have nothing to wait for.
 *
 * The page's scripts start after its first paint, so a page's load event
 * may come before they have run; tests and benchmarks act on a page as a
 * reader does once it responds, after hydration. Self-contained: it runs
 * inside the page, in every engine.
 *
 * With `checks` above 1 it is true only once the page has been hydrated for
 * that many calls in a row (kept on `window`, so a navigation starts the
 * count afresh): called once per animation frame, as Playwright's
 * waitForFunction does, the effects of the hydration render (measuring,
 * which may set state) and the render they cause have run by then.
 *
 * @param {number} [checks]
 * @returns {boolean}
 */
export function isHydrated(checks = 1) {
  const hasLayout = document.getElementById('__rspress_root') !== null;
  const hydrated =
    !hasLayout || document.documentElement.hasAttribute('data-hydrated');
  if (checks <= 1) return hydrated;
  const state = /** @type {{ hydratedChecks?: number }} */ (
    /** @type {unknown} */ (window)
  );
  state.hydratedChecks = hydrated ? (state.hydratedChecks ?? 0) + 1 : 0;
  return state.hydratedChecks >= checks;
}
