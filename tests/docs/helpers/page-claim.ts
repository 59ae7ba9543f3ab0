import { expect, test } from '@rstest/core';
import { readPage } from '../../docs-source';
import { sourceFileOf } from '../../routes';

/**
 * Declares a test backing one sentence of an English page: the test name
 * carries the route and the quote, and the test first checks that the page
 * still says it, so it cannot keep backing a sentence that was rewritten.
 * Claims run concurrently: each builds in its own directory.
 */
export function claimTest(
  route: string,
  quote: string,
  check: () => Promise<void>,
): void {
  test.concurrent(`${route}: "${quote}"`, async () => {
    expectPageSays(route, quote);
    await check();
  });
}

/** Fails when the English page at `route` no longer says `quote`. */
export function expectPageSays(route: string, quote: string): void {
  const page = normalise(readPage('en', sourceFileOf(route)));
  expect(page).toContain(normalise(quote));
}

/** Whitespace-insensitive, so quotes survive reflowed lines. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ');
}
