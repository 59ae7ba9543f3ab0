import { PAGE_SWITCHES, switchedOffClass } from '../../site/page-switches';

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
  return `<script>{const q=new URLSearchParams(location.search),c=${classes};for(const k in c)if(q.get(k)==='0')document.documentElement.classList.add(c[k])}</script>`;
}
