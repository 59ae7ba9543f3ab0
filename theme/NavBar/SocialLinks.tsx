import { withBase } from '@rspress/core/runtime';
import type { CSSProperties } from 'react';
import { SOCIAL_LINKS, socialIconPath } from '../../site/social-links';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import styles from './NavBar.module.css';

/**
 * The social links (code host, microblog, chat), named by hidden text. The
 * icons are files the site serves, drawn in the text colour as a CSS mask:
 * their drawings stay out of every page's script.
 */
export function SocialLinks() {
  return (
    <ul className={styles.social}>
      {SOCIAL_LINKS.map(({ name, href, icon }) => (
        <li key={href}>
          <a
            className={styles.socialLink}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <VisuallyHidden>{name}</VisuallyHidden>
            <span
              className={styles.socialIcon}
              style={
                {
                  '--icon': `url(${withBase(socialIconPath(icon))})`,
                } as CSSProperties
              }
              aria-hidden="true"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
