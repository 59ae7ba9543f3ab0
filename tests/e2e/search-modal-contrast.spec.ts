import type { Page } from '@playwright/test';
import {
  audit,
  describeViolations,
  isDark,
  type Theme,
  type Violation,
} from './axe-audit';
import { expect, test } from './fixtures';
import { openPage, searchModal } from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** Waits until no colour is still fading, so axe measures the final one. */
function transitionsDone(page: Page) {
  return page.evaluate(() =>
    Promise.allSettled(
      document.getAnimations().map(({ finished }) => finished),
    ),
  );
}

/**
 * DocSearch 3.9 draws each hit as a list option holding the hit's link, so
 * a pointer can open it in a new tab or copy its address; axe reports a
 * link inside an option. The links are out of the tab order (the search
 * field moves through the options), and no other finding is let through:
 * the same rule anywhere else in the modal still fails.
 */
function withoutHitLinksInOptions(found: Violation[]): Violation[] {
  return found.filter(
    ({ rule, targets }) =>
      !(
        rule === 'nested-interactive' &&
        targets.every((target) => /^#docsearch-hits\d+-item-\d+$/.test(target))
      ),
  );
}

/**
 * The search modal as a reader uses it: open, with results, the second hit
 * chosen with the arrow key (a selected row has its own colours), in each
 * theme. Every WCAG A/AA rule runs on it, contrast first of all: hit
 * titles, paths, group titles, the footer's key hints.
 */
for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
  for (const { path, query } of [
    { path: '/guide/start/quick-start', query: 'autoExternal' },
    { path: '/zh/guide/start/quick-start', query: 'autoExtension' },
  ]) {
    test(`${path} [${theme}]: the open modal with results and a selected hit passes axe`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await openPage(page, path);
      expect(await isDark(page)).toBe(theme === 'dark');
      await page.keyboard.press('Control+k');
      const { input, hits } = searchModal(page);
      await input.fill(query);
      await expect(hits.nth(1)).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
      await transitionsDone(page);
      const found = withoutHitLinksInOptions(
        await audit(page, `${path} (search open)`, theme),
      );
      expect(found, describeViolations(found)).toEqual([]);
    });
  }
}
