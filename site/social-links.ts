import { DOCS_REPO_URL } from '../site.config';

/**
 * The navbar's social links: the link's name, its address and
 * the icon the site serves for it (docs/public/icons, the Simple Icons
 * drawings; tests/unit/social-links checks them against the package).
 */
export const SOCIAL_LINKS = [
  { name: 'GitHub', href: DOCS_REPO_URL, icon: 'github' },
  { name: 'X (Twitter)', href: 'https://x.com/rspack_dev', icon: 'x' },
  { name: 'Discord', href: 'https://discord.gg/XsaKEEk4mW', icon: 'discord' },
] as const;

/** The served file of an icon, under the site's base path. */
export const socialIconPath = (icon: string) => `/icons/${icon}.svg`;
