import { defineConfig } from '@playwright/test';
import { APP_PORT, CHROMIUM_ARGS, E2E_DATA_DIR } from './support/e2e-settings';

// The built app in embedded mode (PGlite in a fresh data directory), driven by Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-output',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.tmp/test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    // Dates and times follow the browser's locale (web/src/ui/format): the tests read them in one.
    locale: 'en-US',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx server/src/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${APP_PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // A patient line at the embedded database: several browsers share one server on a busy machine, and a 503 (right
    // under real overload, tested in api/src/http/request-queue.int.spec.ts) would fail a test of something else.
    // Every browser signs up from 127.0.0.1: the per-address limit (tested in api/src/auth) is raised for this server.
    env: {
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: 'true',
      PUBLIC_URL: `http://localhost:${APP_PORT}`,
      EMBEDDED_QUEUE_WAIT_MS: '30000',
      SIGNUPS_PER_HOUR_PER_ADDRESS: '1000',
    },
  },
});
