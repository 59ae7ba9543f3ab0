import { PAGE_SWITCHES, switchedOffClass } from '../../site/page-switches';

interface HeadTag {
  tag: string;
  head?: boolean;
  append?: boolean;
  children?: string;
}

/**
 * A static inline script for <head>: it marks <html> with the parts the
 * address switches off before the first paint, so the statically served
 * page never shows them while the scripts load. After hydration the theme
 * keeps these classes in step with the address (theme/page-switches).
 */
export function pageSwitchesHeadScript(): string {
  const classes = JSON.stringify(
    Object.fromEntries(
      PAGE_SWITCHES.map((name) => [name, switchedOffClass(name)]),
    ),
  );
  return `{const q=new URLSearchParams(location.search),c=${classes};for(const k in c)if(q.get(k)==='0')document.documentElement.classList.add(c[k])}`;
}

/**
 * An Rsbuild `html.tags` handler that puts the script at the top of <head>,
 * with the other scripts that run before the first paint, so that it joins
 * them in one script (plugins/inline-scripts).
 */
export function withPageSwitchesScript(tags: HeadTag[]): HeadTag[] {
  return [
    {
      tag: 'script',
      head: true,
      append: false,
      children: pageSwitchesHeadScript(),
    },
    ...tags,
  ];
}
