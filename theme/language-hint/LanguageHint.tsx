import { usePage } from '@rspress/core/runtime';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { SITE_LANGS } from '../../site/languages';
import {
  LANGUAGE_HINT_DISMISSED_KEY,
  READER_LANG_ATTRIBUTE,
} from '../../site/reader-language';
import { REGION } from '../../site/regions';
import { MAIN_CONTENT_ID } from '../components/SkipLink';
import { CloseIcon } from '../icons/icons';
import { Link } from '../Link/Link';
import { useLinkNavigate } from '../Link/use-link-navigate';
import { useTwinAddress } from '../twin-page/use-twin-address';
import iconButton from '../ui/IconButton.module.css';
import { translatePath } from '../utils/locale-path';
import { isModifiedClick } from '../utils/url';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './LanguageHint.module.css';

/**
 * A slim bar under the navbar that offers the page in the other language,
 * written in that language, to a reader whose browser prefers it. Every
 * page carries it; CSS shows it only when the head script found that
 * preference (plugins/reader-language), so it is there from the first
 * paint and nothing moves for it. Its texts are keyed by the page's
 * language like every text of i18n.json, and worded in the twin's.
 */
export function LanguageHint() {
  const t = useSiteI18n();
  const { page } = usePage();
  const twinLang = SITE_LANGS.find((lang) => lang !== page.lang);
  const twinAddress = useTwinAddress(twinLang ?? page.lang);
  const navigate = useLinkNavigate();
  const [href, setHref] = useState<string | null>(null);
  if (!twinLang || page.pageType === '404') return null;

  // The served page cannot know the hash: the address with the section is
  // worked out as the reader comes near the link, so copying it or opening
  // it in a new tab leads to the same section as a click.
  const refresh = () => {
    void twinAddress().then(setHref);
  };
  const open = (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    void twinAddress().then(navigate);
  };
  const dismiss = () => {
    try {
      localStorage.setItem(LANGUAGE_HINT_DISMISSED_KEY, '1');
    } catch {
      // Storage refused: the hint goes for this page view only.
    }
    document.documentElement.removeAttribute(READER_LANG_ATTRIBUTE);
    // The button goes with the hint; the reader carries on at the content.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <div
      className={styles.hint}
      lang={twinLang}
      data-region={REGION.languageHint}
    >
      <Link
        className={styles.link}
        href={href ?? translatePath(page.routePath, page.lang, twinLang)}
        hrefLang={twinLang}
        rel="alternate"
        onPointerEnter={refresh}
        onFocus={refresh}
        onClick={open}
      >
        {t('languageHint.read')}
      </Link>
      <button
        type="button"
        className={iconButton.iconButton}
        aria-label={t('languageHint.dismiss')}
        onClick={dismiss}
      >
        <CloseIcon className={styles.icon} />
      </button>
    </div>
  );
}
