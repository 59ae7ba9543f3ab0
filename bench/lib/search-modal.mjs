// What the search benchmarks share: where they open the modal in each
// language, its button's name, and typing a query until the embedded engine
// has answered it (the engine marks each query with a performance measure).

export const PAGE_OF = { en: '/guide/start/', zh: '/zh/guide/start/' };
export const BUTTON_OF = { en: 'Search docs', zh: '搜索文档' };

/** Types `query` into the modal's input and waits for the engine's answer. */
export async function typeQuery(page, input, query) {
  const before = await page.evaluate(
    () => performance.getEntriesByName('search:local-query').length,
  );
  await input.fill(query);
  await page.waitForFunction(
    (count) =>
      performance.getEntriesByName('search:local-query').length > count,
    before,
  );
}
