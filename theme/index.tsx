/**
 * The site's theme. Rspress compiles and routes the pages and supplies the
 * runtime data; the site draws the page shell (layout/, NavBar/, Sidebar/,
 * Outline/, MenuBar/, DocFooter/) and the page content (content/: code
 * blocks, callouts, headings, the Markdown actions) itself. The runtime
 * imports `Layout`, `Root` and `useThemeState` from here; compiled pages
 * import `Callout` and `getCustomMDXComponent`. Pieces only some pages
 * show (the package-manager tabs, the diagrams) are imported by those pages
 * from `@site/theme/…`, so they travel in the pages' own chunks.
 */
import { installChunkRecovery } from './chunk-recovery';
import './palette.css';
import '../rspress-adapter/browser/rspress-internals.css';
import './index.css';
import './print.css';

if (typeof window !== 'undefined') installChunkRecovery();

// Names Rspress's own theme modules import from the site's theme (see
// the adapter's module for why).
export * from '../rspress-adapter/browser/theme-original-links';
export { Callout } from './content/Callout';
export { getCustomMDXComponent } from './content/mdx-components';
export { Link } from './Link/Link';
export { useLinkNavigate } from './Link/use-link-navigate';
export { Layout } from './layout/Layout';
export { PageSwitchesRoot as Root } from './page-switches/PageSwitchesRoot';
// The runtime's theme state: keeps the stored theme through hydration.
export { useThemeState } from './theme-state/use-theme-state';
