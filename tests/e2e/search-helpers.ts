import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the search shortcuts work, as a reader would
 * once the page is interactive: the button announces them then.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page
    .locator('button[aria-keyshortcuts]')
    .filter({ hasText: /^(Search docs|搜索文档)/ })
    .waitFor();
  return response;
}

/** The parts of the search modal a reader looks at. */
export function searchModal(page: Page) {
  const modal = page.locator('.DocSearch-Modal');
  return {
    modal,
    input: modal.locator('.DocSearch-Input'),
    hits: modal.locator('.DocSearch-Hit'),
    activeHit: modal.locator('.DocSearch-Hit[aria-selected="true"]'),
    groupTitles: modal.locator('.DocSearch-Hit-source'),
    // Screens the modal keeps mounted but hidden do not count.
    title: modal.locator('.DocSearch-Title').filter({ visible: true }),
    help: modal.locator('.DocSearch-Help').filter({ visible: true }),
  };
}

/** A stored recent search, in the shape the modal keeps in local storage. */
export function storedSearch(index: number) {
  return {
    objectID: `stored-${index}`,
    url: `/guide/start/#stored-${index}`,
    type: 'lvl1',
    hierarchy: { lvl0: 'Guide', lvl1: `Stored search ${index}` },
    content: null,
  };
}
