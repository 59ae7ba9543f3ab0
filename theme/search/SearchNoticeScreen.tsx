import { createPortal } from 'react-dom';

/**
 * A screen in place of the modal's results, built from DocSearch's own
 * error-screen classes so it looks like the library's screens, and placed
 * where the modal shows them: 'Unable to fetch results' when a search
 * failed, and on the development server the note that search needs a build.
 */
export function SearchNoticeScreen({
  title,
  help,
}: {
  title: string;
  help: string;
}) {
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
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>,
    dropdown,
  );
}
