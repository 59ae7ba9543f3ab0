/**
 * The site's theme. Rspress compiles and routes the pages and supplies the
 * runtime data; the site draws the page shell itself (layout/, NavBar/,
 * Sidebar/, Outline/, MenuBar/, DocFooter/). The runtime imports `Layout`,
 * `Root` and `useThemeState` from here; Rspress's content components, which
 * the pages still use, import the rest of these names from here too, so the
 * site's versions (links, Markdown actions) take their place.
 */
import { installChunkRecovery } from './chunk-recovery';
import './rspress-internals.css';
import './index.css';

if (typeof window !== 'undefined') installChunkRecovery();

// Content components Rspress renders inside the article, and what they need.
export {
  Badge,
  Callout,
  CodeBlock,
  CodeButtonGroup,
  copyToClipboard,
  DocContent,
  FallbackHeading,
  getCopyableText,
  IconAnthropic,
  IconArrowDown,
  IconCopy,
  IconDeprecated,
  IconDown,
  IconExperimental,
  IconExternalLink,
  IconLink,
  IconOpenAI,
  IconSuccess,
  IconWrap,
  IconWrapped,
  LlmsContainer,
  LlmsCopyButton,
  // Not rendered (the site draws its own overview, theme/overview); Rspress's
  // theme module graph links against these names.
  Overview,
  OverviewGroup,
  renderHtmlOrText,
  renderInlineMarkdown,
  SvgWrapper,
  Tag,
  useCodeButtonGroup,
  useScrollAfterNav,
} from '@rspress/core/theme-original';
export { getCustomMDXComponent } from './components/mdx-components';
// The page's Markdown actions, with a named button and no links inside it.
export { PageActionsMenu as LlmsViewOptions } from './components/PageActionsMenu';
export { Link } from './Link/Link';
export { useLinkNavigate } from './Link/use-link-navigate';
export { Layout } from './layout/Layout';
export { PackageManagerTabs } from './package-manager-tabs/PackageManagerTabs';
export { PageSwitchesRoot as Root } from './page-switches/PageSwitchesRoot';
// The runtime's theme state: keeps the stored theme through hydration.
export { useThemeState } from './theme-state/use-theme-state';
