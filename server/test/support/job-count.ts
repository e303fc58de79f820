import type pg from 'pg'
import type { JobDefinition } from '../../src/jobs/job-definition.ts'

/** A job that writes its number and the process that ran it, so a test can count the runs. */
export const countJob = (pool: pg.Pool): JobDefinition => ({
  name: 'test.count',
  handle: async (data) => {
    const { n } = data as { n: number }
    await pool.query('INSERT INTO job_runs (n, pid) VALUES ($1, $2)', [n, process.pid])
  },
})

export const jobRunsTable = 'CREATE TABLE job_runs (n int NOT NULL, pid int NOT NULL)'
