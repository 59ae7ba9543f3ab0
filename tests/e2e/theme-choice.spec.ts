import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// The theme control offers light, dark and "follow the system". The current
// choice is what assistive technology announces (the checked option of a
// named group); "system" follows the system's colour scheme as it changes and
// after a reload, and the page is drawn in the chosen theme from its first
// frame on.
test.use({ viewport: { width: 1440, height: 900 } });

/** The theme the reader sees: the page's background, dark or light. */
async function shownTheme(page: Page): Promise<'dark' | 'light'> {
  const luminance = await page.evaluate(() => {
    const colour = getComputedStyle(document.body).backgroundColor;
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
  return luminance < 0.5 ? 'dark' : 'light';
}

const TEXTS = {
  en: { group: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  zh: { group: '主题', light: '浅色', dark: '深色', system: '跟随系统' },
};

function themeControl(page: Page, lang: keyof typeof TEXTS) {
  const texts = TEXTS[lang];
  const group = page
    .getByRole('radiogroup', { name: texts.group })
    .filter({ visible: true });
  return {
    group,
    light: group.getByRole('radio', { name: texts.light, exact: true }),
    dark: group.getByRole('radio', { name: texts.dark, exact: true }),
    system: group.getByRole('radio', { name: texts.system, exact: true }),
  };
}

test('dark, then system: the page follows the system again, also after a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/guide/start/');
  const theme = themeControl(page, 'en');
  await expect(theme.system).toBeChecked();
  expect(await shownTheme(page)).toBe('light');

  await theme.dark.click();
  await expect(theme.dark).toBeChecked();
  await expect.poll(() => shownTheme(page)).toBe('dark');
  // The choice survives a reload, and the system no longer decides.
  await page.reload();
  await expect(theme.dark).toBeChecked();
  expect(await shownTheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await shownTheme(page)).toBe('dark');

  await theme.system.click();
  await expect(theme.system).toBeChecked();
  await expect.poll(() => shownTheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => shownTheme(page)).toBe('dark');

  await page.reload();
  await expect(theme.system).toBeChecked();
  expect(await shownTheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => shownTheme(page)).toBe('light');

  // Light on a dark system holds as well.
  await theme.light.click();
  // The choice is stored when the switch is drawn (a view transition runs
  // its update a frame later); the reader reloads after seeing it.
  await expect(theme.light).toBeChecked();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(theme.light).toBeChecked();
  expect(await shownTheme(page)).toBe('light');
});

for (const [lang, path] of [
  ['en', '/guide/start/quick-start'],
  ['zh', '/zh/guide/start/quick-start'],
] as const) {
  test(`${lang}: the theme is chosen from the keyboard, the choice announced`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, path);
    const theme = themeControl(page, lang);
    // Tab reaches the group at its checked option.
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if (
        await theme.system.evaluate((node) => node === document.activeElement)
      )
        break;
    }
    await expect(theme.system).toBeFocused();

    await page.keyboard.press('ArrowLeft');
    await expect(theme.dark).toBeChecked();
    await expect(theme.dark).toBeFocused();
    await expect.poll(() => shownTheme(page)).toBe('dark');

    await page.keyboard.press('ArrowLeft');
    await expect(theme.light).toBeChecked();
    await expect.poll(() => shownTheme(page)).toBe('light');

    // Around the end: back to following the (now dark) system.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.keyboard.press('ArrowLeft');
    await expect(theme.system).toBeChecked();
    await expect(theme.system).toBeFocused();
    await expect.poll(() => shownTheme(page)).toBe('dark');
  });
}

test('"system" on a dark system: every frame from the first is dark', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => {
    localStorage.setItem('rspress-theme-appearance', 'auto');
    const seen: string[] = [];
    (window as { backgroundsSeen?: string[] }).backgroundsSeen = seen;
    const sample = () => {
      if (document.body) {
        const colour = getComputedStyle(document.body).backgroundColor;
        if (seen.at(-1) !== colour) seen.push(colour);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await openPage(page, '/guide/start/quick-start');
  await expect(themeControl(page, 'en').system).toBeChecked();
  const seen = await page.evaluate(
    () => (window as { backgroundsSeen?: string[] }).backgroundsSeen ?? [],
  );
  expect(seen.length).toBeGreaterThan(0);
  const light = seen.filter((colour) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 >= 0.5;
  });
  expect(light, JSON.stringify(seen)).toEqual([]);
});
