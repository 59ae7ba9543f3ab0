import axe from 'axe-core';
import { inRegion, REGION } from '../../site/regions';
import type { EngineDriver } from './driver';
import {
  clickOn,
  expect,
  hoverOn,
  openPage,
  test,
  waitFor,
} from './engine-test';
import { focusedElement } from './page-queries';

// The core reader journeys, written once and run in each engine of
// playwright.engines.config.ts. Every test also fails on any error the
// site reports in that engine (engine-test.ts).

const pathname = () => location.pathname;
/** The page's H1 as read, without its anchor link's "#". */
const heading = () =>
  (document.querySelector('h1')?.textContent ?? '').replace(/^#/, '').trim();
/** The search field has focus: the search modal is open. */
const searchFocused = () =>
  document.activeElement?.matches('input[type="search"]') === true;
const searchShown = () =>
  document.querySelector('input[type="search"]') !== null;
const isDark = () => document.documentElement.classList.contains('dark');
/** The theme option a screen reader announces as checked, in the shown control. */
const checkedTheme = () =>
  [
    ...document.querySelectorAll<HTMLInputElement>(
      '[role="radiogroup"] input[type="radio"]:checked',
    ),
  ]
    .find((radio) => radio.checkVisibility({ visibilityProperty: true }))
    ?.getAttribute('aria-label') ?? null;
/** Set before a click; still there after it only if the page did not reload. */
const markPage = () => {
  (window as { notReloaded?: boolean }).notReloaded = true;
};
const pageKept = () =>
  (window as { notReloaded?: boolean }).notReloaded === true;

async function expectPath(tab: EngineDriver, path: string) {
  await expect.poll(() => tab.evaluate(pathname)).toBe(path);
}

test('home, a doc page and a Chinese page load without errors', async ({
  tab,
  site,
}) => {
  for (const [path, lang, title] of [
    ['/', 'en', /Rslib/],
    ['/guide/start/quick-start', 'en', /^Quick start/],
    ['/zh/guide/start/quick-start', 'zh', /^快速上手/],
  ] as const) {
    await openPage(tab, site(path));
    expect(await tab.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await tab.evaluate(heading)).toMatch(title);
    expect(await tab.evaluate(() => document.title)).toMatch(/Rslib/);
  }
});

test('nav and sidebar links change the page without a reload', async ({
  tab,
  site,
}) => {
  await openPage(tab, site('/guide/start/quick-start'));
  await tab.evaluate(markPage);
  await clickOn(tab, {
    role: 'link',
    name: 'Config',
    within: inRegion(REGION.navMenu),
  });
  await expectPath(tab, '/config/');
  await clickOn(tab, {
    role: 'link',
    name: 'Guide',
    within: inRegion(REGION.navMenu),
  });
  await expectPath(tab, '/guide/start/');
  await clickOn(tab, {
    role: 'link',
    name: 'Glossary',
    within: inRegion(REGION.sidebar),
  });
  await expectPath(tab, '/guide/start/glossary');
  await expect.poll(() => tab.evaluate(heading)).toMatch(/^Glossary/);
  expect(await tab.evaluate(pageKept)).toBe(true);
});

test('search opens, finds, and Enter opens the result in place', async ({
  tab,
  site,
}) => {
  await openPage(tab, site('/guide/start/quick-start'));
  await tab.evaluate(markPage);
  await clickOn(tab, { role: 'button', name: '^Search docs', pattern: true });
  await waitFor(tab, 'the search field has focus', searchFocused);
  await tab.type('autoExternal');
  // Polled: the modal searches as the word is typed, and the first row of
  // a shorter query ("auto") can be chosen before the whole word's results
  // replace it.
  await expect
    .poll(() =>
      tab.evaluate(
        () =>
          document.querySelector('[role="option"][aria-selected="true"]')
            ?.textContent ?? '',
      ),
    )
    .toContain('lib.autoExternal');
  await tab.press('Enter');
  await expectPath(tab, '/config/lib/auto-external');
  await expect.poll(() => tab.evaluate(heading)).toContain('autoExternal');
  expect(await tab.evaluate(searchShown)).toBe(false);
  expect(await tab.evaluate(pageKept)).toBe(true);
});

test('the chosen theme is kept after a reload, and "System" follows the system again', async ({
  tab,
  site,
}) => {
  await openPage(tab, site('/guide/start/'));
  expect(await tab.evaluate(checkedTheme)).toBe('System');
  const dark = await tab.evaluate(isDark);
  await clickOn(tab, { role: 'radio', name: dark ? 'Light' : 'Dark' });
  await expect.poll(() => tab.evaluate(isDark)).toBe(!dark);
  expect(await tab.evaluate(checkedTheme)).toBe(dark ? 'Light' : 'Dark');
  await tab.reload();
  await expect.poll(() => tab.evaluate(isDark)).toBe(!dark);
  expect(await tab.evaluate(checkedTheme)).toBe(dark ? 'Light' : 'Dark');

  await clickOn(tab, { role: 'radio', name: 'System' });
  await expect.poll(() => tab.evaluate(isDark)).toBe(dark);
  await tab.reload();
  await expect.poll(() => tab.evaluate(checkedTheme)).toBe('System');
  expect(await tab.evaluate(isDark)).toBe(dark);
});

test('the language switch opens the twin page', async ({ tab, site }) => {
  await openPage(tab, site('/guide/start/quick-start'));
  await hoverOn(tab, { role: 'button', name: 'Language: English' });
  await clickOn(tab, { role: 'link', name: '简体中文' });
  await expectPath(tab, '/zh/guide/start/quick-start');
  await expect
    .poll(() => tab.evaluate(() => document.documentElement.lang))
    .toBe('zh');
  await expect.poll(() => tab.evaluate(heading)).toMatch(/^快速上手/);
});

test('keyboard: skip link first, menus open with Enter, Escape closes them', async ({
  tab,
  site,
}) => {
  await openPage(tab, site('/guide/start/quick-start'));
  await tab.press('Tab');
  expect(await tab.evaluate(focusedElement)).toBe('link "Skip to content"');
  await tab.press('Enter');
  await expect
    .poll(() => tab.evaluate(() => document.activeElement?.id))
    .toBe('main-content');

  // The language menu: Enter opens it, Escape closes it, focus stays on it.
  await openPage(tab, site('/guide/start/quick-start'));
  const languages = 'button "Language: English"';
  for (let presses = 0; presses < 20; presses++) {
    await tab.press('Tab');
    if ((await tab.evaluate(focusedElement)) === languages) break;
  }
  expect(await tab.evaluate(focusedElement)).toBe(languages);
  const expanded = () =>
    document.activeElement?.getAttribute('aria-expanded') ?? null;
  await tab.press('Enter');
  await expect.poll(() => tab.evaluate(expanded)).toBe('true');
  await tab.press('Escape');
  await expect.poll(() => tab.evaluate(expanded)).toBe('false');
  expect(await tab.evaluate(focusedElement)).toBe(languages);

  // Search: Ctrl+K opens it over the page, Escape gives focus back.
  await tab.press('Control+k');
  await waitFor(tab, 'the search field has focus', searchFocused);
  await tab.press('Escape');
  await expect.poll(() => tab.evaluate(focusedElement)).toBe(languages);
  expect(await tab.evaluate(searchShown)).toBe(false);
});

test('at 390 px the mobile menu opens, leads on and closes', async ({
  tab,
  site,
}) => {
  await tab.setViewport(390, 844);
  await openPage(tab, site('/guide/start/quick-start'));
  const menuShown = (menu: string) =>
    document.querySelector(menu)?.checkVisibility() === true;
  const menu = inRegion(REGION.mobileMenu);
  expect(await tab.evaluate(menuShown, menu)).toBe(false);
  await clickOn(tab, { role: 'button', name: 'Navigation menu' });
  await expect.poll(() => tab.evaluate(menuShown, menu)).toBe(true);
  await clickOn(tab, {
    role: 'link',
    name: 'Config',
    within: inRegion(REGION.mobileMenu),
  });
  await expectPath(tab, '/config/');
  await expect.poll(() => tab.evaluate(menuShown, menu)).toBe(false);

  // The menu bar's button opens the sidebar over the page.
  const sidebarShown = (sidebar: string) => {
    const box = document.querySelector(sidebar)?.getBoundingClientRect();
    return Boolean(box && box.right > 0 && box.left < innerWidth);
  };
  await clickOn(tab, {
    role: 'button',
    name: 'Menu',
    within: inRegion(REGION.menuBar),
  });
  await expect
    .poll(() => tab.evaluate(sidebarShown, inRegion(REGION.sidebar)))
    .toBe(true);
});

test('at 390 px the menu, the sidebar and the outline keep Tab inside and close on Escape', async ({
  tab,
  site,
}) => {
  await tab.setViewport(390, 844);
  const panels = [
    [
      `${inRegion(REGION.navbar)} button[aria-label="Navigation menu"]`,
      inRegion(REGION.mobileMenu),
    ],
    [
      `${inRegion(REGION.menuBar)} button:not([data-outline-toggle])`,
      inRegion(REGION.sidebar),
    ],
    [
      `${inRegion(REGION.menuBar)} [data-outline-toggle]`,
      inRegion(REGION.outline),
    ],
  ] as const;
  /** The panel is drawn, inside the viewport. */
  const panelShown = (panel: string) => {
    const element = document.querySelector(panel);
    if (!element?.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.right > 0 && box.left < innerWidth && box.bottom > 0;
  };
  /** The controls of the panel that Tab should reach. */
  const stopsIn = (panel: string) =>
    [
      ...(document
        .querySelector(panel)
        ?.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled])',
        ) ?? []),
    ].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true }) &&
        !(element instanceof HTMLInputElement && !element.checked),
    ).length;
  const focusPlace = (opener: string, panel: string) =>
    document.activeElement === document.querySelector(opener)
      ? 'opener'
      : document.querySelector(panel)?.contains(document.activeElement)
        ? 'panel'
        : 'outside';

  for (const [opener, panel] of panels) {
    await openPage(tab, site('/guide/start/quick-start'));
    expect(await tab.evaluate(panelShown, panel), panel).toBe(false);
    await tab.evaluate((selector) => {
      document.querySelector<HTMLElement>(selector)?.focus();
    }, opener);
    await tab.press('Enter');
    await expect.poll(() => tab.evaluate(panelShown, panel)).toBe(true);

    const count = await tab.evaluate(stopsIn, panel);
    expect(count, panel).toBeGreaterThan(0);
    const places: string[] = [];
    for (let press = 0; press < count + 2; press++) {
      await tab.press('Tab');
      places.push(await tab.evaluate(focusPlace, opener, panel));
    }
    expect(places, panel).not.toContain('outside');
    expect(places[0], panel).toBe('panel');
    expect(places, panel).toContain('opener');

    await tab.press('Escape');
    await expect.poll(() => tab.evaluate(panelShown, panel)).toBe(false);
    expect(await tab.evaluate(focusPlace, opener, panel), panel).toBe('opener');
  }
});

test.describe('while a long page loads', () => {
  const LONG_PAGES = [
    '/guide/start/quick-start',
    '/guide/advanced/module-federation',
    '/zh/config/rsbuild/output',
  ];
  // The outline beside the article (1350 px) and a phone (412 px).
  for (const [width, height] of [
    [1350, 940],
    [412, 823],
  ]) {
    test(`the article does not move at ${width} px`, async ({ tab, site }) => {
      await tab.setViewport(width, height);
      // The test server adds a script before the outline (site-server.mjs).
      await tab.evaluate(() => {
        // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, set the same way in every engine.
        document.cookie = 'engines-split=1; path=/';
      });
      const moves: string[] = [];
      for (const path of LONG_PAGES) {
        await openPage(tab, site(path));
        const { boxes, shifts } = await tab.evaluate(() => {
          const probe = (
            window as unknown as {
              enginesProbe: {
                boxes: Record<string, Record<'left' | 'top' | 'width', number>>;
                shifts: string[];
                measureArticle(moment: string): void;
              };
            }
          ).enginesProbe;
          probe.measureArticle('hydrated');
          return probe;
        });
        // (WebKit's driver does not keep the order of an object's keys.)
        expect(Object.keys(boxes).sort(), path).toEqual([
          'beforeOutline',
          'domContentLoaded',
          'hydrated',
          'load',
        ]);
        const first = boxes.beforeOutline;
        for (const [moment, box] of Object.entries(boxes)) {
          for (const side of ['left', 'top', 'width'] as const) {
            if (box[side] !== first[side]) {
              moves.push(
                `${path} ${side} ${first[side]} before the outline, ${box[side]} at ${moment}`,
              );
            }
          }
        }
        // Only where the Layout Instability API exists.
        moves.push(...shifts.map((shift) => `${path} layout shift ${shift}`));
      }
      expect(moves).toEqual([]);
    });
  }
});

test('no critical or serious WCAG A/AA violation on three pages', async ({
  tab,
  site,
}) => {
  const found: string[] = [];
  for (const path of ['/', '/guide/start/quick-start', '/zh/config/lib/dts']) {
    await openPage(tab, site(path));
    await tab.runScript(axe.source);
    const violations = await tab.evaluate(async () => {
      const { axe: audit } = window as unknown as { axe: typeof axe };
      const { violations } = await audit.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
        },
        resultTypes: ['violations'],
      });
      return violations
        .filter(({ impact }) => impact === 'critical' || impact === 'serious')
        .map(
          ({ id, impact, nodes }) =>
            `${id} (${impact}): ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
        );
    });
    found.push(...violations.map((violation) => `${path} ${violation}`));
  }
  expect(found).toEqual([]);
});
