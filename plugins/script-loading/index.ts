/**
 * The page's scripts are requested after its first frame, not from <head>.
 *
 * Every page is complete HTML; its scripts only make it interactive
 * (hydration, client navigation, search). As `<script defer>` tags in
 * <head> the browser's preload scanner requests them with the document, so
 * on a slow connection about 140 KB of script shares the bandwidth with the
 * HTML and the stylesheet the first paint needs; and when they are cached
 * (any later visit) they run, hydrating the whole page, before a long page
 * is first painted. Added by a small inline script at the end of <body>
 * once the first frame is drawn, they are requested after the content,
 * keep their order (`async = false`) and never delay the first paint; links
 * work as plain links until they have run. A page opened in a background
 * tab paints nothing until shown, so there they are added at once.
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
  const add = `for(const src of ${JSON.stringify(sources)}){const s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)}`;
  return `(()=>{const add=()=>{${add}};if(document.visibilityState==="hidden")add();else requestAnimationFrame(()=>setTimeout(add))})()`;
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
