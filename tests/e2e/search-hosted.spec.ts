import { SITE_URL } from '../../site.config';
import { expect, test } from './fixtures';
import {
  TEST_API_KEY,
  TEST_APP_ID,
  TEST_INDEX_NAME,
  withProvider,
} from './provider-server';
import { openPage, searchModal } from './search-helpers';

// These tests run against the build made with the provider's settings
// (npm run build:hosted-test), served on its own port.
test.use({ viewport: { width: 1280, height: 800 } });

test('queries the provider with the language facet, credentials in the query string', async ({
  page,
}) => {
  const provider = await withProvider(page, ['ok']);
  try {
    await openPage(page, '/guide/start/');
    await expect(
      page.locator(
        `link[rel="preconnect"][href="https://${TEST_APP_ID}-dsn.algolia.net"]`,
      ),
    ).toHaveCount(1);
    await page.keyboard.press('Control+k');
    const { input, hits } = searchModal(page);
    await input.fill('umdName');
    await expect(hits.first()).toContainText('lib.umdName');
    await expect(page.locator('.DocSearch-Logo')).toBeVisible();

    const [query] = provider.hosts[0].received;
    expect(query.appId).toBe(TEST_APP_ID);
    expect(query.apiKey).toBe(TEST_API_KEY);
    expect(query.credentialHeaders).toBe(false);
    expect(query.requests[0]).toMatchObject({
      indexName: TEST_INDEX_NAME,
      facetFilters: ['lang:en'],
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });

    await hits.first().click();
    await expect(page).toHaveURL('/config/lib/umd-name');
  } finally {
    await provider.close();
  }
});

test('Chinese pages ask for Chinese records', async ({ page }) => {
  const provider = await withProvider(page, ['ok']);
  try {
    await openPage(page, '/zh/guide/start/');
    await page.keyboard.press('Control+k');
    const { input, hits } = searchModal(page);
    await input.fill('类型声明');
    await expect(hits.first().locator('a')).toHaveAttribute('href', /^\/zh\//);
    expect(provider.hosts[0].received.at(-1)?.requests[0].facetFilters).toEqual(
      ['lang:zh'],
    );
  } finally {
    await provider.close();
  }
});

test('a host answering 5xx is skipped for the next one', async ({ page }) => {
  const provider = await withProvider(page, ['fail-500', 'ok']);
  try {
    await openPage(page, '/guide/start/');
    await page.keyboard.press('Control+k');
    const { input, hits } = searchModal(page);
    await input.fill('autoExternal');
    await expect(hits.first()).toContainText('autoExternal');
    expect(provider.hosts[0].received.length).toBeGreaterThan(0);
    expect(provider.hosts[1].received.length).toBeGreaterThan(0);
  } finally {
    await provider.close();
  }
});

test('a host that times out is skipped for the next one', async ({ page }) => {
  const provider = await withProvider(page, ['hang', 'ok']);
  try {
    await openPage(page, '/guide/start/');
    await page.keyboard.press('Control+k');
    const { input, hits } = searchModal(page);
    await input.fill('autoExternal');
    await expect(hits.first()).toContainText('autoExternal');
    expect(provider.hosts[0].received.length).toBeGreaterThan(0);
    expect(provider.hosts[1].received.length).toBeGreaterThan(0);
  } finally {
    await provider.close();
  }
});

test('when every host fails the modal shows the error screen', async ({
  page,
}) => {
  const provider = await withProvider(page, ['fail-500', 'hang', 'fail-500']);
  try {
    await openPage(page, '/guide/start/');
    await page.keyboard.press('Control+k');
    const { input, title, help } = searchModal(page);
    await input.fill('autoExternal');
    await expect(title).toHaveText('Unable to fetch results');
    await expect(help).toHaveText(
      'You might want to check your network connection.',
    );
    for (const host of provider.hosts) {
      expect(host.received.length).toBeGreaterThan(0);
    }
  } finally {
    await provider.close();
  }
});

test('the error screen is in Chinese on Chinese pages', async ({ page }) => {
  const provider = await withProvider(page, ['fail-500']);
  try {
    await openPage(page, '/zh/guide/start/');
    await page.keyboard.press('Control+k');
    const { input, title } = searchModal(page);
    await input.fill('配置');
    await expect(title).toHaveText('无法获取结果');
  } finally {
    await provider.close();
  }
});

test('a 4xx answer is an error and is not retried on another host', async ({
  page,
}) => {
  const provider = await withProvider(page, ['reject-403', 'ok']);
  try {
    await openPage(page, '/guide/start/');
    await page.keyboard.press('Control+k');
    const { input, hits, modal } = searchModal(page);
    await input.fill('autoExternal');
    await expect
      .poll(() => provider.hosts[0].received.length)
      .toBeGreaterThan(0);
    await expect(modal.locator('.DocSearch-ErrorScreen')).toBeVisible();
    await expect(hits).toHaveCount(0);
    expect(provider.hosts[1].received).toEqual([]);
  } finally {
    await provider.close();
  }
});

for (const { width, words } of [
  { width: 1280, words: 10 },
  { width: 768, words: 5 },
]) {
  test(`at ${width} px snippets ask for ${words} words`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const provider = await withProvider(page, ['ok']);
    try {
      await openPage(page, '/guide/start/');
      await page.keyboard.press('Control+k');
      const { input, hits } = searchModal(page);
      await input.fill('dirname');
      await expect(hits.first()).toBeVisible();
      const [request] = provider.hosts[0].received[0].requests;
      expect(request.attributesToSnippet).toContain(`content:${words}`);
      expect(request.attributesToSnippet).toContain(`hierarchy.lvl1:${words}`);
    } finally {
      await provider.close();
    }
  });
}

test('a group shows at most 20 results', async ({ page }) => {
  const provider = await withProvider(page, ['ok-40-hits']);
  try {
    await openPage(page, '/config/');
    await page.keyboard.press('Control+k');
    const { input, modal } = searchModal(page);
    await input.fill('lib');
    const config = modal.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', { hasText: /^Config$/ }),
    });
    await expect(config.locator('.DocSearch-Hit')).toHaveCount(20);
    // The provider's answer had more for that group than the modal shows.
    const [host] = provider.hosts;
    const answer = await fetch(
      `http://${host.address}/1/indexes/*/queries?x-algolia-application-id=${TEST_APP_ID}&x-algolia-api-key=${TEST_API_KEY}`,
      {
        method: 'POST',
        body: JSON.stringify({ requests: host.received[0].requests }),
      },
    );
    const { results } = (await answer.json()) as {
      results: { hits: { hierarchy: { lvl0: string } }[] }[];
    };
    expect(
      results[0].hits.filter((hit) => hit.hierarchy.lvl0 === 'Config').length,
    ).toBeGreaterThan(20);
  } finally {
    await provider.close();
  }
});

// An index filled by the provider's crawler holds absolute URLs: on the
// published site, or on the host it crawled (a preview deploy, this server).
for (const { where, origin } of [
  {
    where: 'the published site (SITE_URL)',
    origin: () => new URL(SITE_URL).origin,
  },
  {
    where: 'another host serving this site',
    origin: () => 'https://preview.example.com',
  },
  { where: 'the page’s own origin', origin: (page: string) => page },
]) {
  test(`hits with absolute URLs on ${where} open in the site by Enter and by click`, async ({
    page,
  }) => {
    let pageOrigin = '';
    const provider = await withProvider(page, ['ok'], {
      hitUrl: (path) => `${origin(pageOrigin)}${path}`,
    });
    try {
      await openPage(page, '/guide/start/');
      pageOrigin = new URL(page.url()).origin;
      await page.evaluate(() => {
        (window as { notReloaded?: boolean }).notReloaded = true;
      });
      const { input, hits, activeHit, modal } = searchModal(page);

      await page.keyboard.press('Control+k');
      await input.fill('umdName');
      await expect(hits.first().locator('a')).toHaveAttribute(
        'href',
        '/config/lib/umd-name',
      );
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await expect(activeHit).toContainText('lib.umdName');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/config/lib/umd-name');
      await expect(modal).toBeHidden();

      await page.keyboard.press('Control+k');
      await input.fill('autoExternal');
      // The answer to this query, not the recent search the modal opened with.
      await expect(hits.first().locator('a')).toHaveAttribute(
        'href',
        '/config/lib/auto-external',
      );
      await hits.first().click();
      await expect(page).toHaveURL('/config/lib/auto-external');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'autoExternal',
      );
      expect(
        await page.evaluate(
          () => (window as { notReloaded?: boolean }).notReloaded,
        ),
      ).toBe(true);
    } finally {
      await provider.close();
    }
  });
}

for (const way of ['Enter', 'click'] as const) {
  test(`a hit on another site opens as a normal link (${way})`, async ({
    page,
  }) => {
    // Its path is no route of this site.
    const elsewhere = 'https://docs.example.org/elsewhere';
    const provider = await withProvider(page, ['ok'], {
      hitUrl: (path) => `${elsewhere}${path}`,
    });
    await page.route(`${elsewhere}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>',
      }),
    );
    try {
      await openPage(page, '/guide/start/');
      const { input, hits } = searchModal(page);
      await page.keyboard.press('Control+k');
      await input.fill('umdName');
      const link = hits.first().locator('a');
      await expect(link).toHaveAttribute(
        'href',
        `${elsewhere}/config/lib/umd-name`,
      );
      if (way === 'Enter') await page.keyboard.press('Enter');
      else await link.click();
      await expect(page).toHaveURL(`${elsewhere}/config/lib/umd-name`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Elsewhere',
      );
    } finally {
      await provider.close();
    }
  });
}
