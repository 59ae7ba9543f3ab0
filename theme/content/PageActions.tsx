import { routePathToMdPath, usePage } from '@rspress/core/runtime';
import { CheckIcon, CopyIcon } from '../icons/icons';
import { useSiteI18n } from '../utils/use-site-i18n';
import { copyMarkdown } from './copy-markdown';
import styles from './PageActions.module.css';
import { PageActionsMenu } from './PageActionsMenu';
import { useCopiedFlag } from './use-copied-flag';

/** How long "Copy Markdown" shows its tick. */
const COPIED_MS = 1500;

/**
 * The row under a page's title: "Copy Markdown" puts the page's Markdown
 * copy (the one llms.txt lists) on the clipboard; the menu beside it holds
 * the other Markdown actions.
 */
export function PageActions() {
  const t = useSiteI18n();
  const { page } = usePage();
  const [copied, markCopied] = useCopiedFlag(COPIED_MS);
  const markdownPath = routePathToMdPath(page.routePath);

  const copy = async () => {
    try {
      if (await copyMarkdown(markdownPath)) markCopied();
    } catch (error) {
      // The copy could not be fetched (offline, say): nothing was copied.
      console.error(error);
    }
  };

  return (
    // Buttons and a menu, not prose: the article's link styles stay out.
    <div className={styles.row} data-not-prose="">
      <button
        type="button"
        className={styles.button}
        data-copied={copied || undefined}
        onClick={copy}
      >
        <span className={styles.icons}>
          <CopyIcon className={styles.copyIcon} />
          <CheckIcon className={styles.copiedIcon} />
        </span>
        {t('copyMarkdownText')}
      </button>
      <PageActionsMenu markdownPath={markdownPath} />
    </div>
  );
}
