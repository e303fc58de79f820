// For running the journeys beside someone else's run: the same config with a separate data
// directory (E2E_DATA_DIR). `E2E_DATA_DIR=.data/e2e-journeys E2E_PORT=3520 npx playwright test
// -c e2e/helpers/journeys-local.config.ts journeys`; with `npx vite build --outDir .data/dist-journeys`
// and `E2E_DIST_DIR=.data/dist-journeys` it also serves its own build.
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config.ts'

const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e-journeys'
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer

export default defineConfig({
  ...base,
  testDir: '..',
  // Others' runs clear test-results/: this run keeps its traces apart.
  outputDir: path.resolve(import.meta.dirname, '../../.data/test-results-journeys'),
  webServer: webServer && {
    ...webServer,
    // The base command is relative to the repository root.
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...webServer.env,
      DATA_DIR: dataDir,
      // Others rebuild dist/ meanwhile: E2E_DIST_DIR serves a build of one's own.
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
    timeout: 180_000,
  },
})
