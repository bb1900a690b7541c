import { defineConfig } from 'vitest/config';

// Fast pure unit tests, component tests of the web's screens, and integration tests that talk to
// real Postgres, Redis, S3 and SMTP servers started once by the global setup (see scripts/stack).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'services/*/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'k8s/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/*.faults.test.ts', '**/*.fuzz.test.ts', '**/node_modules/**'],
          // Seeded property tests run thousands of cases; on two busy cores one can take longer than
          // vitest's 5 s default without anything being wrong. A hang still fails.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The web's screens rendered whole (router, query client, forms) in jsdom, the HTTP API
          // answered by msw (web/src/testing). Files share one module registry, so the app is
          // imported once per worker rather than once per file; setup.ts resets what modules keep.
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
          isolate: false,
          // The first test of a screen loads its lazy chunks; on two busy cores that can pass 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['services/*/src/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          globalSetup: ['scripts/test/integration-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Tests share one set of servers; files run one at a time so they do not race on queues.
          fileParallelism: false,
        },
      },
      {
        test: {
          // Seeded hostile requests against the whole running system (make test-fuzz; make fuzz is larger).
          name: 'fuzz',
          include: ['scripts/fuzz/**/*.fuzz.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The whole system under faults (make test-faults): starts its own servers and services.
          name: 'faults',
          include: ['scripts/faults/**/*.faults.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
