import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { BASE_STYLES_ENTRY } from '../../plugins/rspress-runtime-data';
import {
  compactRouteList,
  UNUSED_BASE_STYLES,
  withoutSidebarFileKeys,
  withoutUnusedBaseStyles,
} from '../../plugins/rspress-runtime-data/transforms.mjs';

// Two routes as Rspress 2 writes its route list (RouteService); the build
// itself fails if the installed Rspress writes anything else.
const GENERATED_ROUTES = `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = () => import(/* webpackChunkName: "route-b15f487febc0" */ "/site/docs/en/blog/index.mdx")
const Route0 = lazyWithPreload(loadRoute0)
const loadRoute1 = () => import(/* webpackChunkName: "route-0abf56d6ca3e" */ "/site/docs/zh/guide/start/index.mdx")
const Route1 = lazyWithPreload(loadRoute1)
export const routes = [
{ path: '/blog/', element: React.createElement(Route0), filePath: 'en/blog/index.mdx', preload: async () => {
        await Route0.preload();
        return loadRoute0();
      }, lang: 'en', version: '' },
{ path: '/zh/guide/start/', element: React.createElement(Route1), filePath: 'zh/guide/start/index.mdx', preload: async () => {
        await Route1.preload();
        return loadRoute1();
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
function evaluateRoutes(module: string, calls: string[]): Route[] {
  const body = module
    .replace(/^import .*$/gm, '')
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
    return path;
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

  test('keeps each chunk name, which Rspress uses to list a page’s chunk in its HTML', () => {
    const compact = compactRouteList(GENERATED_ROUTES);
    expect(compact).toContain('/* webpackChunkName: "route-b15f487febc0" */');
    expect(compact).toContain('/* webpackChunkName: "route-0abf56d6ca3e" */');
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
  const installed = readFileSync(BASE_STYLES_ENTRY, 'utf8');

  test('loses the progress bar, scrollbar and home palette styles', () => {
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
      './shiki.css',
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
