import { buildApp } from '../../src/app.ts'
import type { ServerConfig } from '../../src/config.ts'
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts'
import { createJobQueue, type JobQueue } from '../../src/jobs/job-queue.ts'
import { createScratchDatabase } from '../pg-scratch.ts'

type App = Awaited<ReturnType<typeof buildApp>>

/**
 * `count` app instances on one new PostgreSQL database (made under TEST_DATABASE_URL), each with
 * its own pool and job queue, as replicas behind a load balancer would be.
 */
export async function startReplicas(config: ServerConfig, count = 2) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  const scratch = await createScratchDatabase(adminUrl)
  const handles: DatabaseHandle[] = []
  const queues: JobQueue[] = []
  const apps: App[] = []
  for (let i = 0; i < count; i++) {
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null })
    handles.push(handle)
    const queue = createJobQueue(handle.db, { worker: config.jobs })
    queues.push(queue)
    apps.push(await buildApp({ config, db: handle.db, jobs: queue }))
  }
  return {
    handles,
    queues,
    apps,
    async close() {
      for (const app of apps) await app.close()
      for (const handle of handles) await handle.close()
      // pool.end() resolves before the last sockets close; a forced drop would then kill them
      // mid-goodbye and surface as an uncaught FATAL 57P01.
      await new Promise((resolve) => setTimeout(resolve, 500))
      await scratch.drop()
    },
  }
}
