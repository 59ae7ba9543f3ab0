import { useLang, useLocation, usePage, useSite } from '@rspress/core/runtime';
import { ChevronDownIcon } from '../icons/icons';
import { Link } from '../Link/Link';
import { useDisclosure } from '../ui/useDisclosure';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { translatePath } from '../utils/locale-path';
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
              <Link
                className={styles.link}
                href={translatePath(from, page.lang, lang) + search}
                lang={lang}
                hrefLang={lang}
                rel="alternate"
              >
                {label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
