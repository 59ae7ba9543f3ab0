/**
 * Relies on: Rspress's client entry hydrating the served page with
 * `hydrateRoot` from `react-dom/client`, which the browser build resolves
 * here (build/browser-stand-ins).
 *
 * The browser's `react-dom/client`: Preact's, with two additions.
 * - Its devtools hook: when the Preact DevTools extension (or the browser
 *   tests' render recorder, tests/e2e/render-batches.ts) is present, Preact
 *   attaches to it; otherwise the import only checks for it.
 * - Hydration waits for the lazily loaded parts of the served page that the
 *   theme holds it for (holdHydration). When a lazy component suspends
 *   while Preact hydrates, Preact keeps the served copy and, once the code
 *   has arrived, renders a second copy beside it; a part that is loaded
 *   first hydrates like the rest.
 * - State changes render on React's schedule (render-scheduling.ts).
 */
import 'preact/devtools';
import { render } from 'preact/compat';
import { createRoot, hydrateRoot as hydrateAtOnce } from 'preact/compat/client';
import { scheduleRendersLikeReact } from './render-scheduling';

scheduleRendersLikeReact();

const holds: Promise<unknown>[] = [];

/**
 * Hydration starts once `loading` settles. A failed download (offline)
 * does not hold the page: it hydrates, and the part loads when it can.
 */
export function holdHydration(loading: Promise<unknown>) {
  holds.push(loading.catch(() => {}));
}

/**
 * Hosts serve the one 404 page the build writes, in the default language,
 * at every unknown address, and the page's script draws it in the
 * address's language. Preact's hydration, and its render over served
 * markup, keep the served attributes (the home link's address) where
 * React noticed the difference and drew the page afresh: that page is
 * drawn afresh, its served markup removed in the same task, so no frame
 * shows it empty.
 */
const servedNotFoundPage = (container: Element) =>
  container.querySelector('[data-page-kind="not-found"]') !== null;

export function hydrateRoot(
  container: Parameters<typeof hydrateAtOnce>[0],
  children: Parameters<typeof hydrateAtOnce>[1],
) {
  Promise.all(holds).then(() => {
    if (container instanceof Element && servedNotFoundPage(container)) {
      container.replaceChildren();
      render(children, container);
    } else {
      hydrateAtOnce(container, children);
    }
  });
  return createRoot(container);
}

export { createRoot };
