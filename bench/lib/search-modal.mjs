// What the search benchmarks share: where they open the modal in each
// language, its button's name, and typing a query until the embedded engine
// has answered it (the engine marks each query with a performance measure).

export const PAGE_OF = { en: '/guide/start/', zh: '/zh/guide/start/' };
export const BUTTON_OF = { en: 'Search docs', zh: '搜索文档' };

/** Waits until the engine has answered `typed` (its measure names the query). */
export const waitForAnswer = (page, typed) =>
  page.waitForFunction(
    (query) =>
      performance
        .getEntriesByName('search:embedded-query')
        .some((entry) => entry.detail?.query === query.trim()),
    typed,
  );

/**
 * Types `query` into the modal's input and waits for the engine's answer to
 * that query (the engine marks each answer with a performance measure that
 * names its query) and for the modal to have drawn it. Resolves to the
 * engine's time for the answer, in ms.
 */
export async function typeQuery(page, input, query) {
  await page.evaluate(() => performance.clearMeasures('search:embedded-query'));
  await input.fill(query);
  // The modal keeps the first 64 characters of what is typed.
  const typed = await input.inputValue();
  await waitForAnswer(page, typed);
  // The engine's own time for the answer, then two frames for the drawing.
  return page.evaluate(
    (typed) =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              performance
                .getEntriesByName('search:embedded-query')
                .find((entry) => entry.detail?.query === typed.trim()).duration,
            ),
          ),
        ),
      ),
    typed,
  );
}
