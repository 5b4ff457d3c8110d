import { defineConfig } from 'vitest/config';

// Two kinds of test, named by file suffix: *.unit.spec.ts(x) (no I/O) and *.int.spec.ts (real database/servers).
// Browser tests live in e2e/ and run under Playwright, not here.
const CLUSTER_TESTS = 'server/src/cluster/cluster.int.spec.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{domain,eventstore,projections,api,collab,server,web,bench}/**/*.unit.spec.{ts,tsx}',
            'scripts/**/*.unit.spec.mjs',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          setupFiles: ['./web/src/testing/unit-test-setup.ts'],
          // Unit tests do no I/O, but page tests load lazy chunks: on a loaded two-core CI machine that can take
          // seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['{domain,eventstore,projections,api,collab,server,web,bench}/**/*.int.spec.{ts,tsx}'],
          exclude: ['**/node_modules/**', CLUSTER_TESTS],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // PGlite opens in ~2.5 s; two workers on two cores keep the machine responsive.
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Six server processes, nginx and their database pools: run on their own, after the other integration
          // tests, so neither starves the other of CPU or PostgreSQL connections.
          name: 'cluster',
          include: [CLUSTER_TESTS],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
