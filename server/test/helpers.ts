import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyServerOptions } from 'fastify'
import { type AppOptions, buildApp } from '../src/app.ts'
import { readConfig, type ServerConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import type { ServiceOverrides } from '../src/modules/service-overrides.ts'
import { seedIfEmpty } from '../src/seed/index.ts'
import { createScratchDatabase } from './pg-scratch.ts'
import { pgTemplate } from './support/pg-template.ts'
import { openTestPglite } from './support/pglite-template.ts'

export interface TestAppOptions {
  distDir?: string
  /** Seed the demo data (default true); commerce tests insert their own rows instead. */
  seed?: boolean
  overrides?: ServiceOverrides
  config?: Partial<ServerConfig>
  /** The app's job queue (a memory one: support/memory-jobs.ts); pg-boss on the database by default. */
  jobs?: AppOptions['jobs']
  /** The app's logger (off by default). */
  logger?: FastifyServerOptions['logger']
  /** Whether the app drains (readiness answers 503); a fresh one by default. */
  lifecycle?: AppOptions['lifecycle']
}

/** The config of a test app: no build, limits off, answers not kept; `changes` on top. */
export function testAppConfig(changes: Partial<ServerConfig> = {}): ServerConfig {
  const base = readConfig({})
  return {
    ...base,
    distDir: path.join(os.tmpdir(), 'gruzovik-no-dist'),
    // The server render is checked against the real build, in e2e/ssr.spec.ts.
    ssrDir: path.join(os.tmpdir(), 'gruzovik-no-ssr'),
    appEnv: 'test',
    // Suites log in many times from one address: limits are off unless a test sets them.
    smsLimits: { perPhonePerDay: 0, perIpPerHour: 0, perHour: 0 },
    rateLimits: { auth: 0, orders: 0, passport: 0, api: 0 },
    // Suites change stock and the catalogue and search again at once: answers are not kept
    // unless a test sets a time (kept-search-engine.test.ts).
    searchCacheSeconds: 0,
    ...changes,
    sms: {
      ...base.sms,
      outboxFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-sms-')), 'out.jsonl'),
      ...changes.sms,
    },
  }
}

/**
 * A fresh app on its own database: in-memory PGlite by default; with TEST_DATABASE_URL a
 * new PostgreSQL database made for this app and dropped on close, so test files running in
 * parallel never share rows.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const config = testAppConfig({
    ...(options.distDir ? { distDir: options.distDir } : {}),
    ...options.config,
  })
  const seed = options.seed !== false
  const adminUrl = process.env.TEST_DATABASE_URL
  const scratch = adminUrl
    ? await createScratchDatabase(adminUrl, await pgTemplate(adminUrl, seed))
    : null
  const database = scratch
    ? await openDatabase({ databaseUrl: scratch.url, dataDir: null })
    : await openTestPglite(seed)
  if (scratch && seed) await seedIfEmpty(database.db)
  const app = await buildApp({
    config,
    db: database.db,
    overrides: options.overrides,
    logger: options.logger,
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  })
  return {
    app,
    db: database.db,
    config,
    driver: database.driver,
    /** The scratch PostgreSQL database's URL (TEST_DATABASE_URL); undefined on PGlite. */
    databaseUrl: scratch?.url,
    async close() {
      await app.close()
      await database.close()
      await scratch?.drop()
    },
  }
}

/** A throwaway built shop with an index.html and one asset. */
export function createFakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-dist-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="app"></div>')
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
  return dir
}

/**
 * The shop's route paths as the build writes them (dist-server/page-paths.json), read here from
 * the generated route tree's `fullPaths` (src/routeTree.gen.ts): `/catalog/$a/` as `/catalog/$a`.
 */
export function shopRoutePaths(): string[] {
  const tree = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../src/routeTree.gen.ts'),
    'utf8',
  )
  const fullPaths = /fullPaths:\s*((?:\|\s*'[^']+'\s*)+)/.exec(tree)?.[1] ?? ''
  return [...fullPaths.matchAll(/'([^']+)'/g)].map((m) => (m[1] ?? '').replace(/(.)\/$/, '$1'))
}

/** A server-render folder with the build's page paths only (no render): pages by pattern. */
export function createFakePagePaths(account: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-page-paths-'))
  fs.writeFileSync(
    path.join(dir, 'page-paths.json'),
    JSON.stringify({ shop: shopRoutePaths(), account }),
  )
  return dir
}
