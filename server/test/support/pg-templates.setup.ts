import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

/**
 * Global set-up of the `server-pg` project: a name for this run's template databases
 * (pg-template.ts), and their removal when the run ends.
 */
export default function setup(project: TestProject) {
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`
  project.provide('pgTemplateRun', run)
  return async () => {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) return
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`gruzovik_tpl_${run}_%`],
      )
      for (const { datname } of rows) await admin.query(`DROP DATABASE ${datname} WITH (FORCE)`)
    } finally {
      await admin.end()
    }
  }
}
