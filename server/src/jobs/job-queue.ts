import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { fromPglite, PgBoss, type Queue } from 'pg-boss'
import type { Database } from '../db/database.ts'
import type { JobDefinition, JobSender } from './job-definition.ts'

/** pg-boss keeps its tables in a schema of its own, next to the shop's. */
export const jobsSchema = 'pgboss'

/** Retries of a job whose definition names none: two more tries, 1 s then about 2 s later. */
const defaultRetry = { limit: 2, delaySeconds: 1 }

export interface WorkerSettings {
  /** Seconds between two looks at an idle queue (pg-boss allows 0.5). */
  pollSeconds: number
  /** Jobs of one queue a worker runs at once. */
  batchSize: number
}

export const defaultWorkerSettings: WorkerSettings = { pollSeconds: 0.5, batchSize: 5 }

/**
 * pg-boss on the shop's own database: on PostgreSQL a small pool of its own (the same
 * DATABASE_URL), on the embedded PGlite the very instance the shop uses, through pg-boss's
 * PGlite adapter (`query` for one statement with parameters, `exec` for its multi-statement
 * DDL). PGlite is one connection in one process: its worker runs inside `npm start`.
 */
function bossFor(db: Database, log: (message: string) => void) {
  const client = (db as unknown as { $client: unknown }).$client
  const boss =
    client instanceof PGlite
      ? new PgBoss({
          db: fromPglite(client),
          backend: 'pglite',
          schema: jobsSchema,
          // No cron here: periodic jobs queue their next run themselves (startPeriodic).
          schedule: false,
          useListenNotify: true,
        })
      : new PgBoss({
          connectionString: (client as { options: { connectionString: string } }).options
            .connectionString,
          schema: jobsSchema,
          max: 3,
          schedule: false,
          // A job queued by any process wakes the workers of every process at once.
          useListenNotify: true,
        })
  boss.on('error', (error) => log(`Job queue error: ${error.message}`))
  return boss
}

/** The options of a definition's queue: retries with backoff, woken by NOTIFY. */
function queueOptions(definition: JobDefinition): Omit<Queue, 'name'> {
  if (definition.everySeconds) {
    // One queued and one running at most (the next run is queued while this one works).
    return {
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: Math.max(60, definition.everySeconds * 5),
      deleteAfterSeconds: 24 * 3600,
    }
  }
  const retry = definition.retry ?? defaultRetry
  return {
    // A singletonKey still queued or running is not queued twice (JobSender.send); jobs sent
    // without one get a key of their own.
    policy: 'exclusive',
    notify: true,
    // A job is one message or one small step: one that ran two minutes (or its definition's
    // own time) died with its process and is tried again. Done jobs stay a day for `npm run jobs`, not pg-boss's default week;
    // a job whose data is a secret says how briefly (`keepDoneSeconds`).
    expireInSeconds: definition.expireInSeconds ?? 120,
    deleteAfterSeconds: definition.keepDoneSeconds ?? 24 * 3600,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
  }
}

/**
 * The job queue of one process: queues the definitions' jobs (`sender`) and, when asked to,
 * works them (`start(definitions, { work: true })`). Stopping finishes the running jobs first.
 */
export function createJobQueue(
  db: Database,
  options: { log?: (message: string) => void; worker?: Partial<WorkerSettings> } = {},
) {
  const log = options.log ?? (() => {})
  const settings = { ...defaultWorkerSettings, ...options.worker }
  const boss = bossFor(db, log)
  /** This process's worker of each queue, woken right after a job is queued here. */
  const workers = new Map<string, string>()
  let started: Promise<unknown> | null = null
  let stopped = false

  const wake = (name: string) => {
    const worker = workers.get(name)
    if (worker) boss.notifyWorker(worker)
  }

  const sender: JobSender = {
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, {
        singletonKey: sendOptions.singletonKey ?? randomUUID(),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      })
      wake(name)
    },
    async sendMany(jobs) {
      const byName = new Map<string, typeof jobs>()
      for (const job of jobs) {
        const list = byName.get(job.name)
        if (list) list.push(job)
        else byName.set(job.name, [job])
      }
      for (const [name, list] of byName) {
        await boss.insert(
          name,
          list.map((job) => ({
            data: job.data,
            singletonKey: job.singletonKey ?? randomUUID(),
            ...(job.startAfter ? { startAfter: job.startAfter } : {}),
          })),
        )
        wake(name)
      }
    },
  }

  async function createQueues(definitions: readonly JobDefinition[]) {
    for (const definition of definitions) {
      const queueSettings = queueOptions(definition)
      if (await boss.getQueue(definition.name)) {
        const { policy: _policy, ...changeable } = queueSettings
        await boss.updateQueue(definition.name, changeable)
      } else {
        await boss.createQueue(definition.name, queueSettings)
      }
    }
  }

  /** Runs a batch; each job settles on its own, a failure with its error as the reason. */
  async function work(definition: JobDefinition) {
    const id = await boss.work<object>(
      definition.name,
      {
        pollingIntervalSeconds: settings.pollSeconds,
        // NOTIFY wakes a worker at once; the poll is a backstop for a lost notification.
        notifyPollingIntervalSeconds: Math.max(settings.pollSeconds, 5),
        batchSize: definition.everySeconds ? 1 : settings.batchSize,
        // A full batch means more is waiting (thousands of notices): fetch again at once.
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (jobs) =>
        Promise.all(
          jobs.map(async (job) => {
            const attempt = job.retryCount + 1
            try {
              await definition.handle(job.data, { id: job.id, attempt })
              return { id: job.id, status: 'completed' as const }
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error)
              log(`Job ${definition.name} ${job.id} failed (attempt ${attempt}): ${message}`)
              return { id: job.id, status: 'failed' as const, output: { message } }
            }
          }),
        ),
    )
    workers.set(definition.name, id)
  }

  /**
   * A periodic job queues its next run before it works (the stately queue keeps one queued),
   * so every process may seed it at start and it still runs once per period for all of them.
   */
  function periodic(definition: JobDefinition & { everySeconds: number }): JobDefinition {
    const next = () =>
      boss.send(definition.name, {}, { startAfter: definition.everySeconds }).then(() => {})
    return {
      ...definition,
      handle: async (data, job) => {
        await next()
        await definition.handle(data, job)
      },
    }
  }

  return {
    sender,
    /** pg-boss itself, for the jobs report and tests. */
    boss,
    /**
     * Starts pg-boss (creating or migrating its schema), creates the definitions' queues and,
     * with `work`, works them: periodic ones get their first run one period from now.
     */
    async start(definitions: readonly JobDefinition[], startOptions: { work: boolean }) {
      started = boss.start()
      await started
      await createQueues(definitions)
      if (!startOptions.work) return
      for (const definition of definitions) {
        if (definition.everySeconds) {
          const chained = periodic({ ...definition, everySeconds: definition.everySeconds })
          await boss.send(definition.name, {}, { startAfter: definition.everySeconds })
          await work(chained)
        } else {
          await work(definition)
        }
      }
    },
    /** Stops taking jobs and waits for the running ones (up to `timeoutMs`). */
    async stop(timeoutMs = 30_000) {
      if (stopped || !started) return
      stopped = true
      await started.catch(() => {})
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true })
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
