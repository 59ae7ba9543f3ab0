import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';
import { SITE_URL } from '../../site.config';
import {
  ChatIcon,
  ChevronDownIcon,
  ExternalLinkIcon,
  LinkIcon,
} from '../icons/icons';
import { useDisclosure } from '../ui/useDisclosure';
import { useSiteI18n } from '../utils/use-site-i18n';
import { copyText } from './copy-text';
import pageActions from './PageActions.module.css';
import styles from './PageActionsMenu.module.css';

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
  const { open, close, panelId, rootProps, triggerProps } = useDisclosure();
  const markdownUrl = new URL(markdownPath, SITE_URL).href;
  const prompt = `Read ${markdownUrl}, I want to ask questions about it.`;
  const assistants = [
    {
      name: 'ChatGPT',
      href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt })}`,
    },
    {
      name: 'Claude',
      href: `https://claude.ai/new?${new URLSearchParams({ q: prompt })}`,
    },
  ];

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
      <ul id={panelId} className={styles.menu} hidden={!open}>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              void copyText(markdownUrl);
              close();
            }}
          >
            <span className={styles.icon}>
              <LinkIcon />
            </span>
            <span>{t('copyMarkdownLinkText')}</span>
          </button>
        </li>
        {assistants.map(({ name, href }) => (
          <li key={name}>
            <a
              className={styles.item}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className={styles.icon}>
                <ChatIcon />
              </span>
              <span>{t('openInText', { name })}</span>
              <span className={styles.external}>
                <ExternalLinkIcon />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
