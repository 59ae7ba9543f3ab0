import type { Header } from '@rspress/core';
import { useRef } from 'react';
import { useEditLink } from '../DocFooter/use-edit-link';
import { Link } from '../Link/Link';
import { InlineMarkdown, inlineMarkdownText } from '../utils/InlineMarkdown';
import { useKeepInView } from '../utils/use-keep-in-view';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './Outline.module.css';

/** The outline lists headings of levels 2 to 4. */
const FIRST_LEVEL = 2;

/** The active entry stays in view when the outline itself scrolls. */
function OutlineLink({ header, active }: { header: Header; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useKeepInView(ref, active, 'nav');
  return (
    <Link
      ref={ref}
      href={`#${header.id}`}
      className={styles.link}
      title={inlineMarkdownText(header.text)}
      data-depth={header.depth - FIRST_LEVEL}
      data-outline-link=""
      aria-current={active ? 'location' : undefined}
    >
      <InlineMarkdown text={header.text} breakAtDots />
    </Link>
  );
}

/**
 * The page's headings: a column beside the article on wide
 * screens, a dropdown from the menu bar on narrow ones. The active entry
 * follows the scroll position (use-active-anchor.ts).
 */
export function Outline({
  headers,
  activeId,
}: {
  headers: Header[];
  activeId: string | undefined;
}) {
  const t = useSiteI18n();
  const editLink = useEditLink();
  return (
    <div className={styles.outline}>
      <p className={styles.title} id="outline-title" data-outline-title="">
        {t('outlineTitle')}
      </p>
      <nav className={styles.list} aria-labelledby="outline-title">
        {headers.map((header) => (
          <OutlineLink
            key={header.id}
            header={header}
            active={header.id === activeId}
          />
        ))}
      </nav>
      {editLink && (
        <div className={styles.bottom}>
          <Link className={styles.edit} href={editLink}>
            {t('editLinkText')}
          </Link>
        </div>
      )}
    </div>
  );
}
