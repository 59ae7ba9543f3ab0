import { hiddenPartClass, QUERY_SWITCHES } from '../../site/query-switches';

/**
 * A static inline script for <head>: it marks <html> with the switched-off
 * parts before the first paint, so the statically served page never shows
 * them while the scripts load. After hydration the theme keeps these classes
 * in step with the address (see QuerySwitches.tsx in the theme).
 */
export function querySwitchesHeadScript(): string {
  const classes = JSON.stringify(
    Object.fromEntries(
      QUERY_SWITCHES.map((part) => [part, hiddenPartClass(part)]),
    ),
  );
  return `<script>{const q=new URLSearchParams(location.search),c=${classes};for(const k in c)if(q.get(k)==='0')document.documentElement.classList.add(c[k])}</script>`;
}
