import { useFrontmatter } from '@rspress/core/runtime';
import { lazy, Suspense } from 'react';
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
