import { expect, test } from './fixtures';
import { commitsAfterHydration, commitsOfFirstVisit } from './react-commits';

// Rspress keeps the page data it has shown in a small cache so a page it
// already holds is not loaded again. The client entry stores the first
// page's data there before hydrating, but the lookup App runs right after
// hydration never checked that slot: it loaded the same data again and set
// it as new state, and the whole app rendered again from its root on every
// first visit. patches/@rspress+core+2.0.22.patch makes the lookup find it.
// (How many commits follow hydration in all is
// hydration-commits.pending.ts.)
for (const path of [
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
]) {
  test(`${path}: the app does not render again from its root after hydration`, async ({
    page,
  }) => {
    const commits = await commitsOfFirstVisit(page, path);
    const after = commitsAfterHydration(commits);
    test.info().annotations.push({
      type: 'commits after hydration',
      description: JSON.stringify(after),
    });
    expect(commits[0].hydration).toBe(true);
    expect(after.filter((commit) => commit.rootRendered)).toEqual([]);
  });
}
