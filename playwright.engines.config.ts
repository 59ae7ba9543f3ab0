import { defineConfig } from '@playwright/test';
import type { EngineName } from './tests/engines/driver';

// The core reader journeys in Firefox ESR and WebKitGTK (tests/engines):
// `npm run test:engines`, or one engine with `-- --project=firefox`.
const PORT = Number(process.env.ENGINES_PORT ?? 4180);

export default defineConfig<{ engine: EngineName }>({
  testDir: 'tests/engines',
  // Two workers: one browser each, on a 2-core machine.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  webServer: {
    // serve.mjs behind the probe that hears each page's errors (site-server.mjs).
    command: `node tests/engines/site-server.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
