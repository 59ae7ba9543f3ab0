/// <reference types="@rsbuild/core/types" />

declare module 'site-overview-headings' {
  const pages: import('../site/overview-headings').OverviewPageHeadings[];
  export default pages;
}
