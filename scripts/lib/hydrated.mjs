/**
 * Whether React has hydrated the page: the navbar, which every page of the
 * site draws in its first commit, carries React's fiber reference once
 * hydrated. Pages without the navbar (Markdown copies, feeds, files) have
 * nothing to hydrate and count as ready.
 *
 * The page's scripts start after its first paint, so a page's load event
 * may come before they have run; tests and benchmarks act on a page as a
 * reader does once it responds, after hydration. Self-contained: it runs
 * inside the page, in every engine.
 *
 * @returns {boolean}
 */
export function isHydrated() {
  const navbar = document.querySelector('[data-region="navbar"]');
  return (
    navbar === null ||
    Object.keys(navbar).some((key) => key.startsWith('__reactFiber$'))
  );
}
