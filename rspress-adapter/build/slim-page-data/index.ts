// Relies on: the fields of Rspress's page data (PageIndexInfo) it inlines
// into every page's script, and which of them its browser runtime reads.
// Upstream would need to leave build-only fields out of the browser's page
// data for this to go.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin, UserConfig } from '@rspress/core';
import {
  docsRoot,
  outputDir,
  siteLanguages,
} from '../../../plugins/shared/site-config';
import {
  OVERVIEW_HEADINGS_MODULE,
  type OverviewPageHeadings,
} from '../../../site/overview-headings';
import { findOverviewScopes, type OverviewScope } from './overview-scopes';

type ClientHiddenField =
  | 'frontmatter'
  | 'toc'
  | 'description'
  | '_relativePath'
  | 'title'
  | 'version'
  | 'feeds';

/**
 * Keeps a field on the page data for other plugins (which hold on to these
 * objects and read them after the build) while leaving it out of the copy
 * Rspress serialises for the browser: that copy takes the enumerable fields.
 */
function hideFromClient(page: PageIndexInfo, field: ClientHiddenField) {
  Object.defineProperty(page, field, {
    value: page[field],
    enumerable: false,
    writable: true,
    configurable: true,
  });
}

/** The heading depths overview pages show of this page; empty if none lists it. */
const overviewDepthsOf = (routePath: string, scopes: OverviewScope[]) =>
  scopes
    .filter(
      ({ routePrefix }) =>
        routePath !== routePrefix && routePath.startsWith(routePrefix),
    )
    .flatMap((scope) => scope.depths);

/** Where a build's overview headings go: beside the build cache, one file per output folder. */
export const overviewHeadingsFile = (config: UserConfig) =>
  path.resolve(
    'node_modules/.cache/site-build',
    path.basename(outputDir(config)),
    'overview-headings.json',
  );

/** The config with `OVERVIEW_HEADINGS_MODULE` resolving to `file`. */
function withHeadingsModule(config: UserConfig, file: string): UserConfig {
  const builderConfig = config.builderConfig ?? {};
  const alias = builderConfig.resolve?.alias ?? {};
  if (typeof alias === 'function')
    throw new Error(
      'slim-page-data: builderConfig.resolve.alias must be an object to add the overview headings module',
    );
  return {
    ...config,
    builderConfig: {
      ...builderConfig,
      resolve: {
        ...builderConfig.resolve,
        alias: { ...alias, [OVERVIEW_HEADINGS_MODULE]: file },
      },
    },
  };
}

/**
 * Rspress inlines a summary of every page into the script every page loads.
 * A page reads its own title, outline and front matter from its own chunk,
 * and its source path from the route, so that summary keeps only what the
 * runtime reads of it (route, language, last-updated time, feeds). The
 * headings overview pages list of other pages go to a JSON file only the
 * overview chunk imports (`OVERVIEW_HEADINGS_MODULE`). Every page's front
 * matter, description, title and outline stay out of every page's script.
 * Register it last: it hides what other plugins' hooks have set (the feed
 * plugin's `feeds`) by what they left, and Rspress calls the hooks in the
 * order the plugins are listed. The overview pages are found in the docs
 * root and languages of the site config, before the pages are compiled.
 */
export function pluginSlimPageData(): RspressPlugin {
  let scopes: OverviewScope[] = [];
  let headingsFile = '';
  const listed = new Map<string, OverviewPageHeadings>();
  const writeHeadings = () =>
    writeFileSync(
      headingsFile,
      JSON.stringify(
        [...listed.values()].sort((a, b) =>
          a.routePath.localeCompare(b.routePath),
        ),
      ),
    );
  return {
    name: 'slim-page-data',
    config(config) {
      headingsFile = overviewHeadingsFile(config);
      mkdirSync(path.dirname(headingsFile), { recursive: true });
      listed.clear();
      // The file exists from the start, so the module always resolves.
      writeHeadings();
      return withHeadingsModule(config, headingsFile);
    },
    beforeBuild(config) {
      const { langs, defaultLang } = siteLanguages(config);
      scopes = findOverviewScopes(docsRoot(config), langs, defaultLang);
    },
    extendPageData(page) {
      for (const field of [
        'frontmatter',
        'description',
        '_relativePath',
        'title',
        'toc',
      ] as const)
        hideFromClient(page, field);
      if (!page.version) hideFromClient(page, 'version');
      if (!page.feeds?.length) hideFromClient(page, 'feeds');
      const depths = overviewDepthsOf(page.routePath, scopes);
      if (depths.length === 0) return;
      listed.set(page.routePath, {
        routePath: page.routePath,
        toc: page.toc
          .filter((header) => depths.includes(header.depth))
          .map(({ id, text, depth }) => ({ id, text, depth })),
      });
      // Rspress extends every page before it compiles any module, so the
      // file is complete by the time the overview chunk reads it.
      writeHeadings();
    },
  };
}
