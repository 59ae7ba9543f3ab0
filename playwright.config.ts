import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4174);
const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? PORT + 1);
const HOSTED_PROJECT = 'hosted-search';

/**
 * The projects named on the command line (`--project=site`, `--project
 * site`), or null when none is: then every project runs.
 */
function requestedProjects(argv: readonly string[]): string[] | null {
  const named = argv.flatMap((arg, at) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    if (arg === '--project' && argv[at + 1]) return [argv[at + 1]];
    return [];
  });
  return named.length > 0 ? named : null;
}

// The hosted-search build's server starts only when its project may run:
// a single spec of the site (`--project=site`) needs one build, not two.
const projects = requestedProjects(process.argv);
const hostedServerNeeded =
  projects === null || projects.includes(HOSTED_PROJECT);

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
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: /(search-hosted|translation-status)\.spec\.ts/,
    },
    {
      // The build made with the hosted search provider's settings; the
      // security header tests run against both builds. That build also
      // marks a translation as outdated (tests/e2e/translation-times.json).
      name: HOSTED_PROJECT,
      testMatch: /(search-hosted|csp|translation-status)\.spec\.ts/,
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
    ...(hostedServerNeeded
      ? [
          {
            command: `node scripts/serve.mjs --port ${HOSTED_PORT} --dir doc_build_hosted`,
            url: `http://127.0.0.1:${HOSTED_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
