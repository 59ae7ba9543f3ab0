import { AFTER_PAINT_PRELOADS } from '../../site/first-paint';

/**
 * The page's scripts are requested after its first paint, not from <head>.
 *
 * Every page is complete HTML; its scripts only make it interactive
 * (hydration, client navigation, search). As `<script defer>` tags in
 * <head> the browser's preload scanner requests them with the document, so
 * on a slow connection about 140 KB of script shares the bandwidth with the
 * HTML and the stylesheet the first paint needs. A small inline script at
 * the end of <body> adds them instead, once the page has painted its content
 * (which needs the stylesheet), keeping their order (`async = false`).
 * The lazy chunks the page needs wait with them: <head> lists them in a
 * `<meta>` (site/first-paint.ts), and the loader adds a preload link for
 * each just before it adds the scripts.
 * Links work as plain links until the scripts have run. The load event no
 * longer waits for the scripts; tests wait for hydration itself
 * (scripts/lib/hydrated.mjs).
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

/**
 * The inline script that adds the page's lazy-chunk preloads and then its
 * scripts, in their order, once the browser reports the first contentful
 * paint. Without paint timing (older engines) they follow the first frame:
 * a requestAnimationFrame callback runs just before the frame is painted,
 * and the timeout it sets after. In a background tab, which paints nothing,
 * they are added at once; and a page that never reports a contentful paint
 * gets them 3 s after its load.
 */
export function scriptLoader(sources: string[]): string {
  const preloads = `const m=document.querySelector('meta[name="${AFTER_PAINT_PRELOADS}"]');if(m)for(const href of m.content.split(" ")){const l=document.createElement("link");l.rel="preload";l.as="script";l.href=href;document.head.appendChild(l)}`;
  const add = `if(done)return;done=true;${preloads}for(const src of ${JSON.stringify(sources)}){const s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)}`;
  const afterPaint =
    'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();add()}}).observe({type:"paint",buffered:true})';
  return `(()=>{let done=false;const add=()=>{${add}};if(document.visibilityState==="hidden")return add();addEventListener("load",()=>setTimeout(add,3000));if(typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint"))${afterPaint};else requestAnimationFrame(()=>setTimeout(add))})()`;
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
