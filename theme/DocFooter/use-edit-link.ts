import { usePage, useSite } from '@rspress/core/runtime';

/**
 * The page's source on the code host: shown only with a configured
 * repository base; a trailing slash is added to the base before the path.
 */
export function useEditLink(): string | null {
  const { site } = useSite();
  const { page } = usePage();
  const base = site.themeConfig.editLink?.docRepoBaseUrl;
  // The source path relative to the docs root, as the route gives it
  // ('en/guide/start/quick-start.mdx'); the summary of every page that each
  // page's script carries has no source paths (slim-page-data).
  if (!base || !page.pagePath) return null;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  return withSlash + page.pagePath.replace(/\\/g, '/');
}
