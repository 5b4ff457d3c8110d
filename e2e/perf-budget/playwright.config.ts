import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/e2e-settings';

// The performance budget: the built app in its own process (with a Sentry DSN, as in production), one page at a time.
export default defineConfig({
  testDir: '.',
  testMatch: '*.budget.ts',
  globalSetup: './measure.setup.ts',
  outputDir: '../../.tmp/budget-output',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../.tmp/test-results/budget.json' }]],
  use: { launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } },
});
