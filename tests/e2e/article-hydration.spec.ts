import { expect, test } from './fixtures';
import { commitsOfFirstVisit } from './react-commits';

// A doc page's article (its content sits in a Suspense boundary) is
// hydrated after the layout around it, in a pass React splits into short
// tasks. Right after the layout's commit, the layout renders again: the
// outline marks the heading on screen. That render used to reach the
// article: its outer components rendered again, and when the article was
// still waiting for its pass (a slow phone), React hydrated all of it then,
// at once, at that render's priority: one long task on every doc page's
// first visit (`npm run bench:main-thread` measures it). The article is memoized with
// no props, so the layout's renders stop at it. Which commit renders what,
// not a timing.
for (const path of [
  '/guide/start/quick-start',
  '/config/lib/dts',
  '/zh/guide/start/quick-start',
]) {
  test(`${path}: no render of the layout around the article reaches into it after hydration`, async ({
    page,
  }) => {
    const commits = await commitsOfFirstVisit(page, path);
    test.info().annotations.push({
      type: 'commits',
      description: JSON.stringify(commits),
    });
    const [layout, ...later] = commits;
    expect(layout.hydration).toBe(true);
    // The article's own pass, which the layout's commit left for later.
    expect(later.some((commit) => commit.hydration)).toBe(true);
    // The layout does render again (the outline's heading): the check
    // below sees that render.
    expect(later.some((commit) => commit.updateRoots.length > 0)).toBe(true);
    expect(later.flatMap((commit) => commit.articleReachedFrom)).toEqual([]);
  });
}
