import { defineConfig } from 'vitest/config';

// Fast pure unit tests; component tests of the web's screens; integration tests that talk to real
// Postgres, Redis, S3 and SMTP servers started once by the global setup (see scripts/stack); the
// fuzz and the faults against the whole running system. `make test` runs each (scripts/test/run.ts).
// Vitest's default is one worker fewer than the cores, one on two: each project says how many it
// runs at once. Projects with different worker counts need different group orders to run in one
// `vitest run`.
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
          maxWorkers: 2,
          // A worker runs its files one after the other in one process with one module cache, instead
          // of a new process per file that loads its imports again: less than half the CPU. So a test
          // restores whatever global it stubs (vi.unstubAllGlobals, vi.useRealTimers).
          isolate: false,
          sequence: { groupOrder: 0 },
          // Seeded property tests run thousands of cases in `make fuzz` (propertyRuns), and renders run
          // in low-priority threads: on two cores busy with other tiers a test can take far longer
          // than vitest's 5 s default without anything being wrong. A hang still fails.
          testTimeout: 60_000,
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
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
          // The first test of a screen loads its lazy chunks, and typing goes key by key: at the
          // lowest CPU priority on two cores busy with other tiers that can pass 20 s. A hang still fails.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['services/*/src/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          globalSetup: ['scripts/test/integration-setup.ts'],
          // Renders run in threads below normal priority (as in production): beside other tiers on two
          // cores, a package of large images takes a minute or more.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Files run in parallel, each worker on its own database, Redis database and bucket
          // (scripts/test/worker-stacks.ts). More workers than cores: these tests mostly wait on
          // servers, processes and queues.
          maxWorkers: 3,
          // As in the unit tests: one process per worker, its module cache kept from file to file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // Seeded hostile requests against the whole running system (make test-fuzz; make fuzz is larger).
          name: 'fuzz',
          include: ['scripts/fuzz/**/*.fuzz.test.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The whole system under faults (make test-faults): starts its own servers and services.
          name: 'faults',
          include: ['scripts/faults/**/*.faults.test.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
