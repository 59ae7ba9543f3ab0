import { useFrontmatter, usePage } from '@rspress/core/runtime';
import { DOCS_NEW_ISSUE_URL, pageUrl } from '../../site.config';
import { useSiteI18n } from '../utils/use-site-i18n';

/**
 * A new issue on the docs repository, prefilled: its title (in the page's
 * language) names the kind of report and the page's title, its body the
 * page as a Markdown link (its published address, whatever host serves it)
 * and the page's language. `feedback` follows a "No" to "Was this page
 * helpful?", `reportMistake` a mistake in the page.
 */
export function useIssueLink(kind: 'feedback' | 'reportMistake'): string {
  const t = useSiteI18n();
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const title = String(frontmatter.title ?? page.title ?? '');
  const query = new URLSearchParams({
    title: t(`${kind}.issueTitle`, { title }),
    body: `[${title}](${pageUrl(page.routePath)}) (${page.lang})\n\n`,
  });
  return `${DOCS_NEW_ISSUE_URL}?${query}`;
}
