// After the page is hydrated (the root, then the Suspense boundary Rspress
// puts around the page's content), a first visit settles in at most two
// more commits. With Rspress's own doc layout there were three: about 890
// components rendered again when its effects stored the article element in
// state (useWatchToc), 26 more when the outline received the headings, and
// an empty one; without patches/@rspress+core+2.0.22.patch the whole app also
// re-rendered from its root (hydration-commits.spec.ts). The site's layout
// keeps DOM elements in refs and reads the headings from the page data.
// A count, not a timing.
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
