import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';

/** The navbar's language switch on an English page, as a wide screen shows it. */
export const languageSwitch = (page: Page) =>
  page
    .locator(inRegion(REGION.navbar))
    .getByText('English')
    .filter({ visible: true });

/** On an English page at desktop width: the pointer opens the switch and picks Chinese. */
export async function switchToChinese(page: Page) {
  await languageSwitch(page).hover();
  await page.getByRole('link', { name: '简体中文' }).click();
}
