/**
 * The `<code>` of a highlighted block, from the markup the build wrote (see
 * `plugins/code-as-html`). The tokens need no React of their own: nothing in
 * them is interactive, and hydration keeps the server's markup as it is.
 */
export function HighlightedCode({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own Shiki output, escaped by hast-util-to-html.
  return <code dangerouslySetInnerHTML={{ __html: html }} />;
}
