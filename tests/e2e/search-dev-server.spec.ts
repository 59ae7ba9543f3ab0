import { readFileSync } from 'node:fs';
import { startDevServer } from '../../scripts/lib/dev-server.mjs';
import { expect, test } from './fixtures';
import { searchModal } from './search-helpers';

// The development server builds no search index: the modal says that search
// runs on the built site, in the page's language, and asks for no index.
const texts = JSON.parse(readFileSync('i18n.json', 'utf8')) as Record<
  string,
  Record<'en' | 'zh', string>
>;
const PORT = Number(process.env.E2E_PORT ?? 4174) + 2;

// One server for both tests: they run one after the other in one worker.
test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startDevServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDevServer(PORT);
});

test.afterAll(() => {
  server?.stop();
});

for (const { lang, path, button } of [
  { lang: 'en' as const, path: '/guide/start/', button: 'Search docs' },
  { lang: 'zh' as const, path: '/zh/guide/start/', button: '搜索文档' },
]) {
  test(`${lang}: on the development server the modal says search runs on the built site`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The first visit of a page compiles it.
    await page.goto(`${server?.origin}${path}`, { timeout: 90_000 });
    await page.getByRole('button', { name: button }).click();
    const { input, title, help, hits } = searchModal(page);
    await input.fill('config');
    await expect(title).toHaveText(texts['searchUnbuilt.titleText'][lang], {
      timeout: 30_000,
    });
    await expect(help).toHaveText(texts['searchUnbuilt.helpText'][lang]);
    await expect(hits).toHaveCount(0);
    await expect(
      page.getByText(texts['searchModal.errorScreen.titleText'][lang]),
    ).toHaveCount(0);
    expect(requested.filter((url) => url.includes('/pagefind/'))).toEqual([]);
  });
}
