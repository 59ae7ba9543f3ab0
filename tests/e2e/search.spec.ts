import { readdirSync } from 'node:fs';
import { inRegion, REGION } from '../../site/regions';
import { uiText } from '../ui-texts';
import { expect, test } from './fixtures';
import { openPage, searchModal, storedSearch } from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__embedded-en';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__embedded-en';

test('the search button is on every kind of page, in both languages', async ({
  page,
}) => {
  for (const [path, name] of [
    ['/', 'Search docs'],
    ['/guide/start/quick-start', 'Search docs'],
    ['/blog/', 'Search docs'],
    ['/zh/', '搜索文档'],
    ['/zh/config/lib/dts', '搜索文档'],
  ]) {
    await page.goto(path);
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toContainText(name);
  }
});

test('the modal, its engine and the index load on first use only, a small part of the index per query', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await openPage(page, '/guide/start/quick-start');
  expect(loaded.filter((url) => /\/pagefind\/|\/search\//.test(url))).toEqual(
    [],
  );
  const before = loaded.length;

  await expect(
    page.locator('link[rel="preconnect"][href*="algolia"]'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Search docs' }).click();
  const { input } = searchModal(page);
  await input.fill('autoExternal');
  await expect(searchModal(page).hits.first()).toBeVisible();
  const after = loaded.slice(before).map((url) => new URL(url).pathname);
  expect(after).toContain('/pagefind/en/pagefind.js');
  expect(
    after.some(
      (path) => path.endsWith('.js') && !path.startsWith('/pagefind/'),
    ),
  ).toBe(true);
  // The English bundle only, and of its index only the chunks the words need.
  expect(after.filter((path) => path.startsWith('/pagefind/zh/'))).toEqual([]);
  const chunks = after.filter((path) => path.endsWith('.pf_index'));
  expect(chunks.length).toBeGreaterThan(0);
  const onDisk = readdirSync('doc_build/pagefind/en/index');
  expect(chunks.length).toBeLessThan(onDisk.length);
  // A fragment for each page shown, not for every page found.
  const fragments = after.filter((path) => path.endsWith('.pf_fragment'));
  expect(fragments.length).toBeGreaterThan(0);
  expect(fragments.length).toBeLessThanOrEqual(6);
  expect(after.filter((path) => path.includes('/search/records'))).toEqual([]);
});

test('pointing at the search button starts the engine ahead: its WASM loads once, no index chunk or page before a query', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await openPage(page, '/guide/start/quick-start');
  const wasm = page.waitForRequest(/\/pagefind\/en\/wasm\.en\.pagefind$/);
  await page.getByRole('button', { name: 'Search docs' }).hover();
  await wasm;
  // The engine is ready ahead; nothing of the index proper, and no modal.
  await expect(searchModal(page).input).toHaveCount(0);
  expect(loaded.filter((path) => /\.pf_(index|fragment)$/.test(path))).toEqual(
    [],
  );

  await page.getByRole('button', { name: 'Search docs' }).click();
  await searchModal(page).input.fill('autoExternal');
  await expect(searchModal(page).hits.first()).toBeVisible();
  // The modal searched on the engine the button started: one of each.
  for (const file of [
    '/pagefind/en/pagefind.js',
    '/pagefind/en/wasm.en.pagefind',
  ])
    expect(loaded.filter((path) => path === file)).toEqual([file]);
  expect(
    loaded.filter((path) =>
      path.startsWith('/pagefind/en/pagefind-entry.json'),
    ),
  ).toHaveLength(1);
});

test('the record files hold the articles only, each record once', async ({
  request,
}) => {
  for (const lang of ['en', 'zh'] as const) {
    const records = (await (
      await request.get(`/search/records.${lang}.json`)
    ).json()) as {
      url: string;
      type: string;
      content: string | null;
      hierarchy: Record<string, string>;
    }[];
    expect(records.length).toBeGreaterThan(1000);
    // The page actions menu is on every page, but it is no content; nor is
    // the hidden line for AI agents under each title.
    expect(
      records.filter((record) => /ChatGPT|Claude/.test(record.content ?? '')),
    ).toEqual([]);
    expect(
      records.filter((record) =>
        (record.content ?? '').includes(agentsNoteOpening(lang)),
      ),
    ).toEqual([]);
    const keys = records.map((record) =>
      JSON.stringify([
        record.url,
        record.type,
        record.content ?? record.hierarchy[record.type],
      ]),
    );
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([]);
  }
});

/** The hidden line for AI agents, up to its colon ("For AI agents"). */
const agentsNoteOpening = (lang: 'en' | 'zh') =>
  uiText('agentsNote.page', lang).split(/[:：]/)[0];

test('the hidden line for AI agents under each title is not searched', async ({
  page,
}) => {
  for (const [path, lang] of [
    ['/guide/start/', 'en'],
    ['/zh/guide/start/', 'zh'],
  ] as const) {
    await openPage(page, path);
    await page.keyboard.press('Control+k');
    const { input, hits, title } = searchModal(page);
    // Its words, and a query whose first page's excerpt began with it.
    for (const query of [agentsNoteOpening(lang), 'dts bundle']) {
      await input.fill(query);
      await expect(hits.first().or(title)).toBeVisible();
      await expect(
        hits.filter({ hasText: agentsNoteOpening(lang) }),
      ).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
  }
});

test('the button has a visible focus ring', async ({ page }) => {
  await openPage(page, '/guide/start/');
  const button = page.getByRole('button', { name: 'Search docs' });
  await button.focus();
  await expect(button).toHaveCSS('outline-style', 'solid');
});

test('opens by click, Ctrl+K and "/", Escape closes; "/" in a text field types', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  const { modal, input } = searchModal(page);
  const button = page.getByRole('button', { name: 'Search docs' });
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K /');

  await button.click();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Search docs');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(modal).toBeHidden();

  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await page.keyboard.press('Escape');

  await openPage(page, '/config/');
  const filter = page.getByRole('searchbox', { name: 'Filter' });
  await filter.click();
  await page.keyboard.press('/');
  await expect(modal).toBeHidden();
  await expect(filter).toHaveValue('/');
});

test('a letter typed on the focused button starts the query', async ({
  page,
}) => {
  await openPage(page, '/guide/start/');
  await page.getByRole('button', { name: 'Search docs' }).focus();
  await page.keyboard.press('u');
  const { input, hits } = searchModal(page);
  await expect(input).toHaveValue('u');
  await page.keyboard.type('mdName');
  await expect(input).toHaveValue('umdName');
  await expect(hits.first()).toContainText('lib.umdName');
});

test('keys typed while the modal is still loading all reach the query', async ({
  page,
}) => {
  await openPage(page, '/guide/start/');
  // A slow connection: the modal's code arrives well after the first key.
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Search docs' }).focus();
  await page.keyboard.type('umdNamx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('e');
  const { input, hits } = searchModal(page);
  await expect(input).toHaveValue('umdName');
  await expect(input).toBeFocused();
  await expect(hits.first()).toContainText('lib.umdName');
});

test('if the modal cannot be downloaded, the error screen shows and a later try works', async ({
  page,
}) => {
  await openPage(page, '/guide/start/');
  const button = page.getByRole('button', { name: 'Search docs' });
  // The reader went offline after the page loaded.
  await page.route('**/static/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await button.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Unable to fetch results');
  await expect(dialog).toContainText(
    'You might want to check your network connection.',
  );
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.unroute('**/static/**');
  await button.click();
  const { input, hits } = searchModal(page);
  await input.fill('autoExternal');
  await expect(hits.first()).toBeVisible();
});

test('the input has focus the moment the modal appears', async ({ page }) => {
  await openPage(page, '/guide/start/');
  // Checked when the browser reports the input's insertion, before any later
  // task (a keystroke, for one) can run: no key can fall between the two.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const input = document.querySelector('.DocSearch-Input');
      if (!input) return;
      observer.disconnect();
      document.body.dataset.inputFocusedOnAppearance = String(
        document.activeElement === input,
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Search docs' }).focus();
  await page.keyboard.press('u');
  await expect(page.locator('body')).toHaveAttribute(
    'data-input-focused-on-appearance',
    'true',
  );
});

test('selected page text pre-fills the query, cut at 64 characters', async ({
  page,
}) => {
  await openPage(page, '/config/lib/umd-name');
  // Selects the first element matching the selector whose text is at least minLength long.
  const select = (selector: string, minLength = 0) =>
    page.evaluate(
      ([target, min]) => {
        const element = [...document.querySelectorAll(target)].find(
          (candidate) => (candidate.textContent ?? '').length >= min,
        );
        if (!element) throw new Error(`${target} not found`);
        const range = document.createRange();
        range.selectNodeContents(element);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
        return getSelection()?.toString() ?? '';
      },
      [selector, minLength] as const,
    );
  const { input, modal } = searchModal(page);

  const heading = await select(`${inRegion(REGION.article)} h1`);
  await page.keyboard.press('Control+k');
  await expect(input).toHaveValue(heading.trim());
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  const paragraph = await select(`${inRegion(REGION.article)} p`, 100);
  expect(paragraph.length).toBeGreaterThan(64);
  await page.keyboard.press('Control+k');
  await expect(input).toHaveValue(paragraph.slice(0, 64));
});

test('the query takes at most 64 characters', async ({ page }) => {
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input } = searchModal(page);
  await input.fill('a'.repeat(70));
  await expect(input).toHaveValue('a'.repeat(64));
});

test('start screen says there are no recent searches', async ({ page }) => {
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await expect(searchModal(page).help).toHaveText('No recent searches');
});

test('results are grouped by section and page; arrows move; Enter navigates in place', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await page.keyboard.press('Control+k');
  const { input, hits, activeHit, groupTitles, modal } = searchModal(page);
  await input.fill('autoExternal');
  await expect(groupTitles.first()).toHaveText('Config');
  await expect(hits.first()).toContainText('lib.autoExternal');
  await expect(hits.first().locator('mark').first()).toHaveText('autoExternal');
  await expect(activeHit).toHaveCount(1);
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/config/lib/auto-external');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'autoExternal',
  );
  expect(
    await page.evaluate(
      () => (window as { notReloaded?: boolean }).notReloaded,
    ),
  ).toBe(true);
});

for (const { lang, path, button, query, pageUrl, pageTitle } of [
  {
    lang: 'en',
    path: '/guide/start/',
    button: 'Search docs',
    query: 'umdName',
    pageUrl: '/config/lib/umd-name',
    pageTitle: 'lib.umdName',
  },
  {
    lang: 'zh',
    path: '/zh/guide/start/',
    button: '搜索文档',
    query: 'autoExtension',
    pageUrl: '/zh/config/lib/auto-extension',
    pageTitle: 'lib.autoExtension',
  },
]) {
  test(`${lang}: a page's row comes first, then its matching sections, each under the page's title`, async ({
    page,
  }) => {
    await openPage(page, path);
    await page.getByRole('button', { name: button }).click();
    const { input, hits } = searchModal(page);
    await input.fill(query);
    await expect(hits.first().locator('a')).toHaveAttribute('href', pageUrl);
    await expect(hits.first().locator('.DocSearch-Hit-title')).toHaveText(
      pageTitle,
    );
    const section = hits.nth(1);
    await expect(section.locator('a')).toHaveAttribute(
      'href',
      new RegExp(`^${pageUrl}#.+`),
    );
    // DocSearch draws a section of the page above it as its child.
    await expect(section.locator('.DocSearch-Hit-Tree')).toBeVisible();
    await expect(section.locator('.DocSearch-Hit-path')).toHaveText(pageTitle);
    // The section's link lands on its heading.
    const href = (await section.locator('a').getAttribute('href')) ?? '';
    await section.click();
    await expect(page).toHaveURL(encodeURI(href).replace(/%25/g, '%'));
    const id = decodeURIComponent(href.split('#')[1]);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
}

test('English queries find their pages', async ({ page }) => {
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits } = searchModal(page);
  for (const [query, url] of [
    ['autoExternal', '/config/lib/auto-external'],
    ['umd name', '/config/lib/umd-name'],
    ['dts bundle', '/config/lib/dts'],
  ]) {
    await input.fill(query);
    await expect(hits.first().locator('a')).toHaveAttribute('href', url);
  }
  // Text that only appears in code blocks is found too.
  await input.fill('acmeCharts');
  await expect(
    hits.filter({ hasText: 'acmeCharts' }).first().locator('mark').first(),
  ).toHaveText(/acmeCharts/i);
});

test('a slip of the keyboard in a word still finds its page, in both languages', async ({
  page,
}) => {
  for (const [path, query, url] of [
    ['/guide/start/', 'sotrybook', '/guide/advanced/storybook'],
    ['/zh/guide/start/', 'stroybook 组件', '/zh/guide/advanced/storybook'],
  ]) {
    await openPage(page, path);
    await page.keyboard.press('Control+k');
    const { input, hits } = searchModal(page);
    await input.fill(query);
    await expect(hits.first().locator('a')).toHaveAttribute('href', url);
    await page.keyboard.press('Escape');
  }
});

test('letters a Chinese input method types in full width find what the same letters find', async ({
  page,
}) => {
  await openPage(page, '/zh/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits } = searchModal(page);
  /** The rows shown for `query`, the field emptied first so none is left from before. */
  const rowsFor = async (query: string) => {
    await input.fill('');
    await expect(hits).toHaveCount(0);
    await input.fill(query);
    await expect(hits.first()).toBeVisible();
    return hits
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  };
  for (const [ascii, fullWidth] of [
    ['umd', 'ｕｍｄ'],
    // With the input method's wide space between the words.
    ['dts 打包', 'ｄｔｓ\u3000打包'],
  ]) {
    const expected = await rowsFor(ascii);
    expect(await rowsFor(fullWidth)).toEqual(expected);
    await expect(hits.first().locator('mark').first()).toHaveText(
      new RegExp(ascii.split(' ')[0], 'i'),
    );
  }
});

test('Ctrl+Enter opens a new tab and Shift+Enter a new window, keeping the modal', async ({
  page,
  context,
}) => {
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits, modal } = searchModal(page);
  await input.fill('umdName');
  await expect(hits.first()).toBeVisible();

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.keyboard.press('Control+Enter'),
  ]);
  await expect(tab).toHaveURL(/\/config\/lib\/umd-name$/);
  await tab.close();
  await expect(modal).toBeVisible();

  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.keyboard.press('Shift+Enter'),
  ]);
  await expect(popup).toHaveURL(/\/config\/lib\/umd-name$/);
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL('/guide/start/');
});

test('a chosen result becomes a recent search; it can be saved as favourite and removed', async ({
  page,
}) => {
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits, modal, help } = searchModal(page);
  await input.fill('umdName');
  await expect(hits.first()).toContainText('lib.umdName');
  await hits.first().click();
  await expect(page).toHaveURL('/config/lib/umd-name');
  await expect(modal).toBeHidden();

  await page.keyboard.press('Control+k');
  const recent = modal.locator('.DocSearch-Hits', { hasText: 'Recent' });
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
  await expect(recent.locator('.DocSearch-Hit')).toContainText('lib.umdName');

  await recent.getByTitle('Save this search').click();
  const favorite = modal.locator('.DocSearch-Hits', { hasText: 'Favorite' });
  await expect(favorite.locator('.DocSearch-Hit')).toContainText('lib.umdName');
  await expect(recent).toHaveCount(0);

  await favorite.getByTitle('Remove this search from favorites').click();
  await expect(help).toHaveText('No recent searches');

  await input.fill('autoExternal');
  // Until the results arrive the first row is a stored search; wait for the
  // result the reader means to click.
  await expect(hits.first()).toContainText('lib.autoExternal');
  await hits.first().click();
  await expect(page).toHaveURL('/config/lib/auto-external');
  await expect(modal).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(recent.locator('.DocSearch-Hit')).toContainText(
    'lib.autoExternal',
  );
  await recent.getByTitle('Remove this search from history').click();
  await expect(help).toHaveText('No recent searches');
});

test('recent searches keep 7, or 4 beside favourites; favourites are not repeated', async ({
  page,
}) => {
  await openPage(page, '/guide/start/');
  await page.evaluate(
    ([key, entries]) => localStorage.setItem(key, JSON.stringify(entries)),
    [RECENT_KEY, [1, 2, 3, 4, 5, 6, 7].map(storedSearch)] as const,
  );
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits, modal } = searchModal(page);
  const recent = modal.locator('.DocSearch-Hits', { hasText: 'Recent' });
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
  await input.fill('umdName');
  await expect(hits.first()).toContainText('lib.umdName');
  await hits.first().click();
  await expect(modal).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
  await expect(recent.locator('.DocSearch-Hit').first()).toContainText(
    'lib.umdName',
  );
  await page.keyboard.press('Escape');

  await page.evaluate(
    ([favoriteKey, favorite]) =>
      localStorage.setItem(favoriteKey, JSON.stringify([favorite])),
    [FAVORITE_KEY, storedSearch(8)] as const,
  );
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await input.fill('autoExternal');
  // Until the results arrive the first row is a stored search; wait for the
  // result the reader means to click.
  await expect(hits.first()).toContainText('lib.autoExternal');
  await hits.first().click();
  await expect(modal).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(4);
  const favorite = modal.locator('.DocSearch-Hits', { hasText: 'Favorite' });
  await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);
});

test('without local storage the lists stay empty and search still works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('storage disabled', 'SecurityError');
    };
  });
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits, help, modal } = searchModal(page);
  await expect(help).toHaveText('No recent searches');
  await input.fill('umdName');
  await expect(hits.first()).toContainText('lib.umdName');
  await hits.first().click();
  await expect(page).toHaveURL('/config/lib/umd-name');
  await expect(modal).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(modal).toBeVisible();
  await expect(help).toHaveText('No recent searches');
});

test('no results names the query and suggests sections to search', async ({
  page,
}) => {
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits, title, modal } = searchModal(page);
  await input.fill('config');
  await expect(hits.first()).toBeVisible();
  await input.fill('qqzzxxj');
  await expect(title).toHaveText('No results for "qqzzxxj"');
  const suggestions = modal.locator('.DocSearch-NoResults-Prefill-List');
  await expect(suggestions).toContainText('Try searching for');
  const buttons = suggestions.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  const suggestion = (await buttons.first().textContent())?.replace(/"/g, '');
  await buttons.first().click();
  // The modal searches the suggestion as a word of its own.
  await expect(input).toHaveValue(`${suggestion?.toLowerCase()} `);
  await expect(hits.first()).toBeVisible();
});

test('Chinese pages search the Chinese records with Chinese texts', async ({
  page,
}) => {
  await openPage(page, '/zh/guide/start/');
  await page.getByRole('button', { name: '搜索文档' }).click();
  const { input, hits, help, title, groupTitles } = searchModal(page);
  await expect(input).toHaveAttribute('placeholder', '搜索文档');
  await expect(help).toHaveText('没有搜索历史');
  await expect(page.locator('.DocSearch-Commands')).toContainText('选择');

  for (const [query, url] of [
    ['配置总览', '/zh/config/'],
    ['类型声明', '/zh/guide/advanced/dts'],
  ]) {
    await input.fill(query);
    await expect(hits.first().locator('a')).toHaveAttribute('href', url);
    await expect(hits.first().locator('mark').first()).toHaveText(query);
  }
  await input.fill('打包');
  await expect(groupTitles.first()).toHaveText('指南');
  await expect(hits.locator('mark').first()).toHaveText('打包');
  await expect(hits.first().locator('a')).toHaveAttribute('href', /^\/zh\//);

  await input.fill('qqzzxxj');
  await expect(title).toHaveText('无法找到相关结果 "qqzzxxj"');
  await expect(page.locator('.DocSearch-NoResults')).toContainText(
    '你可以尝试查询',
  );
});

test('when a part of the index cannot be fetched the modal shows the error screen, and the next query works', async ({
  page,
}) => {
  await page.route('**/pagefind/en/index/*.pf_index', (route) => route.abort());
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, title, help, hits } = searchModal(page);
  await input.fill('config');
  await expect(title).toHaveText('Unable to fetch results');
  await expect(help).toHaveText(
    'You might want to check your network connection.',
  );
  await expect(hits).toHaveCount(0);

  await page.unroute('**/pagefind/en/index/*.pf_index');
  await input.fill('umdName');
  await expect(hits.first()).toContainText('lib.umdName');
  await expect(title).toHaveCount(0);
});

test('a missing result fragment shows the error screen, not a partial list', async ({
  page,
}) => {
  await page.route('**/pagefind/en/fragment/*', (route) =>
    route.fulfill({ status: 404, body: 'not found' }),
  );
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, title } = searchModal(page);
  await input.fill('umdName');
  await expect(title).toHaveText('Unable to fetch results');
});

test('after 300 ms without an answer the modal shows it is stalled', async ({
  page,
}) => {
  // The index arrives only when the test lets it: the query waits.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/pagefind/en/index/*.pf_index', async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits } = searchModal(page);
  await expect(input).toBeFocused();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);

  const container = page.locator('.DocSearch-Container');
  await input.fill('umdName');
  await page.clock.runFor(299);
  await expect(container).not.toHaveClass(/DocSearch-Container--Stalled/);
  await page.clock.runFor(1);
  await expect(container).toHaveClass(/DocSearch-Container--Stalled/);
  await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();

  release();
  // The paused clock moves on while the held index and the fragments load,
  // so no timer the answer waits on stays frozen behind the pause.
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return hits.count();
    })
    .toBeGreaterThan(0);
  await expect(hits.first()).toContainText('lib.umdName');
  await expect(container).not.toHaveClass(/DocSearch-Container--Stalled/);
});

test('Meta+K opens; footer key hints; Alt+Enter does nothing; Meta+Enter and a modifier click open a new tab', async ({
  page,
  context,
}) => {
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Meta+k');
  const { input, hits, modal } = searchModal(page);
  await expect(modal.locator('.DocSearch-Commands')).toHaveText(
    /to select.*to navigate.*to close/,
  );
  await input.fill('umdName');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');

  const opened: string[] = [];
  context.on('page', (tab) => opened.push(tab.url()));
  await page.keyboard.press('Alt+Enter');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL('/guide/start/');
  expect(opened).toEqual([]);

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.keyboard.press('Meta+Enter'),
  ]);
  await expect(tab).toHaveURL(/\/config\/lib\/umd-name$/);
  await tab.close();
  await expect(modal).toBeVisible();

  const [clicked] = await Promise.all([
    context.waitForEvent('page'),
    hits.first().click({ modifiers: ['Control'] }),
  ]);
  await expect(clicked).toHaveURL(/\/config\/lib\/umd-name$/);
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL('/guide/start/');
});

test('favourites keep 10; a favourite chosen again stays out of the recent list', async ({
  page,
}) => {
  await page.addInitScript(
    ([key, entries]) => {
      if (!localStorage.getItem(key)) {
        localStorage.setItem(key, JSON.stringify(entries));
      }
    },
    [FAVORITE_KEY, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(storedSearch)] as const,
  );
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, hits, modal } = searchModal(page);
  const recent = modal.locator('.DocSearch-Hits', { hasText: 'Recent' });
  const favorite = modal.locator('.DocSearch-Hits', { hasText: 'Favorite' });
  await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(10);
  await input.fill('umdName');
  await expect(hits.first()).toContainText('lib.umdName');
  await hits.first().click();
  await expect(modal).toBeHidden();

  await page.keyboard.press('Control+k');
  await recent.getByTitle('Save this search').click();
  await expect(recent).toHaveCount(0);
  await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(10);
  await expect(favorite.locator('.DocSearch-Hit').first()).toContainText(
    'lib.umdName',
  );
  await expect(favorite).not.toContainText('Stored search 10');

  await input.fill('umdName');
  await expect(hits.first()).toContainText('lib.umdName');
  await hits.first().click();
  await expect(modal).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(favorite.locator('.DocSearch-Hit').first()).toContainText(
    'lib.umdName',
  );
  await expect(recent).toHaveCount(0);
});
