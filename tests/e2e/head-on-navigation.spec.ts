import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { recordScripts } from './downloaded-scripts';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// A served page comes with the head the server wrote for it, so a first
// visit downloads none of the code that writes the head
// (rspress-adapter/browser/head/head-writer.ts); a client-side navigation
// needs it, and a link hovered ahead of one loads it. Whichever way a page
// is reached, its head must be the one the server writes for it.
test.use({ viewport: { width: 1280, height: 800 } });

/** Words only the head writer's script holds (its unsupported-input error). */
const WRITER_ONLY = "is not available in the site's browser build";

/**
 * Written into the HTML by the build alone, for crawlers, which load every
 * address afresh: the hreflang alternates, og:locale, and the list of the
 * page's own chunks for the script loader. The rest of the head's title,
 * meta and links follow client-side navigation.
 */
const BUILD_ONLY =
  'link[hreflang], meta[property="og:locale"], meta[name="after-paint-preloads"]';

/**
 * The head elements that follow navigation, each as its HTML, sorted:
 * title, meta and the links that are not the bundler's stylesheets and
 * preloads (those come and go with the chunks a page loads).
 */
const managedHead = (page: Page) =>
  page.evaluate(
    (buildOnly) =>
      [...document.head.children]
        .filter(
          (element) =>
            !element.matches(buildOnly) &&
            (element.matches('title, meta') ||
              (element.matches('link') &&
                !element.matches(
                  '[rel~="stylesheet"], [rel~="preload"], [rel~="modulepreload"], [rel~="prefetch"]',
                ))),
        )
        .map((element) => element.outerHTML)
        .concat(`<html lang="${document.documentElement.lang}">`)
        .sort(),
    BUILD_ONLY,
  );

test('a first visit downloads no head writer; hovering a link to another page does', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
  expect(await scripts.text()).not.toContain(WRITER_ONLY);
  await page
    .locator(inRegion(REGION.sidebar))
    .getByRole('link', { name: 'Glossary' })
    .hover();
  await expect.poll(() => scripts.text()).toContain(WRITER_ONLY);
});

// Each pair differs in title and description; the blog post has feed links
// the guide lacks, and the Chinese pair differs in <html lang> from English.
for (const [from, to, navLink] of [
  ['/blog/introducing-rslib', '/guide/start/', 'Guide'],
  ['/guide/start/quick-start', '/config/', 'Config'],
  ['/zh/guide/start/quick-start', '/zh/config/', '配置'],
] as const)
  test(`${from} → ${to} and back: each page's head is the one the server writes for it`, async ({
    page,
  }) => {
    await page.goto(to);
    const servedTo = await managedHead(page);
    await openPage(page, from);
    const servedFrom = await managedHead(page);
    expect(servedFrom).not.toEqual(servedTo);

    const heading = page
      .locator(inRegion(REGION.article))
      .getByRole('heading', { level: 1 });
    const fromTitle = await page.title();
    // Straight to a click: no hover preloaded the writer.
    await page
      .locator(`${inRegion(REGION.navbar)} ${inRegion(REGION.navMenu)}`)
      .getByRole('link', { name: navLink, exact: true })
      .dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page).not.toHaveTitle(fromTitle);
    await expect(heading).toBeVisible();
    await expect.poll(() => managedHead(page)).toEqual(servedTo);

    await page.goBack();
    await expect(page).toHaveTitle(fromTitle);
    await expect.poll(() => managedHead(page)).toEqual(servedFrom);
  });
