import {
  Children,
  type ComponentProps,
  isValidElement,
  type ReactNode,
} from 'react';
import { RSPRESS_HEADING_ANCHOR_CLASS } from '../../rspress-adapter/browser';
import { OPTION_HISTORY_ATTRIBUTE } from '../../site/option-history';
import { InlineMarkdown } from '../utils/InlineMarkdown';
import { AgentsNote } from './AgentsNote';
import { headingId } from './heading-id';
import { PageActions } from './PageActions';

/** The version badges the build put in a lib option page's title. */
const isBadgeLine = (node: ReactNode) =>
  isValidElement<object>(node) && OPTION_HISTORY_ATTRIBUTE in node.props;

/**
 * A page's title, its version badges if the build wrote any into it (lib
 * option pages), the note for AI agents, and under them the Markdown
 * actions ("Copy Markdown" and its menu) when the site publishes Markdown
 * copies (`llms`). The Markdown copy itself has no use for buttons.
 */
export function PageTitle({ children, ...props }: ComponentProps<'h1'>) {
  const parts = Children.toArray(children);
  return (
    <>
      <h1 {...props}>{parts.filter((part) => !isBadgeLine(part))}</h1>
      {parts.filter(isBadgeLine)}
      {import.meta.env.ENABLE_LLMS_UI && <AgentsNote />}
      {import.meta.env.ENABLE_LLMS_UI && !import.meta.env.SSG_MD && (
        <PageActions />
      )}
    </>
  );
}

const TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/**
 * A heading the site draws from a title rather than from Markdown (a page
 * without its own `#` heading, an overview group), with the same id and "#"
 * link a Markdown heading gets. In the Markdown copies it is a Markdown
 * heading again.
 */
export function TitleHeading({
  level,
  title,
  id = headingId(title),
}: {
  level: keyof typeof TAGS;
  title: string;
  /** When the title's own id is taken on the page. */
  id?: string;
}) {
  if (import.meta.env.SSG_MD) return `${'#'.repeat(level)} ${title}\n\n`;
  const Tag = level === 1 ? PageTitle : TAGS[level];
  return (
    <Tag id={id}>
      <InlineMarkdown text={title} />
      {/* biome-ignore lint/a11y/useAnchorContent: like the "#" of Markdown headings, a pointer-only shortcut; the heading itself is the content. */}
      <a
        className={RSPRESS_HEADING_ANCHOR_CLASS}
        href={`#${id}`}
        aria-hidden="true"
        tabIndex={-1}
      >
        #
      </a>
    </Tag>
  );
}
