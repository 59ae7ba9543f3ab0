import { createPortal } from 'react-dom';
import { useSiteI18n } from '../utils/use-site-i18n';

/**
 * SPEC 8: 'Unable to fetch results' in place of the results. Built from
 * DocSearch's own error-screen classes so it looks like the library's
 * screen, and placed where the modal shows its screens.
 */
export function SearchErrorScreen() {
  const t = useSiteI18n();
  const dropdown = document.querySelector(
    '.DocSearch-Modal .DocSearch-Dropdown',
  );
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM10 6v5m0 3v.01"
            stroke="currentColor"
            fill="none"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">
        {t('searchModal.errorScreen.titleText')}
      </p>
      <p className="DocSearch-Help">{t('searchModal.errorScreen.helpText')}</p>
    </div>,
    dropdown,
  );
}
