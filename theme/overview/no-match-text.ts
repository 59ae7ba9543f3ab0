import type { SiteTextKey } from '../utils/use-site-i18n';

/**
 * What an overview lists, named by its front matter (`overviewLists`), so
 * a filter that matches nothing says so in the page's terms: no options on
 * the configuration overviews, no posts on the blog. Any other overview
 * speaks of pages.
 */
const NO_MATCH_TEXTS = {
  options: 'overview.noMatchingOptions',
  posts: 'overview.noMatchingPosts',
} as const satisfies Record<string, SiteTextKey>;

export function noMatchTextKey(lists: unknown): SiteTextKey {
  return typeof lists === 'string' && Object.hasOwn(NO_MATCH_TEXTS, lists)
    ? NO_MATCH_TEXTS[lists as keyof typeof NO_MATCH_TEXTS]
    : 'overview.noMatchingPages';
}
