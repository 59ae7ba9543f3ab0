import { usePage, useSite } from '@rspress/core/runtime';

/**
 * The page's source on the code host (SPEC 5): shown only with a configured
 * repository base; a trailing slash is added to the base before the path.
 */
export function useEditLink(): string | null {
  const { site } = useSite();
  const { page } = usePage();
  const base = site.themeConfig.editLink?.docRepoBaseUrl;
  if (!base || !page._relativePath) return null;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  return withSlash + String(page._relativePath).replace(/\\/g, '/');
}
