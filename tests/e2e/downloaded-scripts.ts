import type { Page } from '@playwright/test';

/**
 * Records the text of every script the page downloads from now on: `text()`
 * gives all of them so far, `forget()` starts the record afresh.
 */
export function recordScripts(page: Page) {
  let scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    // A script still arriving when the page goes to another address has
    // no body left to read: it belonged to the page left behind.
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''));
  });
  return {
    text: async () => (await Promise.all(scripts)).join('\n'),
    forget: () => {
      scripts = [];
    },
  };
}
