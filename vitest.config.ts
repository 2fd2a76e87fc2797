import { defineConfig } from 'vitest/config';

/**
 * One run, five layers: unit, component, api (an in-process server on PGlite; tests/api/ mirrors
 * server/, see tests/README.md), system (tests that spawn processes, start PostgreSQL or install
 * packages) and e2e. `npm run test:quick` runs the first three, `npm test` all five. Every layer must
 * execute at least one test (passWithNoTests stays off), so a layer that silently loses its files fails
 * CI instead of passing empty.
 */
export default defineConfig({
  test: {
    passWithNoTests: false,
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core machines CI
    // and development use, so every file ran after the other. Most of a file's time is spent waiting on
    // its server, database or browser, so three files at a time keep both cores busy.
    maxWorkers: 3,
    // A page's answer may wait behind the other files' work: a poll gives it 10 s, not Vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
    // Warnings and errors only: a line per request would bury the test output (tests/api/http/logs.test.ts
    // checks the request lines with a logger of its own).
    env: { LOG_LEVEL: 'warn' },
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/happy-dom-headers-fix.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
