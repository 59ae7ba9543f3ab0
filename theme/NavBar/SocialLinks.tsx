import { useSite } from '@rspress/core/runtime';
import styles from './NavBar.module.css';

/** SPEC 4: the first five social links show inline; the site has three. */
const INLINE_SOCIAL_LINKS = 5;

/**
 * The social links (code host, microblog, chat). Each icon is an SVG that
 * names itself (social-links.ts), which names its link.
 */
export function SocialLinks() {
  const { site } = useSite();
  const links = (site.themeConfig.socialLinks ?? []).slice(
    0,
    INLINE_SOCIAL_LINKS,
  );
  return (
    <ul className={styles.social}>
      {links.map(({ icon, content }) => (
        <li key={content}>
          <a
            className={styles.socialLink}
            href={content}
            target="_blank"
            rel="noopener noreferrer"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own SVG strings from social-links.ts.
            dangerouslySetInnerHTML={{
              __html: typeof icon === 'object' ? icon.svg : '',
            }}
          />
        </li>
      ))}
    </ul>
  );
}
