import { intSetting, onOff } from '../modules/shared/setting-readers.ts'

export interface JobSettings {
  /**
   * JOBS_WORKER (`on` by default, `off`): whether this web process works the job queue too.
   * Off for web processes when separate `npm run worker` processes share their PostgreSQL;
   * PGlite has one process, so there it must stay on.
   */
  worker: boolean
  /** JOBS_POLL_SECONDS (default 0.5, pg-boss's least): how often an idle worker looks. */
  pollSeconds: number
  /** JOBS_BATCH_SIZE (default 5): jobs of one queue a worker takes and runs at once. */
  batchSize: number
}

export function jobSettingsFrom(env: NodeJS.ProcessEnv): JobSettings {
  const poll = env.JOBS_POLL_SECONDS?.trim()
  const pollSeconds = poll ? Number(poll) : 0.5
  if (!Number.isFinite(pollSeconds) || pollSeconds < 0.5 || pollSeconds > 60) {
    throw new Error(`JOBS_POLL_SECONDS "${poll}" must be a number of seconds from 0.5 to 60`)
  }
  return {
    worker: onOff('JOBS_WORKER', env.JOBS_WORKER, true),
    pollSeconds,
    batchSize: intSetting('JOBS_BATCH_SIZE', env.JOBS_BATCH_SIZE, 1, 100) ?? 5,
  }
}
