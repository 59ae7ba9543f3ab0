import { useFrontmatter } from '@rspress/core/runtime';
import { lazy, memo, Suspense } from 'react';
import { REGION } from '../../site/regions';
import article from '../content/article.module.css';
import { DocContent } from '../content/DocContent';

// Only overview pages draw the overview, so its code is a chunk of its own.
// The static build waits for it; on a first visit React keeps the served
// HTML until the chunk has arrived, then hydrates it.
// Its chunk name is site/page-kind-chunks.ts's, for the build to preload.
const SectionOverview = lazy(
  () =>
    import(
      /* webpackChunkName: "page-kind-overview" */ '../overview/SectionOverview'
    ),
);

/**
 * A doc page's content: the Markdown page, or on an overview page the page
 * with its filter and the grouped list of its section's pages.
 */
export function ArticleContent() {
  const { frontmatter } = useFrontmatter();
  if (frontmatter.overview === true) {
    return (
      <Suspense>
        <SectionOverview />
      </Suspense>
    );
  }
  return <DocContent />;
}

/**
 * The article region of a doc page. Memoized, with no props: the layout
 * around it renders again right after hydration (the outline marks the
 * heading on screen), and React hydrates the article's content (a Suspense
 * boundary) in short tasks only while nothing reaches it. A render that
 * reached it would make React hydrate the whole article at once, at that
 * render's priority: one long task on every doc page's load.
 */
export const Article = memo(function Article() {
  return (
    <div className={article.article} data-region={REGION.article}>
      <ArticleContent />
    </div>
  );
});
