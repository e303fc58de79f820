import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { configDefaults, defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'

/** Debian's Chromium (no downloaded browsers here); a fresh object per project. */
const chromiumBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  }),
  instances: [{ browser: 'chromium' as const }],
})

const unitFiles = [
  'src/**/*.test.{ts,tsx}',
  'machines/**/*.test.ts',
  'design-system/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'openapi/**/*.test.ts',
  'rules/**/*.test.ts',
]

/**
 * Unit files that need a module cache of their own: they replace a module (`vi.mock`,
 * `vi.doMock`) or import an entry whose start-up runs once per cache (marked `vitest-own-modules`).
 * Found by reading the files, so a new one needs no list kept by hand.
 */
const unitFilesWithOwnModules = globSync(unitFiles, { exclude: ['**/node_modules/**'] })
  .filter((file) => /\bvi\.(mock|doMock)\(|vitest-own-modules/.test(readFileSync(file, 'utf8')))
  .sort()

/**
 * The server suites whose outcome rests on the engine: races between connections (PGlite has
 * one), full-text search and its statement plans, 1C's set-based statements and their
 * triggers, orders' stock. They run on PostgreSQL when there is one (`server-pg`), else on
 * PGlite with the rest of the server suite.
 */
const engineSuites = [
  'server/test/concurrency/**/*.test.ts',
  'server/test/catalog/**/*.test.ts',
  'server/test/exchange/**/*.test.ts',
  'server/test/order-stock-hold.test.ts',
  'server/test/orders.test.ts',
]

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  // Browser tests must not discover dependencies mid-run: a late optimisation reloads the page
  // and fails the stories running at that moment. List every package the stories pull in.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react-aria-components',
      'xstate',
      '@xstate/react',
      '@tanstack/react-router',
      // src/main.tsx's own (the hydration entry and the dev inspector), found by the page scan.
      '@tanstack/react-router/ssr/client',
      '@statelyai/inspect',
      'react-imask',
      'imask',
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
    ],
  },
  test: {
    // CI runs on 2 loaded cores: one retry keeps a timing hiccup from costing the run; a test
    // that fails twice still fails, and the report names every retried test.
    retry: process.env.CI ? 1 : 0,
    // One test file per core, not Vitest's default of one fewer: on this 2-core machine that
    // default is a single worker, and the server suites spend much of their time waiting on
    // child processes, sockets and the database (the ten slowest files: 166 s with one worker,
    // 112 s with two, the same CPU time; docs/performance/2026-11-29.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...unitFilesWithOwnModules],
          setupFiles: ['./scripts/vitest-setup.ts'],
          // Worker threads start a file's DOM about as fast as forks and cost less to spawn:
          // the unit step took 150 s on threads against 255 s on forks (2 cores, 164 files).
          pool: 'threads',
          // One DOM and one module cache per worker, reset before each file by the set-up file:
          // the step took 63 s against 325 s with a fresh environment and imports per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The unit files that replace modules (vi.mock) or start an entry module: a module
          // cache of their own, as every file had before.
          name: 'unit-own-modules',
          environment: 'happy-dom',
          include: unitFilesWithOwnModules,
          setupFiles: ['./scripts/vitest-setup.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // PostgreSQL-only tests (two server processes) run in `server-pg` (npm run test:server:pg).
          // With a PostgreSQL to test on (`npm test` given TEST_DATABASE_URL, as .ci/run does), the
          // engine-bound suites run once, there, and not here as well.
          exclude: [
            ...configDefaults.exclude,
            'server/**/*.pg.test.ts',
            ...(process.env.ENGINE_SUITES_ON_POSTGRES === '1' ? engineSuites : []),
          ],
          // Test apps start from one migrated, seeded database dump made once per run.
          globalSetup: ['server/test/support/pglite-templates.setup.ts'],
          // Each file builds its own app on its own database, and no server test mocks a module:
          // sharing the module cache between a worker's files spares each file loading Fastify,
          // Drizzle and compiling PGlite's WebAssembly again (the suite took 382 s against 850).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          // On PostgreSQL only what PGlite cannot answer for it: the PostgreSQL-only tests and
          // the engine-bound suites. The rest of the server suite runs once, on PGlite.
          include: ['server/**/*.pg.test.ts', ...engineSuites],
          // Test apps start from a migrated (or seeded) template database made once per run.
          globalSetup: ['server/test/support/pg-templates.setup.ts'],
          // As in `server`: one module cache per worker.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // Pact provider verification: after the consumer contracts wrote the pact file.
          name: 'provider',
          environment: 'node',
          include: ['contracts/provider/**/*.verify.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['contracts/**/*.test.ts'],
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: { name: 'storybook', browser: chromiumBrowser() },
      },
    ],
  },
})
