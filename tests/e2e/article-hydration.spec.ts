import { expect, test } from './fixtures';
import { commitsOfFirstVisit } from './react-commits';

// A doc page's article (its content sits in a Suspense boundary) is
// hydrated after the layout around it, in a pass React splits into short
// tasks. Right after the layout's commit, the layout renders again: the
// outline marks the heading on screen. On the quick-start pages that render
// used to reach the article: its outer components rendered again, and when
// the article was still waiting for its pass (a slow phone), React hydrated
// all of it then, at once, at that render's priority: one long task
// (`npm run bench:main-thread` measures them). The article is memoized with
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
    // Components do render again after hydration (the outline's heading,
    // the code blocks' buttons): the last check has renders to look at.
    expect(later.some((commit) => commit.updateRoots.length > 0)).toBe(true);
    expect(later.flatMap((commit) => commit.articleReachedFrom)).toEqual([]);
  });
}
