import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4380);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    env: { PORT: String(port) },
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
