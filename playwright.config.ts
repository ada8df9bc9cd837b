import { defineConfig } from '@playwright/test';
import { defaultSeedBaseDate } from './server/api/db/seed/seed-time.ts';
import { e2eApiPort as apiPort, e2eDatabasePath, e2ePortalPort as port } from './tests/e2e/e2e-environment.ts';


export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Two workers share two cores (CI's machine too): a test that signs in and opens four or five
  // screens takes 20–30 s there, so the budget is twice that; what a user waits for gets 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's headless shell: Chromium's engine without the browser's interface (scripts/ensure-chromium.sh).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.ts',
    url: `http://localhost:${port}/runtime-config.json`,
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      DATABASE_PATH: e2eDatabasePath,
      DATABASE_FRESH: '1',
      SEED_DOMAINS: '1500',
      // An answer with a field its contract does not name fails loudly (http/answer-check.ts) instead of losing the field.
      STRICT_ANSWERS: '1',
      // The seed's fixed date (the demo's `npm start` dates its data around today instead).
      SEED_BASE_DATE: defaultSeedBaseDate,
      // The demo customer's first zone grown to 10 000 records, for dns-large-zone.spec.ts (about 0.3 s more to start).
      SEED_LARGE_ZONE: '10000',
      // Parallel workers all act as the same demo users; the per-user platform call throttle
      // (10 a minute by default) is tested against the API in tests/server/platform-calls.test.ts.
      PLATFORM_CALL_LIMIT: '600',
      // The same for the names checked and the domain lines added, per user and per account
      // (tests/server/domain-checks-throttle.test.ts tests the budgets).
      DOMAIN_CHECK_USER_LIMIT: '100000',
      DOMAIN_CHECK_ACCOUNT_LIMIT: '100000',
      DOMAIN_ADDITION_USER_LIMIT: '100000',
      DOMAIN_ADDITION_ACCOUNT_LIMIT: '100000',
      // Bulk jobs at 5 items a second (20 by default), so bulk-jobs.spec.ts sees a job still
      // running when it reloads the page; the budget itself is tested in tests/server/bulk-jobs.test.ts.
      JOB_ITEMS_PER_SECOND: '5',
      LOG_LEVEL: 'warn',
    },
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
  },
});
