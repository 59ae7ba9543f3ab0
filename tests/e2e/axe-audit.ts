import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
 * is now: with every WCAG A/AA rule, or with just the given ones. Axe runs
 * inside the page (legacy mode): the site has no frames, and the default mode
 * opens an extra page for every audit.
 */
export async function audit(
  page: Page,
  route: string,
  theme: Theme,
  rules?: readonly string[],
): Promise<Violation[]> {
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules([...rules]);
  else builder.withTags(WCAG_TAGS);
  const results = await builder
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
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
