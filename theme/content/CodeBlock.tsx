import { useSite } from '@rspress/core/runtime';
import { type ComponentProps, useRef, useState } from 'react';
import {
  CheckIcon,
  CopyIcon,
  LongLinesIcon,
  WrappedLinesIcon,
} from '../icons/icons';
import iconButton from '../ui/IconButton.module.css';
import { useHydrated } from '../utils/use-hydrated';
import { useOverflowsParent } from '../utils/use-overflows-parent';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './CodeBlock.module.css';
import { codeText } from './code-text';
import { copyText } from './copy-text';
import { useCopiedFlag } from './use-copied-flag';

/** How long the copy button shows its tick: 2 s. */
const COPIED_MS = 2000;

/**
 * What Rspress's Markdown compiler passes for a fenced block: the
 * highlighted `<pre>` and the fence's meta. Of the meta, the site's pages use
 * `title`; `wrapCode` overrides the site's default wrap for one block.
 */
export type CodeBlockProps = ComponentProps<'pre'> & {
  lang?: string;
  title?: string;
  wrapCode?: boolean;
  lineNumbers?: boolean;
  fold?: boolean;
  height?: number;
  containerElementClassName?: string;
  codeButtonGroupProps?: unknown;
};

/**
 * A fenced code block: its file name above it, and buttons to copy the code
 * and to wrap long lines. In the Markdown copies of the pages only the
 * `<pre>` is rendered, which becomes a fenced block with its language and
 * title again.
 */
export function CodeBlock({
  lang = 'txt',
  title,
  wrapCode,
  lineNumbers: _lineNumbers,
  fold: _fold,
  height: _height,
  containerElementClassName: _containerClass,
  codeButtonGroupProps: _buttonProps,
  ...preProps
}: CodeBlockProps) {
  if (import.meta.env.SSG_MD) {
    return <pre {...preProps} data-lang={lang} data-title={title} />;
  }
  return (
    <CodeFrame lang={lang} title={title} wrapCode={wrapCode} pre={preProps} />
  );
}

function CodeFrame({
  lang,
  title,
  wrapCode,
  pre,
}: {
  lang: string;
  title?: string;
  wrapCode?: boolean;
  pre: ComponentProps<'pre'>;
}) {
  const t = useSiteI18n();
  const { site } = useSite();
  const [wrapped, setWrapped] = useState(
    wrapCode ?? site.markdown?.defaultWrapCode ?? false,
  );
  const [copied, markCopied] = useCopiedFlag(COPIED_MS);
  const preRef = useRef<HTMLPreElement>(null);
  // A block too wide for the page scrolls sideways; with nothing in it to
  // focus, keyboard users could not scroll it. Such a block becomes a Tab
  // stop (arrow keys then scroll it); the others stay out of the tab order.
  const overflows = useOverflowsParent(preRef);
  // The buttons work only with the page's script: the served HTML leaves
  // them out (about 1 KB raw a block, 0.4 KB gzip on the longest reference
  // page) and they appear once the page has hydrated, hidden until the
  // block is hovered or a button is focused, as always.
  const hydrated = useHydrated();

  const copy = async () => {
    const code = preRef.current?.querySelector('code') ?? preRef.current;
    if (await copyText(codeText(code ?? null))) markCopied();
  };

  return (
    <div className={styles.block} data-code-block={lang}>
      {title && (
        <div className={styles.title} data-code-title="">
          {title}
        </div>
      )}
      <div className={styles.body}>
        <div
          className={styles.scroller}
          data-code-scroller=""
          data-wrapped={wrapped || undefined}
        >
          <pre {...pre} ref={preRef} tabIndex={overflows ? 0 : undefined} />
        </div>
        {hydrated && (
          <div className={styles.buttons} data-code-buttons="">
            <button
              type="button"
              className={`${iconButton.iconButton} ${styles.button}`}
              aria-label={t('codeButtonGroupWrapButtonText')}
              title={t('codeButtonGroupWrapButtonText')}
              aria-pressed={wrapped}
              onClick={() => setWrapped(!wrapped)}
            >
              {wrapped ? <WrappedLinesIcon /> : <LongLinesIcon />}
            </button>
            <button
              type="button"
              className={`${iconButton.iconButton} ${styles.button}`}
              aria-label={t('codeButtonGroupCopyButtonText')}
              title={t('codeButtonGroupCopyButtonText')}
              data-copied={copied || undefined}
              onClick={copy}
            >
              <CopyIcon className={styles.copyIcon} />
              <CheckIcon className={styles.copiedIcon} />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
