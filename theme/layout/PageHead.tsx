import {
  Head,
  useFrontmatter,
  useHead,
  useLocaleSiteData,
  usePage,
  useSite,
} from '@rspress/core/runtime';
import { createElement, useMemo } from 'react';
import { DEFAULT_LANG } from '../../site/languages';
import { pageUrl } from '../../site.config';

/** Title and suffix joined by " - ", unless the suffix starts with a dash or a bar. */
export function joinTitle(title: string, suffix: string | undefined): string {
  if (!suffix) return title;
  const trimmed = suffix.trim();
  const separator = /^[-|]/.test(trimmed) ? ' ' : ' - ';
  return `${title.trim()}${separator}${trimmed}`;
}

type HeadTag = [string, Record<string, string>];

/**
 * The document's title, language, address and description tags, and the
 * head tags a page's front matter asks for. A page that sets its own `og:*`
 * or description tag keeps it. The canonical address is written here, not
 * in the config's build-time head, so that it follows client-side
 * navigation: a phone's share sheet offers it as the page's address.
 */
export function PageHead() {
  const { page } = usePage();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const locale = useLocaleSiteData();
  const siteTitle = site.title || locale.title || '';
  const pageTitle = frontmatter.title ?? page.title;
  const suffix = frontmatter.titleSuffix || siteTitle;
  const title =
    page.pageType === 'home'
      ? joinTitle(siteTitle, frontmatter.titleSuffix)
      : page.pageType === '404'
        ? joinTitle('404', siteTitle)
        : pageTitle
          ? joinTitle(pageTitle, suffix)
          : siteTitle;
  // The page's own chunk brings its front matter; the summary of every page
  // that each page's script carries has no descriptions (slim-page-data).
  const description =
    (frontmatter.description as string | undefined) ||
    site.description ||
    locale.description;
  const head = frontmatter.head as HeadTag[] | undefined;
  const own = new Set(
    (head ?? [])
      .filter(([tag]) => tag === 'meta')
      .map(([, attrs]) => attrs.property ?? attrs.name),
  );

  const url = pageUrl(page.routePath);
  useHead({
    htmlAttrs: { lang: page.lang || DEFAULT_LANG },
    title,
    link: [{ rel: 'canonical', href: url }],
    meta: [
      own.has('og:url') ? undefined : { property: 'og:url', content: url },
      own.has('og:type')
        ? undefined
        : { property: 'og:type', content: 'website' },
      own.has('og:title')
        ? undefined
        : { property: 'og:title', content: title },
      ...(description
        ? [
            own.has('description')
              ? undefined
              : { name: 'description', content: description },
            own.has('og:description')
              ? undefined
              : { property: 'og:description', content: description },
          ]
        : []),
    ],
  });

  const extraTags = useMemo(
    () =>
      head?.map(([tag, attrs]) =>
        createElement(tag, { key: JSON.stringify([tag, attrs]), ...attrs }),
      ),
    [head],
  );
  return <Head>{extraTags ?? null}</Head>;
}
