import type { UserConfig } from '@rspress/core';
import { type SimpleIcon, siDiscord, siGithub, siX } from 'simple-icons';
import { DOCS_REPO_URL } from './site.config';

type SocialLink = NonNullable<
  NonNullable<UserConfig['themeConfig']>['socialLinks']
>[number];

/**
 * The navbar links render only an icon. Rspress' preset icons carry no text,
 * so a screen reader would announce three unnamed links; these SVGs name
 * themselves (role="img" + aria-label), which gives each link its name.
 */
function labelledIcon(icon: SimpleIcon, label: string): { svg: string } {
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="100%" role="img" aria-label="${label}"><path fill="currentColor" d="${icon.path}"/></svg>`,
  };
}

export const SOCIAL_LINKS: SocialLink[] = [
  {
    icon: labelledIcon(siGithub, 'GitHub'),
    mode: 'link',
    content: DOCS_REPO_URL,
  },
  {
    icon: labelledIcon(siX, 'X (Twitter)'),
    mode: 'link',
    content: 'https://x.com/rspack_dev',
  },
  {
    icon: labelledIcon(siDiscord, 'Discord'),
    mode: 'link',
    content: 'https://discord.gg/XsaKEEk4mW',
  },
];
