import type { JobDefinition, JobSender } from '../../src/jobs/job-definition.ts'

interface QueuedJob {
  name: string
  data: object
  startAfter: Date | undefined
  singletonKey: string | undefined
}

/**
 * The job queue's seam (jobs/job-definition.ts) in memory, for handler tests: a singletonKey
 * still queued is not queued twice, and `runDue` runs what is due by the test's clock. With
 * `workAtOnce` (the app's own worker, as in one process; or only the jobs of the names listed)
 * a job due now runs as soon as it is queued, in the background; `failures` keeps what such
 * jobs threw.
 */
export function createMemoryJobs(
  given?: () => JobDefinition[],
  { workAtOnce = false }: { workAtOnce?: boolean | readonly string[] } = {},
) {
  /** The definitions an app started this queue with (`queue`), when none are given. */
  let started: JobDefinition[] = []
  const definitions = given ?? (() => started)
  const queued: QueuedJob[] = []
  const failures: unknown[] = []
  const runOne = async (job: QueuedJob) => {
    const definition = definitions().find((d) => d.name === job.name)
    if (!definition) throw new Error(`no job ${job.name}`)
    await definition.handle(job.data, { id: String(Math.random()), attempt: 1 })
  }
  const add = (job: QueuedJob) => {
    const atOnce = Array.isArray(workAtOnce) ? workAtOnce.includes(job.name) : workAtOnce
    if (atOnce && !job.startAfter) {
      setImmediate(() => runOne(job).catch((error) => failures.push(error)))
      return
    }
    if (job.singletonKey && queued.some((q) => q.singletonKey === job.singletonKey)) return
    queued.push(job)
  }
  const sender: JobSender = {
    async send(name, data, options) {
      add({ name, data, startAfter: options?.startAfter, singletonKey: options?.singletonKey })
    },
    async sendMany(jobs) {
      for (const job of jobs) {
        add({
          name: job.name,
          data: job.data,
          startAfter: job.startAfter,
          singletonKey: job.singletonKey,
        })
      }
    },
  }
  return {
    sender,
    queued,
    failures,
    /** The queue an app takes (app.ts `jobs`): it keeps the app's definitions, works nothing itself. */
    queue: {
      sender,
      async start(list: readonly JobDefinition[]) {
        started = [...list]
      },
      async stop() {},
    },
    /**
     * Runs (and removes) every job due at `now`, in the order queued, or all at once with
     * `together` (two workers taking jobs at the same moment); returns how many ran.
     */
    async runDue(now: Date, { together = false }: { together?: boolean } = {}) {
      const due = queued.filter((j) => !j.startAfter || j.startAfter.getTime() <= now.getTime())
      for (const job of due) queued.splice(queued.indexOf(job), 1)
      if (together) await Promise.all(due.map(runOne))
      else for (const job of due) await runOne(job)
      return due.length
    },
  }
}
