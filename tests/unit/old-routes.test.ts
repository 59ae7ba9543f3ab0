import { describe, expect, it } from '@rstest/core';
import {
  htmlFileOf,
  type OldRoutes,
  redirectPage,
  redirectsFile,
} from '../../plugins/old-routes';
import { redirectTargetOf } from '../../plugins/shared/built-pages';
import oldRoutesData from '../../site/old-routes.json';
import { LANGS, ROUTES, routeIn } from '../routes';

const data: OldRoutes = oldRoutesData;
const current = new Set(
  LANGS.flatMap((lang) => ROUTES.map((route) => routeIn(lang, route))),
);
const languageOf = (route: string) =>
  route === '/zh' || route.startsWith('/zh/') ? 'zh' : 'en';

describe('site/old-routes.json', () => {
  it('names the commit of the previous site it was read from', () => {
    expect(data.source.repository).toBe('web-infra-dev/rslib');
    expect(data.source.commit).toMatch(/^[0-9a-f]{40}$/);
    // Both languages of the previous site, more than a handful of pages each.
    expect(
      data.oldRoutes.filter((route) => languageOf(route) === 'en').length,
    ).toBeGreaterThan(50);
    expect(
      data.oldRoutes.filter((route) => languageOf(route) === 'zh').length,
    ).toBeGreaterThan(50);
  });

  it('leads every old route that is not a route here to a route of this site', () => {
    const lost = data.oldRoutes.filter(
      (route) => !current.has(route) && !(route in data.redirects),
    );
    expect(
      lost,
      'old routes with no page here: map them in site/old-routes.json, or add the page to the route table in tests/routes.ts',
    ).toEqual([]);
    const deadTargets = Object.entries(data.redirects).filter(
      ([, to]) => !current.has(to),
    );
    expect(
      deadTargets,
      'redirect targets that are not routes of tests/routes.ts: fix the target in site/old-routes.json or the route table in tests/routes.ts',
    ).toEqual([]);
  });

  it('redirects only old routes this site does not have, each to a page in its language', () => {
    for (const [from, to] of Object.entries(data.redirects)) {
      expect({ from, old: data.oldRoutes.includes(from) }).toEqual({
        from,
        old: true,
      });
      expect({ from, current: current.has(from) }).toEqual({
        from,
        current: false,
      });
      expect({ from, lang: languageOf(to) }).toEqual({
        from,
        lang: languageOf(from),
      });
    }
  });

  it('maps both languages of each moved page alike', () => {
    const english = Object.entries(data.redirects).filter(
      ([from]) => languageOf(from) === 'en',
    );
    const chinese = Object.fromEntries(
      Object.entries(data.redirects).filter(
        ([from]) => languageOf(from) === 'zh',
      ),
    );
    expect(english.length).toBeGreaterThan(0);
    expect(Object.keys(chinese).length).toBe(english.length);
    for (const [from, to] of english) {
      expect(chinese[`/zh${from}`]).toBe(`/zh${to}`);
    }
  });
});

describe('redirect files', () => {
  it('places a route at the file a static host serves it from', () => {
    expect(htmlFileOf('/guide/advanced/css')).toBe('guide/advanced/css.html');
    expect(htmlFileOf('/zh/api/start/')).toBe('zh/api/start/index.html');
  });

  it('writes one permanent redirect per old route in _redirects', () => {
    const text = redirectsFile(data);
    const rules = text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(' '));
    expect(rules).toEqual(
      Object.entries(data.redirects).map(([from, to]) => [from, to, '301']),
    );
    expect(text).toContain(data.source.commit.slice(0, 12));
  });

  const target = `<!doctype html><html lang="zh"><head><title>npm 包 - Rslib</title>
<link rel="canonical" href="https://rslib.rs/zh/guide/start/npm-packages"></head>
<body><h1>npm 包</h1></body></html>`;
  const texts = {
    'oldRoutes.moved': {
      en: 'This page has moved: {link}',
      zh: '此页面已迁移：{link}',
    },
  };
  const page = redirectPage({
    lang: 'zh',
    to: '/zh/guide/start/npm-packages',
    targetHtml: target,
    texts,
    siteTitle: 'Rslib',
  });

  it('writes a page that refreshes to the target, with its canonical address and a link in the page language', () => {
    expect(redirectTargetOf(page)).toBe('/zh/guide/start/npm-packages');
    expect(page).toContain('<html lang="zh">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain(
      '<link rel="canonical" href="https://rslib.rs/zh/guide/start/npm-packages">',
    );
    expect(page).toContain('<title>npm 包 - Rslib</title>');
    expect(page).toContain(
      '<p>此页面已迁移：<a href="/zh/guide/start/npm-packages">npm 包</a></p>',
    );
    // The Content-Security-Policy allows only the site's hashed scripts.
    expect(page).not.toMatch(/<script|\son\w+=/i);
  });

  it('refuses a target without a canonical link', () => {
    expect(() =>
      redirectPage({
        lang: 'en',
        to: '/guide/',
        targetHtml: '<title>Guide - Rslib</title>',
        texts,
        siteTitle: 'Rslib',
      }),
    ).toThrow(/canonical/);
  });
});
