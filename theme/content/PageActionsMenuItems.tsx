import { ChatIcon, ExternalLinkIcon, LinkIcon } from '../icons/icons';
import { useSiteI18n } from '../utils/use-site-i18n';
import { copyText } from './copy-text';
import styles from './PageActionsMenuItems.module.css';

/**
 * The entries of the menu beside "Copy Markdown": copy the public address
 * of the page's Markdown, or open the page in ChatGPT or Claude with a
 * prompt that names it (the one address an assistant can read).
 */
export function PageActionsMenuItems({
  markdownUrl,
  close,
}: {
  markdownUrl: string;
  close: () => void;
}) {
  const t = useSiteI18n();
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
    <>
      <li className={styles.entry}>
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
        <li key={name} className={styles.entry}>
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
    </>
  );
}
