import { expect, test } from './fixtures';
import { batchesAfterHydration, batchesOfFirstVisit } from './render-batches';

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
    const after = batchesAfterHydration(await batchesOfFirstVisit(page, path));
    test.info().annotations.push({
      type: 'render batches after hydration',
      description: JSON.stringify(after),
    });
    expect(after.filter((batch) => batch.rootRendered)).toEqual([]);
  });
}
