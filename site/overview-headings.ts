/**
 * The headings overview pages list of other pages. The build
 * writes them to a JSON file (rspress-adapter/build/slim-page-data) that only the overview
 * chunk imports, under this module name; every other page's script goes
 * without them.
 */
export const OVERVIEW_HEADINGS_MODULE = 'site-overview-headings';

/** A heading of a listed page, as the page's outline has it. */
export interface OverviewHeading {
  id: string;
  text: string;
  depth: number;
}

/** A page some overview lists, with the headings at the depths it shows. */
export interface OverviewPageHeadings {
  routePath: string;
  toc: OverviewHeading[];
}
