import { createElement } from 'react';
import { useDelegatedLinks } from '../Link/use-delegated-links';
import {
  CODE_MARKUP_ATTRIBUTE,
  codeMarkupValue,
} from './code-markup-attribute';
import { Table } from './Table';

/**
 * A paragraph, list, quote, table or section heading of plain prose (no
 * image or component in it; links as Link draws them), drawn from the
 * markup the build wrote (plugins/code-as-html, static-prose.ts) like a
 * highlighted block's code: its words are not in the page's script. On a
 * first visit the markup is the served element's own; after a client
 * navigation it comes from the page's markup file. Its site links behave as
 * Link's through listeners on the block; a table keeps its scrolling box.
 */
export function StaticProse({
  tag,
  markup,
  index,
  page,
  id,
}: {
  tag: 'p' | 'ul' | 'ol' | 'blockquote' | 'table' | `h${2 | 3 | 4 | 5 | 6}`;
  markup: readonly string[];
  index: number;
  page: string;
  /** A heading's. */
  id?: string;
}) {
  const props = {
    id,
    ...useDelegatedLinks(),
    [CODE_MARKUP_ATTRIBUTE]: codeMarkupValue(page, index),
    // The build's own markup of the page's Markdown, escaped by hast-util-to-html.
    dangerouslySetInnerHTML: { __html: markup[index] },
  };
  return tag === 'table' ? <Table {...props} /> : createElement(tag, props);
}
