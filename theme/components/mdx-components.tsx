import {
  getCustomMDXComponent as originalMDXComponents,
  type ShikiPreProps,
} from '@rspress/core/theme-original';
import { type ComponentProps, type JSX, type Ref, useRef } from 'react';
import { RSPRESS_HEADING_ANCHOR_CLASS } from '../rspress-internals';
import { useOverflowsParent } from '../utils/use-overflows-parent';
import { InlineCode } from './InlineCode';

const original = originalMDXComponents();
// Rspress' code block passes every other prop, ref included, to its <pre>.
const OriginalPre = original.pre as (
  props: ShikiPreProps & { ref?: Ref<HTMLPreElement> },
) => JSX.Element;
const OriginalTable = original.table;
const OriginalA = original.a;
const OriginalLi = original.li;

const hasClass = (className: string | undefined, name: string) =>
  (className ?? '').split(' ').includes(name);

/*
 * A code block or a table too wide for the page scrolls sideways; with
 * nothing in it to focus, keyboard users could not scroll it. Such a block
 * becomes a Tab stop (arrow keys then scroll it); the others stay out of the
 * tab order.
 */
function Pre(props: ShikiPreProps) {
  const ref = useRef<HTMLPreElement>(null);
  const overflows = useOverflowsParent(ref);
  return (
    <OriginalPre {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />
  );
}

function Table(props: ComponentProps<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  const overflows = useOverflowsParent(ref);
  return (
    <OriginalTable {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />
  );
}

/**
 * Rspress puts a "#" link in every heading, hidden from screen readers
 * (aria-hidden) yet still reached with Tab: keyboard users land on links they
 * cannot see (they show on hover only) and a screen reader does not name.
 * Out of the tab order they stay for the pointer; the outline links lead to
 * the same headings. The headings of Markdown content and the ones Rspress
 * renders itself (page titles from front matter, overview groups) both get
 * their links from here.
 */
function A(props: ComponentProps<'a'>) {
  const isHeadingAnchor = hasClass(
    props.className,
    RSPRESS_HEADING_ANCHOR_CLASS,
  );
  return (
    <OriginalA {...props} tabIndex={isHeadingAnchor ? -1 : props.tabIndex} />
  );
}

/**
 * A Markdown task list item ("- [ ] text") has a checkbox with no name; the
 * item's text becomes its label.
 */
function Li({ children, ...props }: ComponentProps<'li'>) {
  if (!hasClass(props.className, 'task-list-item')) {
    return <OriginalLi {...props}>{children}</OriginalLi>;
  }
  return (
    <OriginalLi {...props}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the item's children start with its checkbox. */}
      <label>{children}</label>
    </OriginalLi>
  );
}

/**
 * Rspress' Markdown components with keyboard and screen reader fixes: heading
 * links out of the tab order, wide code blocks and tables reachable by Tab,
 * task list checkboxes named; short inline code kept on one line.
 */
export function getCustomMDXComponent() {
  return {
    ...originalMDXComponents(),
    a: A,
    code: InlineCode,
    li: Li,
    pre: Pre,
    table: Table,
  };
}
