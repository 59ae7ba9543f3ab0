import { normalizeImagePath } from '@rspress/core/runtime';
import type { ComponentProps } from 'react';
import { RSPRESS_HEADING_ANCHOR_CLASS } from '../../rspress-adapter/browser';
import { Link } from '../Link/Link';
import { CodeBlock } from './CodeBlock';
import { PageTitle } from './Heading';
import { HighlightedCode } from './HighlightedCode';
import { InlineCode } from './InlineCode';
import { StaticProse } from './StaticProse';
import { Table } from './Table';

const hasClass = (className: string | undefined, name: string) =>
  (className ?? '').split(' ').includes(name);

/**
 * Links go through the site's Link (client navigation, new tab for other
 * sites). The "#" link of a heading is hidden from screen readers and shows
 * on hover only; out of the tab order too, as the outline leads to the same
 * headings.
 */
function A(props: ComponentProps<'a'>) {
  const isHeadingAnchor = hasClass(
    props.className,
    RSPRESS_HEADING_ANCHOR_CLASS,
  );
  return <Link {...props} tabIndex={isHeadingAnchor ? -1 : props.tabIndex} />;
}

/**
 * A Markdown task list item ("- [ ] text") has a checkbox with no name; the
 * item's text becomes its label.
 */
function Li({ children, ...props }: ComponentProps<'li'>) {
  if (!hasClass(props.className, 'task-list-item')) {
    return <li {...props}>{children}</li>;
  }
  return (
    <li {...props}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the item's children start with its checkbox. */}
      <label>{children}</label>
    </li>
  );
}

/**
 * Image paths from Markdown, with the site's base path. The alt text is the
 * page's own, passed through: a missing one stays missing, for the
 * accessibility audit to find.
 */
function Img(props: ComponentProps<'img'>) {
  // biome-ignore lint/a11y/useAltText: the Markdown image's own alt, in props.
  return <img {...props} src={normalizeImagePath(props.src ?? '')} />;
}

/**
 * The components Markdown elements are drawn with: the page title with its
 * Markdown actions, code blocks with copy and wrap buttons, links, tables
 * and lists with their keyboard and screen reader fixes, and short inline
 * code kept on one line. Other elements are plain HTML, styled by the
 * article's stylesheet.
 */
export function getCustomMDXComponent() {
  return {
    h1: PageTitle,
    a: A,
    code: InlineCode,
    img: Img,
    li: Li,
    pre: CodeBlock,
    HighlightedCode,
    StaticProse,
    table: Table,
  };
}
