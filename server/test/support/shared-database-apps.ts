import { buildApp } from '../../src/app.ts'
import type { CatalogueBus } from '../../src/bus/catalogue-bus.ts'
import type { ServerConfig } from '../../src/config.ts'
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts'
import { seedIfEmpty } from '../../src/seed/index.ts'
import { createScratchDatabase } from '../pg-scratch.ts'
import { createMemoryJobs } from './memory-jobs.ts'
import { pgTemplate } from './pg-template.ts'

type App = Awaited<ReturnType<typeof buildApp>>

/**
 * Web processes as a balancer sees them: `configs.length` apps on one new, seeded PostgreSQL
 * database, each with its own pool, its own config (its own exchange folder, say) and its own
 * catalogue bus (`busFor`; by default what the config picks).
 */
export async function appsOnOneDatabase(
  configs: ServerConfig[],
  busFor?: (index: number, db: DatabaseHandle['db']) => CatalogueBus,
) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  const scratch = await createScratchDatabase(adminUrl, await pgTemplate(adminUrl, true))
  const handles: DatabaseHandle[] = []
  const apps: App[] = []
  try {
    for (const [index, config] of configs.entries()) {
      const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null })
      handles.push(handle)
      if (index === 0) await seedIfEmpty(handle.db)
      const bus = busFor?.(index, handle.db)
      apps.push(
        await buildApp({
          config,
          db: handle.db,
          // Each process works its own jobs at once, as a web process with its worker does.
          jobs: createMemoryJobs(undefined, { workAtOnce: true }).queue,
          ...(bus ? { bus } : {}),
        }),
      )
    }
  } catch (error) {
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    await scratch.drop()
    throw error
  }
  return {
    url: scratch.url,
    apps,
    handles,
    async close() {
      for (const app of apps) await app.close()
      for (const handle of handles) await handle.close()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await scratch.drop()
    },
  }
}
