/**
 * The page's scripts are requested after its content, not from <head>.
 *
 * Every page is complete HTML; its scripts only make it interactive
 * (hydration, client navigation, search). As `<script defer>` tags in
 * <head> the browser's preload scanner requests them with the document, so
 * on a slow connection about 140 KB of script shares the bandwidth with the
 * HTML and the stylesheet the first paint needs. Added by a small inline
 * script at the end of <body>, they are requested once the document is
 * parsed (the browser has painted what it could by then), keep their order
 * (`async = false`) and, added before the load event, still hold it until
 * they have run, as deferred scripts did. Links work as plain links until
 * the scripts have run.
 */

interface HtmlTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
  head?: boolean;
  append?: boolean;
  children?: string;
}

const isEntryScript = (tag: HtmlTag) =>
  tag.tag === 'script' && typeof tag.attrs?.src === 'string';

/** The inline script that adds the page's scripts, in their order. */
export function scriptLoader(sources: string[]): string {
  return `for(const src of ${JSON.stringify(sources)}){const s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)}`;
}

/**
 * An Rsbuild `html.tags` handler: takes the page's script tags out of the
 * HTML and appends the loader that adds them to the end of <body>.
 */
export function withScriptsAfterContent(tags: HtmlTag[]): HtmlTag[] {
  const scripts = tags.filter(isEntryScript);
  if (scripts.length === 0) return tags;
  for (const script of scripts) {
    const { src: _src, defer: _defer, ...rest } = script.attrs ?? {};
    if (Object.values(rest).some((value) => value !== false && value != null))
      throw new Error(
        `script-loading: the loader cannot carry the attributes of ${JSON.stringify(script.attrs)}`,
      );
  }
  const sources = scripts.map((script) => String(script.attrs?.src));
  return [
    ...tags.filter((tag) => !isEntryScript(tag)),
    {
      tag: 'script',
      head: false,
      append: true,
      children: scriptLoader(sources),
    },
  ];
}
