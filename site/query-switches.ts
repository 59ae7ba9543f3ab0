/**
 * SPEC 2.1: `?navbar=0`, `?sidebar=0`, `?outline=0` and `?footer=0` hide the
 * top bar, the sidebar, the outline and the doc footer. Each name is also the
 * Rspress frontmatter flag that hides the same part. Shared by the inline
 * head script the config adds (before the first paint) and the theme (after
 * hydration): both must set the same classes.
 */
export const QUERY_SWITCHES = [
  'navbar',
  'sidebar',
  'outline',
  'footer',
] as const;

export type QuerySwitch = (typeof QUERY_SWITCHES)[number];

/** Class set on <html> while a switch is on; CSS hides the part with it. */
export const hiddenPartClass = (part: QuerySwitch): string => `hide-${part}`;
