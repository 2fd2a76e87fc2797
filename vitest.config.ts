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
        // Worker threads start faster than child processes; these files need no process of their own.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', pool: 'threads' },
      },
      {
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          pool: 'threads',
          environment: 'happy-dom',
          setupFiles: ['tests/component/happy-dom-headers-fix.ts', 'tests/component/happy-dom-body-fix.ts'],
          // Several files start a test server, which copies the database template.
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own in-process server on its own copy of the database, so the files of
          // a worker can share one module graph: the server's modules and PGlite's WebAssembly are loaded
          // once per worker instead of once per file, which halves the project's time (4 min 12 s → 1 min
          // 57 s on the 2-core machine). The production server, too, is one module graph per process.
          isolate: false,
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
          // The files run one after the other in one worker, which keeps the server's modules, PGlite's
          // WebAssembly and one Chromium (tests/support/browser.ts) from file to file instead of loading
          // and starting them again for each; every file still starts its own server on its own copy of
          // the database and gets a browser context of its own.
          isolate: false,
          // Its own group, run after the other projects: one worker (above) beside their three is not
          // allowed in one group, and the browser tests must not share the machine with them anyway.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
