import { useLang, useLocation, usePage, useSite } from '@rspress/core/runtime';
import type { MouseEvent } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { Link } from '../Link/Link';
import { useLinkNavigate } from '../Link/use-link-navigate';
import { useTwinAddress } from '../twin-page/use-twin-address';
import { useDisclosure } from '../ui/useDisclosure';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { translatePath } from '../utils/locale-path';
import { isModifiedClick } from '../utils/url';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './LanguageSwitch.module.css';

/**
 * The navbar's language switch. Rspress' own opens only under a hovering
 * pointer; this one is a button, so the keyboard opens it too (Enter or
 * Space), Tab walks its links and Escape closes it; a resting pointer opens
 * it too.
 */
export function LanguageSwitch() {
  const t = useSiteI18n();
  const { site } = useSite();
  const currentLang = useLang();
  const { page } = usePage();
  const { pathname, search } = useLocation();
  const { open, panelId, rootProps, triggerProps } = useDisclosure({
    hover: true,
  });

  const locales = site.locales ?? [];
  if (locales.length < 2) return null;
  const current = locales.find((locale) => locale.lang === currentLang);
  // A missing page has no translation: its switch leads to the home page.
  const from = page.pageType === '404' ? '/' : pathname;

  return (
    // Hover (in rootProps) is a pointer-only shortcut; the keyboard uses the button.
    <div className={styles.root} {...rootProps}>
      <button {...triggerProps} className={styles.trigger}>
        <VisuallyHidden>{t('languageSwitchLabel')} </VisuallyHidden>
        {current?.label}
        <ChevronDownIcon className={styles.arrow} />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {locales.map(({ lang, label }) => (
          <li key={lang}>
            {lang === currentLang ? (
              <span className={styles.link} lang={lang} aria-current="true">
                {label}
              </span>
            ) : (
              <TwinLink
                lang={lang}
                href={translatePath(from, page.lang, lang) + search}
                atSection={page.pageType !== '404'}
              >
                {label}
              </TwinLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The link to the page in another language. A click opens the twin at the
 * section the reader is at (use-twin-address.ts), not at its top; the
 * link's own address, for a new tab, is the twin's top.
 */
function TwinLink({
  lang,
  href,
  atSection,
  children,
}: {
  lang: string;
  href: string;
  atSection: boolean;
  children: string;
}) {
  const twinAddress = useTwinAddress(lang);
  const navigate = useLinkNavigate();
  const open = (event: MouseEvent) => {
    if (!atSection || isModifiedClick(event)) return;
    event.preventDefault();
    void twinAddress().then(navigate);
  };
  return (
    <Link
      className={styles.link}
      href={href}
      lang={lang}
      hrefLang={lang}
      rel="alternate"
      onClick={open}
    >
      {children}
    </Link>
  );
}
