import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/e2e/longest-first';
import { ISOLATED_UNIT_FILES } from './tests/isolated-unit-files.mjs';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  test: {
    // The longest browser files start first (tests/e2e/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias },
        // Files share their worker's modules (18 s instead of 42 s on 2 cores), but for those listed
        // in tests/isolated-unit-files.mjs, which run each in a fresh module graph.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_UNIT_FILES],
          isolate: false,
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One process, one seeded database for every API file (PGlite is single-process).
          maxWorkers: 1,
          isolate: false,
          globalSetup: ['tests/api/global-setup.ts'],
          // The sandbox courier and outbox answer only to this key (tests/api/env.ts). Passwords are
          // hashed at a test run's cost (src/config.ts); one test registers at the production cost.
          env: { SANDBOX_KEY: 'api-test-sandbox-key', PASSWORD_SCRYPT_N: '1024' },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Two files at a time, each worker its own browser, against the one server that
          // scripts/e2e.mjs starts. Every test makes its own shopper and picks its own products.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // A worker keeps its modules from one file to the next (Playwright's client among them)
          // instead of importing them again for each file; each file still launches its own browser.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A page answers a click within seconds on a loaded machine, not within vitest's default
          // 1 s: CI met a resubmitted credit application still saving after it.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
