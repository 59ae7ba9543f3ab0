import type { UserConfig } from '@rspress/core';

type HeadEntry = NonNullable<UserConfig['head']>[number];

export interface SocialMetaOptions {
  siteName: string;
  /** The preview image: absolute URL (link previews need one), size, text. */
  image: { url: string; width: number; height: number; alt: string };
  /** Open Graph locale of each site language, e.g. { en: 'en_US' }. */
  locales: Readonly<Record<string, string>>;
}

/**
 * Open Graph and Twitter tags for the `head` config. Rspress' layout already
 * writes the description, og:title, og:description and og:type ("website")
 * from each page's front matter, and theme/layout/PageHead the og:url beside
 * the canonical link; these are the tags they leave out. The head functions
 * only receive the route (no title or description), which is all these tags
 * need.
 */
export function socialMetaHead({
  siteName,
  image,
  locales,
}: SocialMetaOptions): HeadEntry[] {
  return [
    ({ lang }) =>
      locales[lang]
        ? ['meta', { property: 'og:locale', content: locales[lang] }]
        : undefined,
    ['meta', { property: 'og:site_name', content: siteName }],
    ['meta', { property: 'og:image', content: image.url }],
    ['meta', { property: 'og:image:width', content: String(image.width) }],
    ['meta', { property: 'og:image:height', content: String(image.height) }],
    ['meta', { property: 'og:image:alt', content: image.alt }],
    // "summary": the image is a small square logo, not a wide banner.
    ['meta', { name: 'twitter:card', content: 'summary' }],
  ];
}
