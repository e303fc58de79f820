import pg from 'pg'

/**
 * The URL of a bench database on the PostgreSQL behind `adminUrl`, created when missing (kept
 * between runs: seeding 100,000 parts takes minutes); null when no PostgreSQL answers.
 */
export async function benchDatabase(adminUrl: string, name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch {
    return null
  }
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
