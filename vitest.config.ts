import { defineConfig } from 'vitest/config'

/**
 * One runner, four tiers (Immich style): pure unit tests; the same API suite against a real SQLite
 * file and a real PostgreSQL server; and end-to-end journeys in Chromium. `npm test` runs them all.
 */
/** Every project: a test fails on an unexpected console.error or console.warn (test/setup/console-guard.ts). */
const setupFiles = ['test/setup/fail-on-console.ts']

const apiProject = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['test/api/**/*.test.ts'],
    env: { TEST_DB: db },
    setupFiles,
    globalSetup: db === 'postgres' ? ['test/support/postgres-global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'test/unit/**/*.test.ts'], setupFiles } },
      apiProject('sqlite'),
      apiProject('postgres'),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/build-web.ts'],
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Deploy files (README "Deploying"): nginx, the rolling restart, the systemd unit, the container image.
        // nginx and the rolling restart run their servers on the run's PostgreSQL (under CI=true it must exist).
        test: {
          name: 'deploy',
          include: ['test/deploy/**/*.test.ts'],
          globalSetup: ['e2e/support/build-web.ts', 'test/support/postgres-global-setup.ts'],
          setupFiles,
          testTimeout: 120_000,
          hookTimeout: 1_200_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
