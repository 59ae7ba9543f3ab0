import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, normalizeHref, type UserConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginAgentsNote } from './plugins/agents-note';
import { remarkCalloutTitles } from './plugins/callout-titles';
import { rehypeCodeAsHtml } from './plugins/code-as-html';
import { shortExportNames } from './plugins/export-names';
import { withInlineScriptsMinified } from './plugins/inline-scripts';
import { pluginOldRoutes } from './plugins/old-routes';
import {
  type OptionHistory,
  rehypeOptionHistory,
} from './plugins/option-history';
import { withPageSwitchesScript } from './plugins/page-switches/head-script';
import { withReaderLanguageFirst } from './plugins/reader-language/head-script';
import { BADGE_HOSTS, rehypeRemoteBadges } from './plugins/remote-badges';
import { withScriptsAfterContent } from './plugins/script-loading';
import { pluginSearchIndex } from './plugins/search-index';
import { pluginSearchRecords } from './plugins/search-records';
import { searchBuildSettings } from './plugins/search-records/build-settings';
import { pluginSecurityHeaders } from './plugins/security-headers';
import { searchConnectSources } from './plugins/security-headers/policy';
import { withoutBuildOnlyTexts } from './plugins/shared/build-only-texts';
import { pluginSitemap } from './plugins/sitemap';
import { socialMetaHead } from './plugins/social-meta';
import { pluginTranslationStatus } from './plugins/translation-status';
import { rehypeTwoslashPage } from './plugins/twoslash/page';
import { pluginHoverDataRefresh } from './plugins/twoslash/refresh';
import { typesOnHover } from './plugins/twoslash/transformer';
import { pluginUnusedCssVariables } from './plugins/unused-css-variables';
import {
  nameLazyChunksByBuildHash,
  pluginBrowserStandIns,
  pluginRspressRuntimeData,
  pluginSlimPageData,
  RUNTIME_DATA_REWRITES,
  withHeadGuardsFirst,
} from './rspress-adapter/build';
import { docsTermsOf } from './site/docs-terms';
import { renderAfterNavbarTag } from './site/first-paint';
import {
  DEFAULT_LANG,
  LANG_LABELS,
  LANG_TAGS,
  OG_LOCALES,
  SITE_LANGS,
} from './site/languages';
import {
  DOCS_SOURCE_BASE_URL,
  pageUrl,
  SITE_DESCRIPTION,
  SITE_TITLE,
  SITE_URL,
} from './site.config';

// The site's own look is served from the site (docs/public/logos): no
// third-party host is needed to draw a page, and offline it still renders.
const FAVICON_PATH = '/logos/rslib-favicon-48.png';
const NAVBAR_LOGO_PATH = '/logos/rslib-logo-64.png';
// Link previews need an absolute address.
const PREVIEW_IMAGE = {
  url: pageUrl('/logos/rslib-og-512.png'),
  width: 512,
  height: 512,
  alt: 'Rslib logo',
};
// DOCS_DIR lets the scale bench build a generated, larger copy of the docs.
const DOCS_ROOT = process.env.DOCS_DIR
  ? path.resolve(process.env.DOCS_DIR)
  : path.join(import.meta.dirname, 'docs');
// DOC_BUILD_DIR lets a second build (the hosted-search test build) sit beside the default one.
const OUT_DIR = path.join(
  import.meta.dirname,
  process.env.DOC_BUILD_DIR ?? 'doc_build',
);
const search = searchBuildSettings(process.env);
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
// The UI texts, for the build's own use (the version badges of option
// headings); Rspress reads the same file for the browser.
const UI_TEXTS = readJson('i18n.json');
// When each lib option was added, deprecated or removed
// (scripts/lib-option-history.mjs).
const OPTION_HISTORY: OptionHistory = readJson('site/lib-option-history.json');
// BENCH_SOURCE_MAPS=1 (bench/bundle-report.mjs only) writes source maps
// beside the scripts and styles so each chunk's bytes can be traced to their
// sources; the default build has none.
const SOURCE_MAPS = process.env.BENCH_SOURCE_MAPS === '1';

type BuilderConfig = NonNullable<UserConfig['builderConfig']>;

/**
 * Pages import pieces of the theme by `@site/theme/…` (a diagram, the
 * package-manager tabs): the import lands in the page's own chunk, not in
 * the script every page loads, and reads the same from any folder depth.
 */
const THEME_ALIAS = { '@site/theme': path.join(import.meta.dirname, 'theme') };

/**
 * The hosted-search test build (`npm run build:hosted-test`) compiles a
 * provider client pointed at the browser tests' local server in place of the
 * real one; no other build sees that module. Its build cache is kept apart
 * as well: Rspress's cache key does not cover this swap, so either kind of
 * build could otherwise reuse the other's cached module resolution.
 */
function testHostsBuilderConfig(): BuilderConfig {
  const searchTheme = path.join(import.meta.dirname, 'theme', 'search');
  return {
    resolve: {
      alias: {
        ...THEME_ALIAS,
        [path.join(searchTheme, 'hosted-client')]: path.join(
          searchTheme,
          'test-hosts-client.ts',
        ),
      },
    },
    // Rspress turns its build cache off with this variable; adding a
    // digest here would turn it back on.
    ...(process.env.RSPRESS_PERSISTENT_CACHE === 'false'
      ? {}
      : {
          performance: { buildCache: { cacheDigest: ['search-test-hosts'] } },
        }),
  };
}

const OPTION_HISTORY_INPUTS = [
  'i18n.json',
  'site/lib-option-history.json',
  'plugins/option-history/index.ts',
  'scripts/lib/option-path.mjs',
].map((file) => path.join(import.meta.dirname, file));

// What types on hover are drawn with: the cache would otherwise keep pages
// compiled with the old popups or stylesheet.
const TWOSLASH_INPUTS = [
  'plugins/twoslash/page.ts',
  'plugins/twoslash/renderer.ts',
  'plugins/twoslash/transformer.ts',
  'plugins/twoslash/checker.ts',
  'plugins/twoslash/hover-cache.ts',
  // The hover data pages are compiled from (see the README).
  'plugins/twoslash/hover-data.json',
  'plugins/shared/example-context.ts',
  'plugins/shared/mdx-esm.ts',
  'site/twoslash.ts',
  'theme/twoslash/popup.css',
  'theme/twoslash/popups.ts',
].map((file) => path.join(import.meta.dirname, file));

// One transformer and hover cache for the whole build (see the README).
const TYPES_ON_HOVER = typesOnHover(import.meta.dirname);

// Dependency patches (patch-package, run on install).
const PATCHES_DIR = path.join(import.meta.dirname, 'patches');

/** Addresses without `.html`: `/guide/start/quick-start`. */
const CLEAN_URLS = true;

/** `rspress build`, as opposed to the development server. */
const PRODUCTION = process.env.NODE_ENV === 'production';

export default defineConfig({
  root: DOCS_ROOT,
  outDir: OUT_DIR,
  title: SITE_TITLE,
  description: SITE_DESCRIPTION[DEFAULT_LANG],
  lang: DEFAULT_LANG,
  icon: FAVICON_PATH,
  logo: NAVBAR_LOGO_PATH,
  logoText: SITE_TITLE,
  // Absolute origin: Rspress then writes hreflang alternates as absolute URLs.
  siteOrigin: SITE_URL,
  // The plugins read the languages (and outDir, root) back from here.
  locales: SITE_LANGS.map((lang) => ({
    lang,
    label: LANG_LABELS[lang],
    title: SITE_TITLE,
    description: SITE_DESCRIPTION[lang],
  })),
  route: {
    cleanUrls: CLEAN_URLS,
    // Fragments included by several pages are not pages of their own.
    exclude: ['**/en/shared/**', '**/zh/shared/**'],
    // Rspress's own redirect sends every first visit, shared deep links
    // included, to the browser's language and drops the hash. The site's
    // head script (plugins/reader-language) redirects from the home page
    // only and offers the twin page elsewhere.
    localeRedirect: 'never',
  },
  markdown: {
    // Code blocks start unwrapped; the wrap button toggles each block.
    defaultWrapCode: false,
    // A callout title keeps its inline code (`:::warning The \`x\` option`).
    remarkPlugins: [remarkCalloutTitles],
    // Types on hover: ts blocks marked `twoslash` are type-checked against
    // the installed @rslib/core at build time (a type error fails the
    // build) and each identifier shows its type and doc comment.
    shiki: { transformers: [TYPES_ON_HOVER.transformer] },
    // Version badges stay on their host: lazy, in a fixed box, with alt text.
    // Lib option headings get the version that added (deprecated, removed)
    // the option, written into the page.
    // Highlighted code reaches the page script as markup, not token by token.
    rehypePlugins: [
      // The pages with types on hover get the script that shows the popups,
      // which download apart from the page; no other page carries them.
      // Before rehypeCodeAsHtml, which turns the tokens it links into markup.
      [
        rehypeTwoslashPage,
        {
          script: '@site/theme/twoslash/popups',
          popupDir: path.join(
            import.meta.dirname,
            'node_modules/.cache/twoslash-popups',
          ),
        },
      ],
      rehypeRemoteBadges,
      [
        rehypeOptionHistory,
        {
          history: OPTION_HISTORY,
          texts: UI_TEXTS,
          docsRoot: DOCS_ROOT,
          langs: SITE_LANGS,
        },
      ],
      // Last: the steps before it add to the page (badges after headings);
      // it replaces the blocks it draws from markup.
      [
        rehypeCodeAsHtml,
        {
          markupDir: path.join(
            import.meta.dirname,
            'node_modules/.cache/code-markup',
          ),
          // As the browser's Link does (cleanUrlByConfig); the site has no base.
          sitePathAsShown: (sitePath: string) =>
            normalizeHref(sitePath, CLEAN_URLS),
        },
      ],
    ],
    // Markdown links to a missing page or heading, and missing images, fail
    // the build here with their source file. Links written as HTML/JSX are
    // not seen at this stage: scripts/check-links.mjs checks the output.
    link: {
      checkDeadLinks: true,
      checkAnchors: true,
    },
  },
  // The theme's own image zoom loads its library when a reader points at a
  // doc image (theme/image-zoom); Rspress's would be part of every page.
  mediumZoom: false,
  llms: true,
  // The built-in search index is not built: the theme has its own search.
  search: false,
  // Texts only the build writes into pages stay out of every page's script.
  i18nSource: withoutBuildOnlyTexts,
  head: [
    renderAfterNavbarTag,
    // The canonical link and og:url: theme/layout/PageHead (they follow
    // client-side navigation).
    ...socialMetaHead({
      siteName: SITE_TITLE,
      image: PREVIEW_IMAGE,
      locales: OG_LOCALES,
    }),
    ...search.head,
  ],
  builderConfig: {
    // Custom properties nothing reads leave the stylesheets (production:
    // the development server's styles change with every edit).
    plugins: PRODUCTION ? [pluginUnusedCssVariables()] : [],
    source: {
      define: {
        ...search.define,
        // The search asks for the pages' own terms (site/docs-terms.ts).
        DOCS_TERMS: JSON.stringify({
          zh: docsTermsOf(
            JSON.parse(
              readFileSync(
                path.join(import.meta.dirname, 'docs-glossary.zh.json'),
                'utf8',
              ),
            ),
          ),
        }),
      },
    },
    resolve: { alias: THEME_ALIAS },
    // The build cache takes node_modules as unchanged while package.json is;
    // a new or changed patch of a dependency must rebuild what it patches.
    // (The bench's source-map build runs without the cache.)
    ...(process.env.RSPRESS_PERSISTENT_CACHE !== 'false' && {
      performance: {
        buildCache: {
          buildDependencies: [
            ...readdirSync(PATCHES_DIR).map((file) =>
              path.join(PATCHES_DIR, file),
            ),
            // The rewrites of Rspress's generated modules: the cache keeps
            // a loader's output while the loader file is unchanged, and
            // these are the modules that loader imports.
            ...RUNTIME_DATA_REWRITES,
            // What the option version badges are written from: the cache
            // would otherwise keep a page compiled with the old data.
            ...OPTION_HISTORY_INPUTS,
            ...TWOSLASH_INPUTS,
          ],
        },
      },
    }),
    output: {
      // A published class is its hash alone (the component's name stays in
      // the dev build): every class is written twice in the scripts and once
      // in the stylesheet, and the shorter names took 1.2 KB gzip off every
      // first visit. The site's own data-* attributes name the regions.
      ...(PRODUCTION && {
        cssModules: { localIdentName: '[hash:base64:5]' },
      }),
      ...(SOURCE_MAPS && { sourceMap: { js: 'source-map', css: true } }),
    },
    tools: {
      // Lazy chunks are named by the build's hash (see the adapter); the
      // exports chunks share get the shortest names.
      rspack: [nameLazyChunksByBuildHash, shortExportNames],
    },
    // Runs first in every page: keeps the site working without localStorage
    // and at addresses with broken percent-escapes; then the reader's
    // language (it reads the storage the guards provide), then the parts
    // the address switches off. The page's own scripts are requested after
    // its content (plugins/script-loading). Then the head's inline scripts
    // become one, and every inline script is minified (plugins/inline-scripts).
    html: {
      tags: [
        withPageSwitchesScript,
        withReaderLanguageFirst,
        withHeadGuardsFirst,
        // The development server serves an empty page that its scripts
        // draw: nothing paints before them, so they load at once there.
        ...(PRODUCTION ? [withScriptsAfterContent] : []),
        withInlineScriptsMinified,
      ],
    },
    ...(search.testHosts ? testHostsBuilderConfig() : {}),
  },
  themeConfig: {
    darkMode: true,
    enableAppearanceAnimation: true,
    enableScrollToTop: true,
    // More lines of the page on small screens; scrolling up, or focusing
    // anything in the navbar, brings it back.
    hideNavbar: 'auto',
    lastUpdated: true,
    // The note for AI agents is the theme's own (content/AgentsNote): in
    // the page's language and after its title.
    llmsUI: { injectLlmsHint: false },
    editLink: {
      docRepoBaseUrl: DOCS_SOURCE_BASE_URL,
    },
  },
  plugins: [
    // `npm run twoslash:refresh`: the committed hover data is rewritten.
    pluginHoverDataRefresh(import.meta.dirname, TYPES_ON_HOVER.cache),
    // The browser's head and router are the theme's own small modules; the
    // built HTML still comes from Rspress's server render with the real ones.
    pluginBrowserStandIns(),
    // A compact route list, leaner site data and base styles for every page.
    pluginRspressRuntimeData({ langs: SITE_LANGS, defaultLang: DEFAULT_LANG }),
    // Redirect pages at the previous site's routes, and `_redirects`.
    pluginOldRoutes({
      routesFile: path.join(import.meta.dirname, 'site/old-routes.json'),
      textsFile: path.join(import.meta.dirname, 'i18n.json'),
      siteTitle: SITE_TITLE,
    }),
    pluginSearchRecords(),
    // The embedded search's index; a hosted-search build does not use it.
    pluginSearchIndex({ enabled: !search.provider }),
    pluginSitemap({ siteUrl: SITE_URL }),
    pluginAgentsNote({
      siteUrl: SITE_URL,
      textsFile: path.join(import.meta.dirname, 'i18n.json'),
    }),
    // Translated pages older than their English page say so at the top.
    // TRANSLATION_TIMES_FIXTURE (the browser tests' build only) lays the
    // change times of a file over git's, to mark a page as outdated.
    pluginTranslationStatus({
      textsFile: path.join(import.meta.dirname, 'i18n.json'),
      timesFixture: process.env.TRANSLATION_TIMES_FIXTURE,
    }),
    pluginSecurityHeaders({
      imageSources: [
        // Version badges in the content of the getting-started pages; the
        // site's chrome (logos, favicon) is served from the site itself.
        ...BADGE_HOSTS.map((host) => `https://${host}`),
        // The theme's CSS draws a search field's clear button as a data: SVG.
        'data:',
      ],
      connectSources: searchConnectSources(search.provider, search.testHosts),
      // The embedded search engine is WebAssembly.
      webAssembly: !search.provider,
    }),
    pluginRss({
      siteUrl: SITE_URL,
      feed: [
        {
          id: 'blog-rss',
          test: /^\/blog\/.+/,
          title: 'Rslib Blog',
          language: LANG_TAGS.en,
          output: { type: 'rss', filename: 'blog-rss.xml' },
        },
        {
          id: 'blog-rss-zh',
          test: /^\/zh\/blog\/.+/,
          title: 'Rslib 博客',
          language: LANG_TAGS.zh,
          output: { type: 'rss', filename: 'blog-rss-zh.xml' },
        },
      ],
    }),
    // Last: other plugins read the page data it slims.
    pluginSlimPageData(),
  ],
});
