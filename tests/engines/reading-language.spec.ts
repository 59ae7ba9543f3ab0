import type { EngineDriver } from './driver';
import { clickOn, expect, openPage, test, waitFor } from './engine-test';
import { focusedElement, locate } from './page-queries';

// Shared links and the browser's language, in each engine: a link opens
// the page it names (only the home page redirects, on a first visit), and a
// reader whose browser prefers the page's other language is offered the
// twin page, at the same section, by a hint the keyboard reaches and that
// stays dismissed. The test server makes the page see the cookie's
// language as the browser's (site-server.mjs).

/** The browser prefers this language from the next page load on. */
async function preferLanguage(tab: EngineDriver, tag: string) {
  await tab.evaluate((value: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, set the same way in every engine.
    document.cookie = `engines-languages=${value}; path=/`;
  }, tag);
}

/** Nothing stored yet: the next page is the reader's first visit. */
const firstVisit = () => localStorage.removeItem('rspress-visited');
const address = () =>
  decodeURI(location.pathname + location.search + location.hash);

const READ_CHINESE = { role: 'link', name: '阅读中文版' } as const;
const HIDE_CHINESE = { role: 'button', name: '关闭此提示' } as const;
const READ_ENGLISH = { role: 'link', name: 'Read in English' } as const;

test('a Chinese browser: the home page redirects once, a shared link does not', async ({
  tab,
  site,
}) => {
  await preferLanguage(tab, 'zh-CN');
  await tab.evaluate(firstVisit);
  await openPage(tab, site('/?ref=share#top'));
  await expect.poll(() => tab.evaluate(address)).toBe('/zh/?ref=share#top');

  await tab.evaluate(firstVisit);
  await openPage(tab, site('/guide/basic/output-format#esm-and-cjs'));
  expect(await tab.evaluate(address)).toBe(
    '/guide/basic/output-format#esm-and-cjs',
  );
  await clickOn(tab, READ_CHINESE);
  await expect
    .poll(() => tab.evaluate(address))
    .toBe('/zh/guide/basic/output-format#esm-和-cjs');
  expect(await tab.evaluate(locate, READ_ENGLISH)).toBeNull();
});

test('a Chinese browser: the keyboard reaches the hint, and dismissing it lasts', async ({
  tab,
  site,
}) => {
  await preferLanguage(tab, 'zh-CN');
  await openPage(tab, site('/guide/start/quick-start'));
  await waitFor(tab, 'the hint shows', locate, READ_CHINESE);
  const link = 'link "阅读中文版"';
  for (let presses = 0; presses < 40; presses++) {
    await tab.press('Tab');
    if ((await tab.evaluate(focusedElement)) === link) break;
  }
  expect(await tab.evaluate(focusedElement)).toBe(link);
  await tab.press('Tab');
  expect(await tab.evaluate(focusedElement)).toBe('button "关闭此提示"');
  await tab.press('Enter');
  await expect.poll(() => tab.evaluate(locate, READ_CHINESE)).toBeNull();
  expect(await tab.evaluate(focusedElement)).not.toBe('body');
  await tab.reload();
  expect(await tab.evaluate(locate, READ_CHINESE)).toBeNull();
  expect(await tab.evaluate(locate, HIDE_CHINESE)).toBeNull();
});

test('an English browser on a shared Chinese link is offered the English page', async ({
  tab,
  site,
}) => {
  await preferLanguage(tab, 'en-US');
  await tab.evaluate(firstVisit);
  await openPage(tab, site('/zh/guide/basic/output-format#umd'));
  expect(await tab.evaluate(address)).toBe('/zh/guide/basic/output-format#umd');
  await clickOn(tab, READ_ENGLISH);
  await expect
    .poll(() => tab.evaluate(address))
    .toBe('/guide/basic/output-format#umd');
});
