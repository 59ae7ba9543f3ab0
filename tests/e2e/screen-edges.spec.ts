import type { Locator, Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { languageSwitch, switchToChinese } from './language-switch';
import { openPage, searchModal } from './search-helpers';

/*
 * What readers meet at the edges of the width range: very wide windows, the
 * narrowest phones, Chinese line breaking, and jumps up and down a page
 * while the navbar slides away.
 */

const ARTICLE = inRegion(REGION.article);

const rectOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

test.describe('without a sidebar, on wide windows', () => {
  for (const width of [1920, 2560]) {
    test(`the blog post and its outline sit in the middle at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1000 });
      await openPage(page, '/blog/introducing-rslib');
      const main = await rectOf(page, inRegion(REGION.main));
      const outline = await rectOf(page, inRegion(REGION.outline));
      // Article and outline side by side, the same room left and right.
      expect(outline.left).toBeGreaterThanOrEqual(main.right - 1);
      expect(Math.abs(main.left - (width - outline.right))).toBeLessThanOrEqual(
        2,
      );
      // The article's text starts right of the navbar's logo, not at the edge.
      const article = await rectOf(page, inRegion(REGION.article));
      const logo = await rectOf(page, `${inRegion(REGION.navbar)} a[href="/"]`);
      expect(article.left).toBeGreaterThanOrEqual(logo.left);
    });
  }

  test('the blog index sits in the middle at 2560 px', async ({ page }) => {
    await page.setViewportSize({ width: 2560, height: 1000 });
    await openPage(page, '/blog/');
    const main = await rectOf(page, inRegion(REGION.main));
    expect(Math.abs(main.left - (2560 - main.right))).toBeLessThanOrEqual(2);
  });
});

/** Scrolls instantly and resolves once the page has handled the scroll event. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );

test.describe('jumps to a heading while the navbar is hidden', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ]) {
    test(`a heading higher up lands below the bars, shown, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/config/lib/dts');
      const navbar = page.locator(inRegion(REGION.navbar));
      await page.locator('#dtstypescriptpath').scrollIntoViewIfNeeded();
      await scrollTo(page, (await page.evaluate(() => scrollY)) + 300);
      await expect(navbar).not.toBeInViewport();

      // Up the page, the way the address bar or an outline link does it.
      await page.evaluate(() => {
        location.hash = '#dtsbundle';
      });
      await expect(navbar).toBeInViewport();
      const heading = page.locator('#dtsbundle');
      await expect
        .poll(async () => {
          const bars = await rectOf(
            page,
            viewport.width > 960
              ? inRegion(REGION.navbar)
              : inRegion(REGION.menuBar),
          );
          const top = (await heading.boundingBox())?.y ?? -1;
          return top >= bars.bottom - 1 && top <= bars.bottom + 4;
        })
        .toBe(true);
    });
  }

  test('a heading further down lands right below the shown navbar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openPage(page, '/config/lib/dts');
    const navbar = page.locator(inRegion(REGION.navbar));
    await scrollTo(page, 600);
    await expect(navbar).not.toBeInViewport();
    await page.evaluate(() => {
      location.hash = '#dtsalias';
    });
    await expect(navbar).toBeInViewport();
    const bars = await rectOf(page, inRegion(REGION.navbar));
    const top = (await page.locator('#dtsalias').boundingBox())?.y ?? -1;
    expect(Math.abs(top - bars.bottom)).toBeLessThanOrEqual(2);
    // The outline marks the heading the page jumped to.
    await expect(
      page.locator(`${inRegion(REGION.outline)} [aria-current="location"]`),
    ).toHaveAttribute('href', '#dtsalias');
  });
});

test.describe('on the narrowest phones', () => {
  for (const [width, path, id, name] of [
    [
      320,
      '/guide/basic/configure-rslib',
      'using-environment-variables',
      'Using environment variables',
    ],
    [
      360,
      '/config/rsbuild/output',
      'outputoverridebrowserslist',
      'output.overrideBrowserslist',
    ],
  ] as const) {
    test(`the menu bar keeps its menu icon and cuts a long heading name with an ellipsis at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await openPage(page, path);
      // Just past the heading: the bar names it.
      await page.evaluate(
        (target) => document.getElementById(target)?.scrollIntoView(),
        id,
      );
      await scrollTo(page, (await page.evaluate(() => scrollY)) + 150);
      const bar = page.locator(inRegion(REGION.menuBar));
      const label = bar.locator('button').last().locator('span').first();
      await expect(label).toHaveText(name);
      const icon = await bar
        .locator('button')
        .first()
        .locator('svg')
        .evaluate((svg) => svg.getBoundingClientRect().width);
      expect(icon).toBe(16);
      const fit = await label.evaluate((span) => ({
        clipped: span.scrollWidth > span.clientWidth,
        ellipsis: getComputedStyle(span).textOverflow,
        right: span.getBoundingClientRect().right,
        lines: Math.round(
          span.getBoundingClientRect().height /
            Number.parseFloat(getComputedStyle(span).lineHeight),
        ),
      }));
      expect(fit.lines).toBe(1);
      expect(fit.right).toBeLessThanOrEqual(width);
      if (fit.clipped) expect(fit.ellipsis).toBe('ellipsis');
    });
  }

  for (const path of [
    '/config/rsbuild/output',
    '/guide/basic/configure-rslib',
  ]) {
    test(`inline code stays inside its box at 320 px: ${path}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openPage(page, path);
      const sticking = await page.evaluate(
        (article) =>
          [...document.querySelectorAll(`${article} code`)]
            .filter((code) => code.closest('pre') === null)
            .map((code) => {
              let box = code.parentElement as HTMLElement;
              while (getComputedStyle(box).display.startsWith('inline'))
                box = box.parentElement as HTMLElement;
              const style = getComputedStyle(box);
              const contentRight =
                box.getBoundingClientRect().right -
                Number.parseFloat(style.paddingRight) -
                Number.parseFloat(style.borderRightWidth);
              return {
                code: code.textContent,
                over: code.getBoundingClientRect().right - contentRight,
              };
            })
            .filter(({ over }) => over > 1),
        ARTICLE,
      );
      expect(sticking).toEqual([]);
    });
  }
});

/**
 * External links whose arrow (drawn after the link's text) sits on a line
 * below the link's last letter: the arrow would start a line of its own.
 */
const arrowsAlone = (page: Page) =>
  page.evaluate(
    (article) =>
      [
        ...document.querySelectorAll<HTMLAnchorElement>(
          `${article} a[target="_blank"]`,
        ),
      ]
        .filter((link) => link.textContent?.trim())
        .filter((link) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          let last: Text | null = null;
          while (walker.nextNode()) {
            const text = walker.currentNode as Text;
            if (text.data.trim()) last = text;
          }
          if (!last) return false;
          const end = last.data.trimEnd().length;
          const range = document.createRange();
          range.setStart(last, end - 1);
          range.setEnd(last, end);
          const letter = range.getBoundingClientRect();
          const rects = [...link.getClientRects()];
          const lastLine = rects[rects.length - 1];
          return lastLine.top > letter.bottom - 2;
        })
        .map((link) => link.textContent),
    ARTICLE,
  );

test.describe('line breaking', () => {
  for (const [path, widths] of [
    ['/guide/start/quick-start', [360, 412]],
    ['/config/rsbuild/output', [360, 412]],
    ['/zh/guide/advanced/module-federation', [360]],
    ['/zh/guide/start/quick-start', [412, 1100]],
    ['/blog/introducing-rslib', [900]],
  ] as const) {
    test(`an external link's arrow never starts a line: ${path}`, async ({
      page,
    }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await openPage(page, path);
        expect(await arrowsAlone(page), `at ${width} px`).toEqual([]);
      }
    });
  }

  test('a Chinese heading or table header never leaves one character alone on its last line', async ({
    page,
  }) => {
    for (const [width, path] of [
      [320, '/zh/config/lib/format'],
      [360, '/zh/config/lib/format'],
      [412, '/zh/config/lib/format'],
      [360, '/zh/guide/start/quick-start'],
      [768, '/zh/guide/start/quick-start'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, path);
      const lonely = await page.evaluate(
        (article) =>
          [...document.querySelectorAll(`${article} :is(h1, h2, h3, th)`)]
            .map((heading) => {
              // The heading's characters by line, from each one's own box:
              // a new line where a character sits over half a line lower
              // (Latin and Chinese glyphs of one line differ by a pixel or two).
              const half =
                Number.parseFloat(getComputedStyle(heading).lineHeight) / 2;
              const lines: { top: number; text: string }[] = [];
              const walker = document.createTreeWalker(
                heading,
                NodeFilter.SHOW_TEXT,
              );
              while (walker.nextNode()) {
                const text = walker.currentNode as Text;
                for (let at = 0; at < text.data.length; at += 1) {
                  if (!text.data[at].trim() || text.data[at] === '#') continue;
                  const range = document.createRange();
                  range.setStart(text, at);
                  range.setEnd(text, at + 1);
                  const { top } = range.getBoundingClientRect();
                  const line = lines.at(-1);
                  if (line && top - line.top < half) line.text += text.data[at];
                  else lines.push({ top, text: text.data[at] });
                }
              }
              return lines.map((line) => line.text);
            })
            .filter((lines) => lines.length > 1 && lines.at(-1)?.length === 1),
        ARTICLE,
      );
      expect(lonely, `${path} at ${width} px`).toEqual([]);
    }
  });
});

test('a narrow search modal ends each cut row in an ellipsis, in Chinese too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, '/zh/guide/start/quick-start');
  await page.keyboard.press('Control+k');
  const { input, hits } = searchModal(page);
  await input.fill('类型');
  await expect(hits.first()).toBeVisible();
  const rows = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.DocSearch-Hit :is(.DocSearch-Hit-title, .DocSearch-Hit-path)',
      ),
    ].map((line) => {
      const wrapper = line.closest('.DocSearch-Hit-content-wrapper');
      return {
        text: line.textContent,
        // The line's own box ends where the row shows it ends...
        inside:
          line.getBoundingClientRect().right <=
          (wrapper?.getBoundingClientRect().right ?? 0) + 1,
        // ...and a line longer than that box is cut by the box itself, with "…".
        cutWithEllipsis:
          line.scrollWidth <= line.clientWidth ||
          getComputedStyle(line).textOverflow === 'ellipsis',
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((row) => !row.inside || !row.cutWithEllipsis)).toEqual([]);
});

test('the hidden skip link casts no shadow on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await openPage(page, '/guide/start/quick-start');
  const strip = await page.screenshot({
    clip: { x: 0, y: 0, width: 240, height: 14 },
  });
  // The strip's pixels, decoded by the page's own canvas.
  const colours = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const seen = new Set<string>();
    for (let at = 0; at < data.length; at += 4) {
      seen.add(`${data[at]},${data[at + 1]},${data[at + 2]}`);
    }
    return [...seen];
  }, strip.toString('base64'));
  // Above the logo and the menu button there is only the navbar's background.
  expect(colours).toEqual(['255,255,255']);
});

/** Characters of a code block's text whose boxes meet one of its buttons. */
const textUnderButtons = (page: Page, blockIndex: number) =>
  page.evaluate(
    ({ at, article }) => {
      const pre = document.querySelectorAll(`${article} pre`)[at];
      const body = pre.parentElement?.parentElement as HTMLElement;
      const buttons = [...body.querySelectorAll('button')].map((button) =>
        button.getBoundingClientRect(),
      );
      const hidden: string[] = [];
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        for (let index = 0; index < text.data.length; index += 1) {
          if (!text.data[index].trim()) continue;
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const box = range.getBoundingClientRect();
          const under = buttons.some(
            (button) =>
              box.right > button.left &&
              box.left < button.right &&
              box.bottom > button.top &&
              box.top < button.bottom,
          );
          if (under) hidden.push(text.data[index]);
        }
      }
      return hidden.join('');
    },
    { at: blockIndex, article: ARTICLE },
  );

test.describe('code blocks on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('wrapped code flows around its buttons and breaks between words', async ({
    page,
  }) => {
    await openPage(page, '/guide/basic/cli');
    const block = page.locator(`${ARTICLE} pre`).first();
    const wrap = page.getByRole('button', { name: 'Toggle code wrap' }).first();
    await block.hover();
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    await block.hover();
    expect(await textUnderButtons(page, 0)).toBe('');
    // "production" fits a line: it is not split across two.
    const split = await block.evaluate((pre) => {
      const text = [...pre.querySelectorAll('*')]
        .flatMap((element) => [...element.childNodes])
        .find(
          (node): node is Text =>
            node.nodeType === Node.TEXT_NODE &&
            (node as Text).data.includes('production'),
        );
      if (!text) return null;
      const range = document.createRange();
      const start = text.data.indexOf('production');
      range.setStart(text, start);
      range.setEnd(text, start + 'production'.length);
      return new Set([...range.getClientRects()].map((box) => box.top)).size;
    });
    expect(split).toBe(1);
  });

  test.describe('with touch and no hover', () => {
    test.use({ hasTouch: true, isMobile: true });

    test('the copy and wrap buttons show, above the code rather than over it', async ({
      page,
    }) => {
      await openPage(page, '/guide/basic/cli');
      const buttons = page
        .locator(`${ARTICLE} pre`)
        .first()
        .locator('xpath=../..')
        .locator('button');
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) {
        await expect(button).toBeVisible();
        expect(
          await button.evaluate((element) => getComputedStyle(element).opacity),
        ).toBe('1');
      }
      expect(await textUnderButtons(page, 0)).toBe('');
    });
  });
});

test.describe('the Markdown actions menu on a phone', () => {
  for (const [path, label] of [
    ['/guide/basic/typescript', 'More Markdown actions'],
    ['/zh/guide/basic/typescript', '更多 Markdown 操作'],
  ] as const) {
    test(`stays inside the window at 390 px: ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, path);
      const trigger = page.getByRole('button', { name: label });
      await trigger.click();
      const menu = page.locator(
        `#${await trigger.getAttribute('aria-controls')}`,
      );
      await expect(menu.getByRole('link').first()).toBeVisible();
      const box = await menu.evaluate((element) =>
        element.getBoundingClientRect().toJSON(),
      );
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('switching language halfway down a page', () => {
  for (const width of [1280, 390]) {
    test(`opens the twin at the same section at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await openPage(page, '/guide/basic/output-structure');
      // Everything the page loads is in: a part arriving later changes the
      // height above the reader, and the browser's scroll anchoring then
      // moves the page down, which hides the navbar again.
      await page.waitForLoadState('networkidle');
      // Reading inside "What bundle mode emits", its heading scrolled past.
      await page.evaluate(() => {
        document.getElementById('what-bundle-mode-emits')?.scrollIntoView();
        window.scrollBy(0, 150);
      });
      // A little back up, as a reader does to bring the hidden navbar back.
      await scrollTo(page, (await page.evaluate(() => scrollY)) - 30);
      const navbar = page.locator(inRegion(REGION.navbar));
      // Back in full at the top of the window, and still: the scroll down
      // may still be sliding it out when the scroll up brings it back, and
      // a pointer aimed while it moves misses.
      await expect
        .poll(async () => {
          await page.evaluate(() =>
            Promise.allSettled(
              document.getAnimations().map(({ finished }) => finished),
            ),
          );
          return (await navbar.boundingBox())?.y;
        })
        .toBe(0);
      // The pointer goes where the controls are; Playwright's own hover
      // and click would first scroll the sticky navbar "into view".
      const pointAt = async (target: Locator, click = false) => {
        const box = await target.boundingBox();
        if (!box) throw new Error('not on screen');
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        if (click) await page.mouse.click(x, y);
        else await page.mouse.move(x, y);
      };
      if (width > 768) {
        await pointAt(languageSwitch(page));
      } else {
        await pointAt(
          navbar.getByRole('button', { name: 'Navigation menu' }),
          true,
        );
        await pointAt(
          navbar.getByRole('button', { name: 'Language: English' }),
          true,
        );
      }
      const link = page.getByRole('link', { name: '简体中文' });
      await expect(link).toBeVisible();
      await pointAt(link, true);
      await expect(page).toHaveURL(
        `/zh/guide/basic/output-structure#${encodeURIComponent('bundle-模式的产物')}`,
      );
      const heading = page.getByRole('heading', {
        level: 2,
        name: 'Bundle 模式的产物',
      });
      await expect(heading).toBeInViewport();
      const top = (await heading.boundingBox())?.y ?? -1;
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(200);
    });
  }

  test('from the top of a page, opens the twin at its top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await openPage(page, '/guide/basic/output-structure');
    await switchToChinese(page);
    await expect(page).toHaveURL('/zh/guide/basic/output-structure');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});
