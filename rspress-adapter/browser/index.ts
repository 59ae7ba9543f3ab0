/**
 * Relies on: nothing itself; the one door through which the theme reaches
 * the browser side of the adapter (Rspress internals: see each module).
 * The theme imports Rspress only through its public exports and this file.
 */
export { preloadHeadWriter } from './head/client-head';
export { setLocationGate } from './router/browser-router';
export {
  RSPRESS_CALLOUT_COMPONENT,
  RSPRESS_HEADING_ANCHOR_CLASS,
  RSPRESS_THEME,
} from './rspress-internals';
