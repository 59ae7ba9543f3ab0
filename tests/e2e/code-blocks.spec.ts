import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { pauseClock } from './clock';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

const PAGE = '/guide/start/quick-start';

/** The page's `rslib.config.ts` example. */
function configBlock(page: Page) {
  return page.locator(`${inRegion(REGION.article)} [data-code-block]`, {
    has: page.locator('[data-code-title]', { hasText: 'rslib.config.ts' }),
  });
}

/** The clipboard API refuses to write, as when the permission is denied. */
async function refuseClipboard(
  page: Page,
  { copyCommandToo }: { copyCommandToo: boolean },
) {
  await page.addInitScript((refuseCommand) => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      value: () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    if (refuseCommand) document.execCommand = () => false;
  }, copyCommandToo);
}

async function codeText(page: Page) {
  return (await configBlock(page).locator('pre code').innerText()).trimEnd();
}

test('the copy button copies the code and shows success for 2 s', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await openPage(page, PAGE);
  await pauseClock(page);
  const copy = configBlock(page).getByRole('button', { name: 'Copy code' });
  // The tick drawn over the copy icon.
  const success = copy.locator('svg').last();
  await expect(success).toHaveCSS('opacity', '0');

  await copy.click();
  await expect(success).toHaveCSS('opacity', '1');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trimEnd()).toBe(await codeText(page));
  expect(copied).toContain("import { defineConfig } from '@rslib/core';");

  await page.clock.runFor(1999);
  await expect(success).toHaveCSS('opacity', '1');
  await page.clock.runFor(1);
  await expect(success).toHaveCSS('opacity', '0');
});

test('when the clipboard refuses, the code is offered in a prompt', async ({
  page,
}) => {
  // Every way to copy fails: the clipboard API and the copy command.
  await refuseClipboard(page, { copyCommandToo: true });
  await openPage(page, PAGE);
  const copy = configBlock(page).getByRole('button', { name: 'Copy code' });

  const prompts: { type: string; value: string }[] = [];
  page.on('dialog', async (dialog) => {
    prompts.push({ type: dialog.type(), value: dialog.defaultValue() });
    await dialog.dismiss();
  });
  await copy.click();
  await expect.poll(() => prompts.length).toBe(1);
  expect(prompts[0].type).toBe('prompt');
  expect(prompts[0].value.trimEnd()).toBe(await codeText(page));
  // Nothing was copied, so no success is shown.
  await expect(copy).not.toHaveAttribute('data-copied');
  await expect(copy.locator('svg').last()).toHaveCSS('opacity', '0');
});

test('a refused clipboard API falls back to the copy command', async ({
  page,
}) => {
  await refuseClipboard(page, { copyCommandToo: false });
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()} dialog`);
  });
  await openPage(page, PAGE);
  const copy = configBlock(page).getByRole('button', { name: 'Copy code' });
  await copy.click();
  await expect(copy.locator('svg').last()).toHaveCSS('opacity', '1');
});

test.describe('wrap toggle', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('starts unwrapped (markdown.defaultWrapCode: false) and toggles', async ({
    page,
  }) => {
    await openPage(page, PAGE);
    // A one-line command longer than the screen is wide.
    const block = page.locator(
      `${inRegion(REGION.article)} [data-code-block]`,
      {
        hasText: '--skill rslib-best-practices --no-git',
      },
    );
    const scroller = block.locator('[data-code-scroller]');
    const overflows = () =>
      scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
    const toggle = block.getByRole('button', { name: 'Toggle code wrap' });

    expect(await overflows()).toBe(true);
    await toggle.click();
    await expect.poll(overflows).toBe(false);
    await toggle.click();
    await expect.poll(overflows).toBe(true);
  });
});

test.describe('wrap toggle on every kind of block', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  // Plain and titled blocks, blocks in callouts, line-highlighted blocks and
  // the package-manager tabs, whose code the site renders itself.
  const pages = [
    '/guide/advanced/module-federation',
    '/guide/migration/modernjs-module',
    '/config/rsbuild/output',
    '/zh/guide/basic/output-format',
  ];

  for (const path of pages) {
    test(`every long block on ${path} wraps when on and scrolls when off`, async ({
      page,
    }) => {
      await openPage(page, path);
      const blocks = page.locator(
        `${inRegion(REGION.article)} [data-code-block]:visible`,
      );
      let checked = 0;
      for (const block of await blocks.all()) {
        const scroller = block.locator('[data-code-scroller]');
        const overflows = () =>
          scroller.evaluate(
            (element) => element.scrollWidth > element.clientWidth,
          );
        if (!(await overflows())) continue;
        const toggle = block.getByRole('button', {
          name: /Toggle code wrap|切换代码换行/,
        });
        await block.hover();
        await toggle.click();
        await expect.poll(overflows).toBe(false);
        await toggle.click();
        await expect.poll(overflows).toBe(true);
        checked += 1;
      }
      // The page must have long lines, or this proves nothing.
      expect(checked).toBeGreaterThan(0);
    });
  }
});

test('the Chinese page labels the buttons in Chinese', async ({ page }) => {
  await openPage(page, `/zh${PAGE}`);
  const block = configBlock(page);
  await expect(block.getByRole('button', { name: '复制代码' })).toBeVisible();
  await expect(
    block.getByRole('button', { name: '切换代码换行' }),
  ).toBeVisible();
  await expect(block.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
});

test('the buttons come with the page’s script: the served page leaves them out, every block has both once it runs', async ({
  page,
}) => {
  const served = await (await page.request.get(PAGE)).text();
  expect(served).toContain('data-code-block');
  expect(served).not.toContain('aria-label="Copy code"');
  expect(served).not.toContain('aria-label="Toggle code wrap"');

  await openPage(page, PAGE);
  const blocks = page.locator(`${inRegion(REGION.article)} [data-code-block]`);
  const count = await blocks.count();
  expect(count).toBeGreaterThan(2);
  // Hidden ones too (the package managers' other tabs).
  await expect(blocks.locator('button[aria-label="Copy code"]')).toHaveCount(
    count,
  );
  await expect(
    blocks.locator('button[aria-label="Toggle code wrap"]'),
  ).toHaveCount(count);
  // Reached from the keyboard: Tab from the block's title lands on its buttons.
  const first = blocks
    .filter({ has: page.locator('[data-code-title]') })
    .first();
  await first.locator('[data-code-title]').click();
  await page.mouse.move(0, 0);
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() =>
      document.activeElement?.getAttribute('aria-label'),
    );
    if (label === 'Toggle code wrap') break;
  }
  expect(
    await first
      .getByRole('button', { name: 'Toggle code wrap' })
      .evaluate((button) => button === document.activeElement),
  ).toBe(true);
  await expect(
    first.getByRole('button', { name: 'Toggle code wrap' }),
  ).toHaveCSS('opacity', '1');
});
