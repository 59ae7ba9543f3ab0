import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4174);
const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? PORT + 1);

/**
 * Debian's Chromium builds. The headless shell (package
 * chromium-headless-shell) is the same Blink engine without the desktop
 * browser around it: full Chromium in headless mode starts a browser-UI
 * renderer for every test's context, which on two cores made the suite
 * about twice as slow. Full Chromium serves where the shell is missing.
 */
const DEBIAN_CHROMIUM = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
];

/** CHROMIUM_PATH, else a Debian Chromium, else Playwright's own if installed. */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return DEBIAN_CHROMIUM.find((path) => existsSync(path));
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--disable-sync',
        '--no-first-run',
        // Only the local servers resolve: results never depend on other
        // hosts. Done here rather than by routing requests in the tests,
        // which would turn off the HTTP cache for every page.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: /search-hosted\.spec\.ts/ },
    {
      // The build made with the hosted search provider's settings; the
      // security header tests run against both builds.
      name: 'hosted-search',
      testMatch: /(search-hosted|csp)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${HOSTED_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs --port ${HOSTED_PORT} --dir doc_build_hosted`,
      url: `http://127.0.0.1:${HOSTED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
