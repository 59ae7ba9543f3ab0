import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The WCAG A/AA rules whose outcome depends on colours: all a theme changes.
 * The other rules look at structure and names, which are the same in both.
 */
export const THEME_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block'];
/** What the gate stops on; moderate and minor findings are left to review. */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

export type Theme = 'light' | 'dark';

export interface Violation {
  route: string;
  theme: Theme;
  rule: string;
  impact: string;
  targets: string[];
}

/** Whether the page shows the dark theme: the class Rspress' script sets. */
export function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    document.documentElement.classList.contains('dark'),
  );
}

/**
 * The critical and serious WCAG A/AA violations axe finds in the page as it
 * is now: with every WCAG A/AA rule, or with just the given ones. Axe's
 * script is put into the page once and serves every audit of it; the site
 * has no frames to reach into.
 */
export async function audit(
  page: Page,
  route: string,
  theme: Theme,
  rules?: readonly string[],
): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
  }
  const runOnly: axe.RunOnly = rules
    ? { type: 'rule', values: [...rules] }
    : { type: 'tag', values: WCAG_TAGS };
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, options),
    { runOnly, resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
  return results.violations
    .filter(({ impact }) => BLOCKING_IMPACTS.has(impact ?? ''))
    .map(({ id, impact, nodes }) => ({
      route,
      theme,
      rule: id,
      impact: impact ?? '',
      targets: nodes.map(({ target }) => target.join(' ')),
    }));
}

/** One line per violation: `<route> [<theme>] <rule id> (<impact>): <targets>`. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      ({ route, theme, rule, impact, targets }) =>
        `${route} [${theme}] ${rule} (${impact}): ${targets.join(', ')}`,
    )
    .join('\n');
}

/**
 * Waits for the colour transitions in flight: colours still fading would be
 * measured half-way. A transition cut short rejects its promise; it is over
 * all the same.
 */
export function transitionsSettled(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map(({ finished }) => finished),
    ),
  );
}
