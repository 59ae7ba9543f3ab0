import {
  Head,
  routePathToMdPath,
  usePage,
  useSite,
  withBase,
  withSiteOrigin,
} from '@rspress/core/runtime';
import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { useSiteI18n } from '../utils/use-site-i18n';

/** The addresses of the site's Markdown copies for the page's language. */
function useMarkdownCopies() {
  const { page } = usePage();
  const { site } = useSite();
  const langPrefix = page.lang === site.lang ? '' : `${page.lang}/`;
  return {
    index: withSiteOrigin(withBase(`/${langPrefix}llms.txt`)),
    full: withSiteOrigin(withBase(`/${langPrefix}llms-full.txt`)),
    page: withSiteOrigin(routePathToMdPath(page.routePath)),
  };
}

/**
 * A line for AI agents reading the page: where the Markdown copies of the
 * docs and of this page are. Hidden on screen; placed right after the
 * page's title and written in the page's language, since screen readers
 * read it too. The Markdown copies get it from the build
 * (plugins/agents-note).
 */
export function AgentsNote() {
  const t = useSiteI18n();
  const copies = useMarkdownCopies();
  if (import.meta.env.SSG_MD) return null;
  // Under every title, but no part of the page: search skips it.
  return (
    <VisuallyHidden {...{ [SEARCH_SKIP_ATTRIBUTE]: '' }}>
      {t('agentsNote.page', copies)}
    </VisuallyHidden>
  );
}

/** The page's Markdown copy and the docs index, announced in the head. */
export function MarkdownCopyLinks() {
  const copies = useMarkdownCopies();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={copies.page} />
      <link rel="describedby" href={copies.index} />
    </Head>
  );
}
