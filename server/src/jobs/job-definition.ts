/**
 * The shape every module's background work takes (the seam agreed with arrival notices): a
 * module offers its jobs as `JobDefinition[]` from a factory, and takes a `JobSender` when it
 * queues work. The queue itself (pg-boss) stays in jobs/job-queue.ts.
 */
export type JobDefinition<Data extends object = object> = {
  /** Queue name, `<module>.<what>`, e.g. 'arrival-notices.send'. */
  name: string
  handle: (data: Data, job: { id: string; attempt: number }) => Promise<void>
  /** Retries with exponential backoff; after the last one the job is failed with its error as reason. */
  retry?: { limit: number; delaySeconds: number }
  /** A periodic job: scheduled once for all processes, run by one worker at a time. */
  everySeconds?: number
  /**
   * How long a job may run before it is thought dead with its process and tried again; two
   * minutes by default (a message, a small step). Longer work (a 1C import) says how long.
   */
  expireInSeconds?: number
  /** How long a done or failed job (and its data) stays in the database; a day by default. */
  keepDoneSeconds?: number
}

export interface JobSender {
  /** Queues one job; a job with the same singletonKey still queued or running is not queued twice. */
  send(
    name: string,
    data: object,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<void>
  /** Queues many in one round trip (used for thousands of notices). */
  sendMany(
    jobs: { name: string; data: object; startAfter?: Date; singletonKey?: string }[],
  ): Promise<void>
}

/**
 * A definition whose data type is the module's own, as the worker's list of any: the worker
 * hands each job the data its sender queued under that name.
 */
export const jobDefinition = <Data extends object>(definition: JobDefinition<Data>) =>
  definition as unknown as JobDefinition

/** The definition that runs a periodic pass on the job queue, once per period for all processes. */
export function periodicJobDefinition(
  name: string,
  job: { runOnce: () => Promise<unknown> },
  everySeconds: number,
): JobDefinition {
  return {
    name,
    everySeconds,
    handle: async () => {
      await job.runOnce()
    },
  }
}

/** A script without a job queue (the 1C import) refuses to queue rather than drop the work. */
export const noJobQueue: JobSender = {
  send: async (name) => {
    throw new Error(`No job queue in this process for ${name}`)
  },
  sendMany: async (jobs) => {
    throw new Error(`No job queue in this process for ${jobs[0]?.name}`)
  },
}
