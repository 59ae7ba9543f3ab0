import { useLang, useLocation, usePage, useSite } from '@rspress/core/runtime';
import { IconArrowDown, Link, SvgWrapper } from '@rspress/core/theme-original';
import { translatePath } from '../utils/locale-path';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './LanguageSwitch.module.css';
import { useDisclosure } from './useDisclosure';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The navbar's language switch. Rspress' own opens only under a hovering
 * pointer; this one is a button, so the keyboard opens it too (Enter or
 * Space), Tab walks its links and Escape closes it. It keeps Rspress' look
 * and its hover behaviour for the pointer.
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
    <div className={`rp-nav-menu__item ${styles.root}`} {...rootProps}>
      <button
        {...triggerProps}
        className={`rp-nav-menu__item__container ${styles.trigger}`}
      >
        <VisuallyHidden>{t('languageSwitchLabel')} </VisuallyHidden>
        {current?.label}
        <SvgWrapper
          icon={IconArrowDown}
          className={`rp-nav-menu__item__icon ${styles.arrow}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={panelId}
        className={`rp-hover-group rp-hover-group--center${open ? '' : ' rp-hover-group--hidden'}`}
      >
        {locales.map(({ lang, label }) => (
          <li
            key={lang}
            className={`rp-hover-group__item${lang === currentLang ? ' rp-hover-group__item--active' : ''}`}
          >
            {lang === currentLang ? (
              <span
                className="rp-hover-group__item__link"
                lang={lang}
                aria-current="true"
              >
                {label}
              </span>
            ) : (
              <Link
                className="rp-hover-group__item__link"
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
