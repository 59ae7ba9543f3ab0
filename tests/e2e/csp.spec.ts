import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { TEST_APP_ID, withProvider } from './provider-server';
import { openPage, searchModal } from './search-helpers';

// Runs against both builds: the embedded search one (project 'site') and
// the hosted search one (project 'hosted-search'), each served with the
// headers its `_headers` file sets.

const test = base.extend<{ violations: string[] }>({
  /** Every Content-Security-Policy violation the page reports, in any document it loads. */
  violations: async ({ page }, use) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) =>
      violations.push(text),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, unknown>)
          .reportCspViolation as (text: string) => void;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}: ${event.sample}`,
        );
      });
    });
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        message.text().includes('Content Security Policy')
      ) {
        violations.push(message.text());
      }
    });
    await use(violations);
  },
});

test.use({ viewport: { width: 1280, height: 800 } });

const isHosted = () => test.info().project.name === 'hosted-search';

const directivesOf = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

/** The hash sources of the inline scripts the browser found on the page. */
async function inlineScriptHashes(page: Page) {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map(
      (script) => script.textContent ?? '',
    ),
  );
  return texts.map(
    (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
}

test('HTML pages carry the security headers, with a hash for each inline script', async ({
  page,
}) => {
  const response = await page.goto('/guide/start/');
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');

  const policy = directivesOf(headers['content-security-policy'] ?? '');
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  const scriptSources = policy.get('script-src') ?? [];
  expect(scriptSources[0]).toBe("'self'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  // The embedded search engine is WebAssembly; the hosted mode runs none.
  if (isHosted()) expect(scriptSources).not.toContain("'wasm-unsafe-eval'");
  else expect(scriptSources[1]).toBe("'wasm-unsafe-eval'");
  const hashes = await inlineScriptHashes(page);
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(scriptSources).toContain(hash);

  expect(policy.get('connect-src')).toEqual(
    isHosted()
      ? [
          "'self'",
          `https://${TEST_APP_ID}-dsn.algolia.net`,
          `https://${TEST_APP_ID}-1.algolianet.com`,
          `https://${TEST_APP_ID}-2.algolianet.com`,
          `https://${TEST_APP_ID}-3.algolianet.com`,
          'http://127.0.0.1:*',
        ]
      : ["'self'"],
  );
});

for (const [kind, path] of [
  ['home page', '/'],
  ['doc page (with badge images)', '/guide/start/'],
  ['blog page', '/blog/introducing-rslib'],
  ['Chinese doc page', '/zh/config/lib/dts'],
]) {
  test(`the ${kind} runs without policy violations`, async ({
    page,
    violations,
  }) => {
    await openPage(page, path);
    expect(violations).toEqual([]);
  });
}

test('the 404 page is sent with the headers and runs without policy violations', async ({
  page,
  violations,
}) => {
  const response = await page.goto('/guide/no-such-page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toContain(
    "frame-ancestors 'none'",
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' }),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test('searching shows results without policy violations', async ({
  page,
  violations,
}) => {
  const provider = isHosted() ? await withProvider(page, ['ok']) : null;
  try {
    await openPage(page, '/guide/start/');
    await page.keyboard.press('Control+k');
    const { input, hits } = searchModal(page);
    await input.fill('umdName');
    await expect(hits.first()).toContainText('lib.umdName');
    if (provider) {
      // The results came from the provider's protocol, not the embedded index.
      expect(provider.hosts[0].received.length).toBeGreaterThan(0);
    }
    expect(violations).toEqual([]);
  } finally {
    await provider?.close();
  }
});

test('an injected inline script is blocked and reported', async ({
  page,
  violations,
}) => {
  await openPage(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "ran";';
    document.head.append(script);
  });
  await expect
    .poll(() => violations.join('\n'))
    .toMatch(/script-src-elem blocked inline on \/:/);
  expect(
    await page.evaluate(() => document.body.dataset.injected),
  ).toBeUndefined();
});
