import { expect, test } from './fixtures';

// The local server stands in for the static host in every browser test and
// bench: like a host, it compresses text, or Lighthouse would judge pages by
// several times the bytes a reader downloads.
const TEXT_FILES = [
  '/guide/start/quick-start',
  '/search/records.en.json',
  '/sitemap.xml',
];

for (const [accepted, encoding] of [
  ['gzip, deflate, br', 'br'],
  ['gzip', 'gzip'],
] as const) {
  test(`pages, scripts and styles come ${encoding}-compressed to a browser accepting ${accepted}`, async ({
    page,
    request,
  }) => {
    await page.goto('/guide/start/quick-start');
    const assets = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], link[rel="stylesheet"]')].map(
        (element) =>
          new URL(
            element.getAttribute('src') ?? element.getAttribute('href') ?? '',
            location.href,
          ).pathname,
      ),
    );
    expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
    expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
    for (const path of [...TEXT_FILES, ...assets]) {
      const response = await request.get(path, {
        headers: { 'Accept-Encoding': accepted },
      });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], path).toBe(encoding);
      expect(response.headers().vary, path).toContain('Accept-Encoding');
    }
  });
}

test('a client that accepts no encoding gets the file as it is', async ({
  request,
}) => {
  const response = await request.get('/guide/start/quick-start', {
    headers: { 'Accept-Encoding': 'identity' },
  });
  expect(response.headers()['content-encoding']).toBeUndefined();
  expect(await response.text()).toContain('<h1');
});
