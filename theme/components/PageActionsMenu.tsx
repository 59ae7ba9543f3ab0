import {
  copyToClipboard,
  IconAnthropic,
  IconDown,
  IconExternalLink,
  IconLink,
  IconOpenAI,
  SvgWrapper,
  useMdUrl,
} from '@rspress/core/theme-original';
import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';
import { SITE_URL } from '../../site.config';
import { RSPRESS_LLMS_BUTTON_CLASS } from '../rspress-internals';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './PageActionsMenu.module.css';
import { useDisclosure } from './useDisclosure';

/**
 * The arrow beside "Copy Markdown" at the top of each page, with the same
 * three actions as Rspress' own (copy the Markdown link, open the page in
 * ChatGPT or Claude). Rspress' puts the links inside the button and gives
 * the button no name; here the button is named, the links follow it, and
 * the list closes with Escape. The links give the public address, the only
 * one an assistant can read.
 */
export function PageActionsMenu() {
  const t = useSiteI18n();
  const { pathname } = useMdUrl();
  const { open, close, panelId, rootProps, triggerProps } = useDisclosure();
  const markdownUrl = new URL(pathname, SITE_URL).href;
  const prompt = `Read ${markdownUrl}, I want to ask questions about it.`;
  const assistants = [
    {
      name: 'ChatGPT',
      icon: IconOpenAI,
      href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt })}`,
    },
    {
      name: 'Claude',
      icon: IconAnthropic,
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
        // Looks like Rspress's "Copy Markdown" button beside it.
        className={`${RSPRESS_LLMS_BUTTON_CLASS} ${styles.trigger}`}
        aria-label={t('pageActionsLabel')}
      >
        <SvgWrapper
          icon={IconDown}
          className={styles.arrow}
          aria-hidden="true"
        />
      </button>
      <ul id={panelId} className={styles.menu} hidden={!open}>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              copyToClipboard(markdownUrl);
              close();
            }}
          >
            <span className={styles.icon}>
              <SvgWrapper icon={IconLink} aria-hidden="true" />
            </span>
            <span>{t('copyMarkdownLinkText')}</span>
          </button>
        </li>
        {assistants.map(({ name, icon, href }) => (
          <li key={name}>
            <a
              className={styles.item}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className={styles.icon}>
                <SvgWrapper icon={icon} aria-hidden="true" />
              </span>
              <span>{t('openInText', { name })}</span>
              <span className={styles.external}>
                <SvgWrapper icon={IconExternalLink} aria-hidden="true" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
