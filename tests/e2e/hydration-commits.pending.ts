// PENDING — not a `.spec.ts` file, so Playwright does not pick it up yet.
// Rename it to hydration-commits.spec.ts once the doc layout no longer holds
// the article element in state.
//
// After the page is hydrated (the root, then the Suspense boundary Rspress
// puts around the page's content), a first visit should settle in at most
// two more commits. Measured on /guide/start/quick-start and
// /zh/guide/start/quick-start with patches/@rspress+core+2.0.22.patch: three
// commits follow hydration — about 890 components render again when the
// effects after hydration set state (Rspress's DocLayout stores the article
// element from a ref callback for useWatchToc in
// @rspress/core/dist/theme/hooks/useDynamicToc.js, and re-renders with the
// article; a few of the site's own controls update too), about 26 more when
// the outline receives the headings useWatchToc collected, and one commit in
// which no component renders. Without the patch the second of these is a
// re-render of the whole app from its root (about 970 components; see
// hydration-commits.spec.ts). The layout that replaces Rspress's DocLayout
// removes the first.
import { expect, test } from './fixtures';
import { commitsAfterHydration, commitsOfFirstVisit } from './react-commits';

for (const path of [
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
]) {
  test(`${path}: at most 2 commits after hydration`, async ({ page }) => {
    const after = commitsAfterHydration(await commitsOfFirstVisit(page, path));
    test.info().annotations.push({
      type: 'commits after hydration',
      description: JSON.stringify(after),
    });
    expect(after.length).toBeLessThanOrEqual(2);
  });
}
