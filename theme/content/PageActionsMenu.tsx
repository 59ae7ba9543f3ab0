import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';
import { SITE_URL } from '../../site.config';
import { ChevronDownIcon } from '../icons/icons';
import { useDisclosure } from '../ui/useDisclosure';
import { useLazyPanelContent } from '../ui/useLazyPanelContent';
import { useSiteI18n } from '../utils/use-site-i18n';
import pageActions from './PageActions.module.css';
import styles from './PageActionsMenu.module.css';

/** The entries: not part of a first visit, loaded when the menu is first reached. */
const loadItems = () =>
  import(
    /* webpackChunkName: "page-actions-menu" */ './PageActionsMenuItems'
  ).then((module) => module.PageActionsMenuItems);

/**
 * The arrow beside "Copy Markdown" at the top of each page, with the same
 * three actions as Rspress' own (copy the Markdown link, open the page in
 * ChatGPT or Claude). Rspress' puts the links inside the button and gives
 * the button no name; here the button is named, the links follow it, and
 * the list closes with Escape. The links give the public address, the only
 * one an assistant can read.
 */
export function PageActionsMenu({ markdownPath }: { markdownPath: string }) {
  const t = useSiteI18n();
  const disclosure = useDisclosure();
  const { Content, rootProps, triggerProps } = useLazyPanelContent(
    loadItems,
    disclosure,
  );

  return (
    // Menu text, not content: the search records leave it out.
    <div
      className={styles.root}
      {...rootProps}
      {...{ [SEARCH_SKIP_ATTRIBUTE]: '' }}
    >
      <button
        {...triggerProps}
        // Looks like the "Copy Markdown" button beside it.
        className={`${pageActions.button} ${styles.trigger}`}
        aria-label={t('pageActionsLabel')}
      >
        <ChevronDownIcon className={styles.arrow} />
      </button>
      <ul
        id={disclosure.panelId}
        className={styles.menu}
        hidden={!disclosure.open}
      >
        {Content && (
          <Content
            markdownUrl={new URL(markdownPath, SITE_URL).href}
            close={disclosure.close}
          />
        )}
      </ul>
    </div>
  );
}
