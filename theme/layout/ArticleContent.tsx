import { useFrontmatter } from '@rspress/core/runtime';
import { DocContent, Overview } from '@rspress/core/theme-original';

/**
 * A doc page's content: the Markdown page, or on an overview page the page
 * followed by the grouped list of its section's pages.
 */
export function ArticleContent() {
  const { frontmatter } = useFrontmatter();
  if (frontmatter.overview === true) {
    return (
      <Overview
        content={<DocContent components={undefined} isOverviewPage />}
      />
    );
  }
  return <DocContent components={undefined} />;
}
