import {
  CODE_MARKUP_ATTRIBUTE,
  codeMarkupValue,
} from './code-markup-attribute';

/**
 * The `<code>` of a highlighted block, from the markup the build wrote (see
 * `plugins/code-as-html`): `markup` holds every block of the page, `index`
 * picks this one, `page` is the page's key. The tokens need no React of
 * their own: nothing in them is interactive, and hydration keeps the
 * server's markup as it is.
 */
export function HighlightedCode({
  markup,
  index,
  page,
}: {
  markup: readonly string[];
  index: number;
  page: string;
}) {
  return (
    <code
      {...{ [CODE_MARKUP_ATTRIBUTE]: codeMarkupValue(page, index) }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own Shiki output, escaped by hast-util-to-html.
      dangerouslySetInnerHTML={{ __html: markup[index] }}
    />
  );
}
