import { createElement } from 'react';
import { CODE_MARKUP_ATTRIBUTE } from './code-markup-attribute';

/**
 * A paragraph, list or quote of plain prose (no link, image or component in
 * it), drawn from the markup the build wrote (plugins/code-as-html,
 * static-prose.ts) like a highlighted block's code: its words are not in the
 * page's script. On a first visit the markup is the served element's own;
 * after a client navigation it comes from the page's markup file.
 */
export function StaticProse({
  tag,
  markup,
  index,
  page,
}: {
  tag: 'p' | 'ul' | 'ol' | 'blockquote';
  markup: readonly string[];
  index: number;
  page: string;
}) {
  return createElement(tag, {
    [CODE_MARKUP_ATTRIBUTE]: `${page}/${index}`,
    // The build's own markup of the page's Markdown, escaped by hast-util-to-html.
    dangerouslySetInnerHTML: { __html: markup[index] },
  });
}
