import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A new PostgreSQL database next to the one in `adminUrl`, for one test app or one test file:
 * empty, or a copy of `template` (support/pg-template.ts); `drop()` removes it (closing any
 * connection left behind).
 */
export async function createScratchDatabase(adminUrl: string, template?: string) {
  const name = `gruzovik_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    // A file copy of the template's few megabytes, not a write-ahead log of every page.
    await admin.query(
      template
        ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`
        : `CREATE DATABASE ${name}`,
    )
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        // Let the app's own connections finish closing first: FORCE on a socket that is
        // still ending makes its client raise an uncaught 57P01 in the test file.
        for (let waited = 0; waited < 5000; waited += 50) {
          const open = await client.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          )
          if (open.rows[0]?.n === 0) break
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}
