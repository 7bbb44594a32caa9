import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One configuration for every test of the repository, split into projects:
 *   unit        pure logic of the packages, the server and cross-cutting checks (node)
 *   web         components and hooks of the web app (jsdom)
 *   api-pglite  server tests through app.inject on the embedded database
 *   api-pg      the same files on a PostgreSQL 15 server started by the global setup
 *   e2e         the real server and Chromium (playwright-core), run after the others
 * Select with `--project <name>`; `npm test` runs them all.
 *
 * The machines that run this have 2 cores: workers are capped so a full run does not thrash.
 */
const cores = Math.max(1, availableParallelism());
const workers = Math.min(2, cores);

export default defineConfig({
  test: {
    maxWorkers: workers,
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 10_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          testTimeout: 10_000,
          // jsdom renders race the clock on a loaded 2-core machine: one retry; the summary names what needed it.
          retry: 1,
        },
      },
      {
        test: {
          name: 'api-pglite',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          // PGlite boots a wasm Postgres per app instance: hooks need more than the default 10 s on a busy machine.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-pg',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB: 'pg' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/harness/global-setup.ts'],
          // Each file starts its own server and browser: after the lighter projects, at most two at a time.
          sequence: { groupOrder: 1 },
          maxWorkers: workers,
          // Concurrent tests of one file (the smoke test's device/language passes) share the same two cores.
          maxConcurrency: 2,
          // A real browser and server under full load: one retry; the summary names every test that needed it.
          retry: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          teardownTimeout: 30_000,
        },
      },
    ],
  },
});
