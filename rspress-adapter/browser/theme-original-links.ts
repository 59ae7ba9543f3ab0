/**
 * Relies on: the module layout of Rspress's own theme. Its runtime renders
 * its LlmsHint from its theme module, whose sibling modules (its Markdown
 * buttons, never rendered here) import these names from the site's theme.
 * Upstream would need to stop importing theme names from a theme the site
 * replaces (or import them from its own module) for this file to go.
 *
 * They are re-exported so those imports link; nothing uses them, so they
 * are left out of the bundle.
 */
export {
  copyToClipboard,
  IconAnthropic,
  IconCopy,
  IconDown,
  IconExternalLink,
  IconLink,
  IconOpenAI,
  IconOpenInChat,
  IconSuccess,
  renderHtmlOrText,
  SvgWrapper,
} from '@rspress/core/theme-original';
