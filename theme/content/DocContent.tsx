import { MDXProvider } from '@mdx-js/react';
import { Content, usePage, useSite } from '@rspress/core/runtime';
import { RSPRESS_CALLOUT_COMPONENT } from '../../rspress-adapter/browser';
import { Callout } from './Callout';
import { TitleHeading } from './Heading';
import { getCustomMDXComponent } from './mdx-components';
import { useScrollToHash } from './use-scroll-to-hash';

// The same object on every render, so MDX content does not re-render for it.
const components = {
  ...getCustomMDXComponent(),
  [RSPRESS_CALLOUT_COMPONENT]: Callout,
};

/**
 * The page's own title when its Markdown has no `#` heading, unless the
 * site turned `fallbackHeadingTitle` off.
 */
function FallbackTitle() {
  const { page } = usePage();
  const { site } = useSite();
  if (site.themeConfig.fallbackHeadingTitle === false) return null;
  if (page.headingTitle || !page.title) return null;
  return <TitleHeading level={1} title={page.title} />;
}

/** A doc page's Markdown, drawn with the site's content components. */
export function DocContent({ withTitle = true }: { withTitle?: boolean }) {
  useScrollToHash();
  return (
    <MDXProvider components={components}>
      {withTitle && <FallbackTitle />}
      <Content />
    </MDXProvider>
  );
}
