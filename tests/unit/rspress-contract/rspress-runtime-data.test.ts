import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { BASE_STYLES_ENTRY } from '../../../rspress-adapter/build/rspress-runtime-data';
import { inlineStylesheet } from '../../../rspress-adapter/build/rspress-runtime-data/group-preload';
import { routeGroupOf } from '../../../rspress-adapter/build/rspress-runtime-data/route-groups.mjs';
import {
  compactRouteList,
  i18nTextEntry,
  i18nTextGroup,
  PAGE_READY_EXPORT,
  pageDataEntry,
  pageDataGroup,
  routeGroupEntry,
  routeGroupModule,
  siteDataEntry,
  siteDataGroup,
  UNUSED_BASE_STYLES,
  withoutSidebarFileKeys,
  withoutUnusedBaseStyles,
} from '../../../rspress-adapter/build/rspress-runtime-data/transforms.mjs';
import { inRspress } from './installed-rspress';

// Two routes as Rspress 2 writes its route list (RouteService); the build
// itself fails if the installed Rspress writes anything else.
const GENERATED_ROUTES = `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = () => import(/* webpackChunkName: "route-b15f487febc0" */ "/site/docs/en/blog/index.mdx")
const Route0 = lazyWithPreload(loadRoute0)
const loadRoute1 = () => import(/* webpackChunkName: "route-0abf56d6ca3e" */ "/site/docs/zh/guide/start/index.mdx")
const Route1 = lazyWithPreload(loadRoute1)
const loadRoute2 = () => import(/* webpackChunkName: "route-5d41402abc4b" */ "/site/docs/zh/index.md")
const Route2 = lazyWithPreload(loadRoute2)
export const routes = [
{ path: '/blog/', element: React.createElement(Route0), filePath: 'en/blog/index.mdx', preload: async () => {
        await Route0.preload();
        return loadRoute0();
      }, lang: 'en', version: '' },
{ path: '/zh/guide/start/', element: React.createElement(Route1), filePath: 'zh/guide/start/index.mdx', preload: async () => {
        await Route1.preload();
        return loadRoute1();
      }, lang: 'zh', version: '' },
{ path: '/zh/', element: React.createElement(Route2), filePath: 'zh/index.md', preload: async () => {
        await Route2.preload();
        return loadRoute2();
      }, lang: 'zh', version: '' }
];
`;

interface Route {
  path: string;
  element: { type: { load: () => Promise<string> } };
  filePath: string;
  preload: () => Promise<string>;
  lang: string;
  version: string;
}

/** Runs a route list module with stand-ins for React, the lazy wrapper and import(). */
function evaluateRoutes(
  module: string,
  calls: string[],
  importPage: (path: string) => Promise<unknown> = async (path) => path,
): Route[] {
  const body = module
    .replace(/^import .*$/gm, '')
    .replace(/^export const (?!routes\b).*$/gm, '')
    .replace(/\bimport\(/g, 'load(')
    .replace('export const routes =', 'return');
  const React = { createElement: (type: unknown) => ({ type }) };
  const lazyWithPreload = (load: () => Promise<string>) => ({
    load,
    preload: async () => {
      calls.push('preload');
    },
  });
  const load = async (path: string) => {
    calls.push(`import ${path}`);
    return importPage(path);
  };
  return new Function('React', 'lazyWithPreload', 'load', body)(
    React,
    lazyWithPreload,
    load,
  );
}

describe('the compact route list', () => {
  test('builds the same route objects as the generated list', async () => {
    const before: string[] = [];
    const after: string[] = [];
    const generated = evaluateRoutes(GENERATED_ROUTES, before);
    const compact = evaluateRoutes(compactRouteList(GENERATED_ROUTES), after);
    expect(
      compact.map(({ path, filePath, lang, version }) => ({
        path,
        filePath,
        lang,
        version,
      })),
    ).toEqual(
      generated.map(({ path, filePath, lang, version }) => ({
        path,
        filePath,
        lang,
        version,
      })),
    );
    for (const [index, route] of compact.entries()) {
      expect(await route.preload()).toBe(await generated[index].preload());
      expect(await route.element.type.load()).toBe(
        await generated[index].element.type.load(),
      );
    }
    expect(after).toEqual(before);
    expect(after).toContain('import /site/docs/zh/guide/start/index.mdx');
  });

  test('renames each page chunk page-<hash>: Rspress preloads route-<hash> chunks from the head at once, before the first paint', () => {
    const compact = compactRouteList(GENERATED_ROUTES);
    expect(compact).toContain('/* webpackChunkName: "page-b15f487febc0" */');
    expect(compact).toContain('/* webpackChunkName: "page-0abf56d6ca3e" */');
  });

  test('a page module that exports __pageReady renders once it has settled', async () => {
    let release = () => {};
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = { [PAGE_READY_EXPORT]: ready, default: 'Page' };
    const [route] = evaluateRoutes(
      compactRouteList(GENERATED_ROUTES),
      [],
      async () => page,
    );
    let settled = false;
    const loaded = route.element.type.load().then((module) => {
      settled = true;
      return module;
    });
    const preloaded = route.preload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    expect(await loaded).toBe(page);
    expect(await preloaded).toBe(page);
  });

  test('is shorter than the generated list', () => {
    expect(compactRouteList(GENERATED_ROUTES).length).toBeLessThan(
      GENERATED_ROUTES.length,
    );
  });

  test('fails the build on a list it does not know', () => {
    expect(() =>
      compactRouteList(GENERATED_ROUTES.replace("lang: 'zh'", "locale: 'zh'")),
    ).toThrow(/shape this adapter does not know/);
    expect(() =>
      compactRouteList(
        GENERATED_ROUTES.replace('export const routes', 'export const pages'),
      ),
    ).toThrow(/shape this adapter does not know/);
    expect(() =>
      compactRouteList(
        GENERATED_ROUTES.replace(
          'const Route1 = lazyWithPreload(loadRoute1)',
          'const Route1 = lazyWithPreload(loadRoute1, { eager: true })',
        ),
      ),
    ).toThrow(/shape this adapter does not know/);
  });
});

describe('route groups', () => {
  const languages = { langs: ['en', 'zh'], defaultLang: 'en' };
  test.each([
    ['/', 'en:'],
    ['/index.html', 'en:'],
    ['/guide/', 'en:guide'],
    ['/guide/start/quick-start', 'en:guide'],
    ['/Guide/Start/Quick-Start.html', 'en:guide'],
    ['/guide/start/quick%2Dstart', 'en:guide'],
    ['/config/lib/dts#dts-bundle', 'en:config'],
    ['/zh', 'zh:'],
    ['/zh/', 'zh:'],
    ['/ZH/Guide/Start/', 'zh:guide'],
    ['/zh/blog/introducing-rslib?x=1', 'zh:blog'],
    ['/%E0%A4%A/page', 'en:%e0%a4%a'],
  ])('%s is in group %s', (pathname, group) => {
    expect(routeGroupOf(pathname, languages)).toBe(group);
  });
});

// Rspress's page summaries and site data as it generates them, for the two
// routes of GENERATED_ROUTES.
const GENERATED_PAGE_DATA = `export const pageData = ${JSON.stringify(
  {
    pages: [
      { routePath: '/blog/', lang: 'en', lastUpdatedTime: '1' },
      { routePath: '/zh/guide/start/', lang: 'zh', lastUpdatedTime: '2' },
    ],
  },
  null,
  2,
)};
          export const searchIndexHash = {};`;
const GENERATED_SITE_DATA = `export default ${JSON.stringify({
  base: '/',
  themeConfig: {
    locales: [
      {
        lang: 'en',
        sidebar: {
          '/blog/': [{ text: 'Blog', link: '/blog/', _fileKey: 'en/blog' }],
          '/guide/': [{ text: 'Guide', link: '/guide/start/' }],
        },
      },
      {
        lang: 'zh',
        sidebar: {
          '/zh/guide/': [{ text: '指南', link: '/zh/guide/start/' }],
        },
      },
    ],
  },
})}`;

const GENERATED_TEXTS = `export default ${JSON.stringify(
  {
    editLinkText: { en: 'Edit this page', zh: '编辑此页' },
    lastUpdatedText: { en: 'Last updated', zh: '最后更新于' },
    heroSubtitle: { en: 'Build libraries', zh: '构建库' },
    versionsText: { en: 'Versions', zh: '版本' },
  },
  null,
  2,
)}`;

interface BrowserRoutes {
  routes: Route[];
  loadRouteGroup: (pathname: string) => Promise<void>;
  routeGroupLoaded: (pathname: string) => boolean;
  loadRstackTexts: (lang: string) => Promise<void>;
  pageData: { pages: { routePath: string }[] };
  siteData: {
    themeConfig: { locales: { lang: string; sidebar: object }[] };
  };
  texts: Record<string, Record<string, string>>;
}

/**
 * Runs the browser's route list as the bundle would: its static imports
 * are the rewritten page data and site data, and each group's import runs
 * that group's modules; `fail` makes the next group import reject.
 */
function evaluateBrowserRoutes(imports: string[], fail: { next: boolean }) {
  const languages = { langs: ['en', 'zh'], defaultLang: 'en' };
  const pageData = JSON.parse(
    pageDataEntry(GENERATED_PAGE_DATA)
      .split('\n')[0]
      .replace(/^export const pageData = /, '')
      .replace(/;$/, ''),
  );
  const siteData = JSON.parse(
    siteDataEntry(GENERATED_SITE_DATA, languages).replace(
      'export default ',
      '',
    ),
  );
  const texts = JSON.parse(
    i18nTextEntry(GENERATED_TEXTS).replace('export default ', ''),
  );
  const entry = routeGroupEntry(GENERATED_ROUTES, {
    ...languages,
    groupsModule: '/site/route-groups.mjs',
  });
  const body = `${entry
    .replace(/^import .*$/gm, '')
    .replace(/\bimport\(/g, 'load(')
    .replace(/^export (const|function) /gm, '$1 ')}
return { routes, loadRouteGroup, routeGroupLoaded, loadRstackTexts };`;
  const React = { createElement: (type: unknown) => ({ type }) };
  const lazyWithPreload = (load: () => Promise<string>) => ({
    load,
    preload: async () => {},
  });
  const load = async (request: string) => {
    imports.push(request);
    if (fail.next) {
      fail.next = false;
      throw new Error('offline');
    }
    const group = decodeURIComponent(request.split('?route-group=')[1]);
    if (request.startsWith('virtual-i18n-text'))
      return {
        default: JSON.parse(
          i18nTextGroup(GENERATED_TEXTS, group).replace(
            /^export default |;\n$/g,
            '',
          ),
        ),
      };
    const module = routeGroupModule(GENERATED_ROUTES, group, languages);
    const routes = new Function(
      'load',
      module
        .slice(module.indexOf('export const routes = '))
        .replace('export const routes = ', 'return ')
        .replace(/\bimport\(/g, 'load('),
    )(async (path: string) => path);
    return {
      routes,
      pages: JSON.parse(
        pageDataGroup(GENERATED_PAGE_DATA, group, languages).replace(
          /^export const pages = |;\n$/g,
          '',
        ),
      ),
      sidebars: JSON.parse(
        siteDataGroup(GENERATED_SITE_DATA, group, languages).replace(
          /^export default |;\n$/g,
          '',
        ),
      ),
    };
  };
  const exported = new Function(
    'React',
    'lazyWithPreload',
    'pageData',
    'siteData',
    'texts',
    'routeGroupOf',
    'load',
    body,
  )(React, lazyWithPreload, pageData, siteData, texts, routeGroupOf, load);
  return { ...exported, pageData, siteData, texts } as BrowserRoutes;
}

describe('the browser’s route list, by group', () => {
  test('starts empty: no route, page summary, section sidebar or UI text', () => {
    const browser = evaluateBrowserRoutes([], { next: false });
    expect(browser.routes).toEqual([]);
    expect(browser.texts).toEqual({});
    expect(browser.pageData.pages).toEqual([]);
    for (const locale of browser.siteData.themeConfig.locales)
      expect(locale.sidebar).toEqual({});
  });

  test('a path loads its section’s routes, summaries and sidebar, once', async () => {
    const imports: string[] = [];
    const browser = evaluateBrowserRoutes(imports, { next: false });
    expect(browser.routeGroupLoaded('/zh/guide/start/')).toBe(false);
    await browser.loadRouteGroup('/ZH/Guide/Start/index.html');
    await browser.loadRouteGroup('/zh/guide/other');
    expect(imports.sort()).toEqual([
      'virtual-i18n-text?route-group=zh%3A',
      'virtual-routes?route-group=zh%3Aguide',
    ]);
    // The texts of the page's language, and of no other.
    expect(browser.texts).toEqual({
      editLinkText: { zh: '编辑此页' },
      lastUpdatedText: { zh: '最后更新于' },
    });
    expect(browser.routeGroupLoaded('/zh/guide/start/')).toBe(true);
    expect(browser.routes.map((route) => route.path)).toEqual([
      '/zh/guide/start/',
    ]);
    expect(await browser.routes[0].preload()).toBe(
      '/site/docs/zh/guide/start/index.mdx',
    );
    expect(browser.pageData.pages.map((page) => page.routePath)).toEqual([
      '/zh/guide/start/',
    ]);
    const [en, zh] = browser.siteData.themeConfig.locales;
    expect(Object.keys(zh.sidebar)).toEqual(['/zh/guide/']);
    expect(en.sidebar).toEqual({});
  });

  test('another section adds its own, keeping what was loaded', async () => {
    const browser = evaluateBrowserRoutes([], { next: false });
    await browser.loadRouteGroup('/zh/guide/start/');
    await browser.loadRouteGroup('/blog/');
    expect(browser.routes.map((route) => route.path)).toEqual([
      '/zh/guide/start/',
      '/blog/',
    ]);
    const [en] = browser.siteData.themeConfig.locales;
    expect(en.sidebar).toEqual({
      '/blog/': [{ text: 'Blog', link: '/blog/' }],
    });
  });

  test('a home page loads its own texts and routes; its routes share the id of its language’s texts', async () => {
    const imports: string[] = [];
    const browser = evaluateBrowserRoutes(imports, { next: false });
    await browser.loadRouteGroup('/zh/guide/start/');
    // A section's pages do not get the home page's texts.
    expect(browser.texts.heroSubtitle).toBeUndefined();
    expect(browser.routeGroupLoaded('/zh/')).toBe(false);
    imports.length = 0;
    await browser.loadRouteGroup('/zh/');
    expect(imports.sort()).toEqual([
      'virtual-i18n-text?route-group=zh%3Ahome',
      'virtual-routes?route-group=zh%3A',
    ]);
    expect(browser.routeGroupLoaded('/zh/')).toBe(true);
    expect(browser.texts.heroSubtitle).toEqual({ zh: '构建库' });
    expect(browser.texts.editLinkText).toEqual({ zh: '编辑此页' });
    // Texts no component draws reach no page.
    expect(browser.texts.versionsText).toBeUndefined();
  });

  test('the Rstack menu’s list loads the tools’ texts of its language alone, once', async () => {
    const imports: string[] = [];
    const browser = evaluateBrowserRoutes(imports, { next: false });
    await browser.loadRouteGroup('/guide/start/');
    imports.length = 0;
    await browser.loadRstackTexts('en');
    await browser.loadRstackTexts('en');
    expect(imports).toEqual(['virtual-i18n-text?route-group=en%3Arstack']);
  });

  test('a path of no section (the 404 page) loads its language’s texts only', async () => {
    const imports: string[] = [];
    const browser = evaluateBrowserRoutes(imports, { next: false });
    expect(browser.routeGroupLoaded('/zh/no-such-section/page')).toBe(false);
    await browser.loadRouteGroup('/zh/no-such-section/page');
    expect(browser.routeGroupLoaded('/zh/no-such-section/page')).toBe(true);
    expect(imports).toEqual(['virtual-i18n-text?route-group=zh%3A']);
    expect(browser.texts.editLinkText).toEqual({ zh: '编辑此页' });
  });

  test('a page in another language adds that language’s texts', async () => {
    const browser = evaluateBrowserRoutes([], { next: false });
    await browser.loadRouteGroup('/zh/guide/start/');
    await browser.loadRouteGroup('/blog/');
    expect(browser.texts.editLinkText).toEqual({
      zh: '编辑此页',
      en: 'Edit this page',
    });
  });

  test('a group that failed to load is asked for again', async () => {
    const imports: string[] = [];
    const browser = evaluateBrowserRoutes(imports, { next: true });
    await expect(browser.loadRouteGroup('/blog/')).rejects.toThrow('offline');
    expect(browser.routeGroupLoaded('/blog/')).toBe(false);
    await browser.loadRouteGroup('/blog/');
    // The texts' import failed and is asked for again; the section's
    // routes, which did load, are not.
    expect(imports.sort()).toEqual([
      'virtual-i18n-text?route-group=en%3A',
      'virtual-i18n-text?route-group=en%3A',
      'virtual-routes?route-group=en%3Ablog',
    ]);
    expect(browser.routeGroupLoaded('/blog/')).toBe(true);
    expect(browser.routes.map((route) => route.path)).toEqual(['/blog/']);
  });

  test('fails the build on page data it does not know', () => {
    expect(() =>
      pageDataEntry(GENERATED_PAGE_DATA.replace('pageData', 'pages')),
    ).toThrow(/shape this adapter does not know/);
  });
});

describe('the site data', () => {
  const siteData = {
    title: 'Rslib',
    themeConfig: {
      locales: [
        {
          lang: 'en',
          sidebar: {
            '/guide': [
              {
                text: 'Start',
                items: [
                  {
                    text: 'Quick start',
                    link: '/guide/start/quick-start.html',
                    _fileKey: 'en/guide/start/quick-start',
                  },
                ],
              },
            ],
          },
        },
      ],
    },
  };

  test('keeps everything but the sidebar items’ source-file keys', () => {
    const rewritten = withoutSidebarFileKeys(
      `export default ${JSON.stringify(siteData, null, 2)}`,
    );
    const data = JSON.parse(rewritten.replace('export default ', ''));
    expect(data.themeConfig.locales[0].sidebar['/guide'][0].items[0]).toEqual({
      text: 'Quick start',
      link: '/guide/start/quick-start.html',
    });
    expect(data.title).toBe('Rslib');
  });

  test('fails the build on site data it does not know', () => {
    expect(() =>
      withoutSidebarFileKeys(
        `export const siteData = ${JSON.stringify(siteData)}`,
      ),
    ).toThrow(/shape this adapter does not know/);
    expect(() =>
      withoutSidebarFileKeys(
        `export default ${JSON.stringify({ title: 'Rslib' })}`,
      ),
    ).toThrow(/shape this adapter does not know/);
  });
});

describe('the base stylesheet entry', () => {
  // The installed Rspress's own file: an upgrade that moves or renames one
  // of these imports fails here (and the build fails on the same check).
  const installed = readFileSync(inRspress(BASE_STYLES_ENTRY), 'utf8');

  test('loses the progress bar, scrollbar, home palette and code notation styles', () => {
    const rewritten = withoutUnusedBaseStyles(installed);
    for (const file of UNUSED_BASE_STYLES)
      expect(rewritten).not.toContain(`"${file}"`);
  });

  test('keeps the palette, the base rules and the code colours', () => {
    const rewritten = withoutUnusedBaseStyles(installed);
    for (const file of [
      './vars/base-vars.css',
      './vars/brand-vars.css',
      './vars/shiki-vars.css',
      './base.css',
    ])
      expect(rewritten).toContain(`import "${file}";`);
  });

  test('fails the build on an entry it does not know', () => {
    expect(() =>
      withoutUnusedBaseStyles(
        installed.replace('./scrollbar.css', './scroll.css'),
      ),
    ).toThrow(/shape this adapter does not know/);
  });
});

describe('a lazy chunk’s stylesheet inlined in the page', () => {
  test('carries the address the bundler’s stylesheet loader looks for', () => {
    expect(
      inlineStylesheet('static/css/async/tabs.0a1b.css', '.tabs{gap:4px}'),
    ).toBe(
      '<style data-href="/static/css/async/tabs.0a1b.css">.tabs{gap:4px}</style>',
    );
  });

  test('fails the build on text that would end the element early', () => {
    expect(() =>
      inlineStylesheet(
        'static/css/async/x.css',
        'a::after{content:"</style>"}',
      ),
    ).toThrow(/cannot be inlined/);
  });
});
