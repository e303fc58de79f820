import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.ts'
import { pendingMigrations } from '../src/db/migrations.ts'
import { createScratchDatabase } from './pg-scratch.ts'
import { freePort } from './support/server-process.ts'
import { waitFor } from './support/wait-for.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const adminUrl = process.env.TEST_DATABASE_URL
const journal = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'server/drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] }

interface Run {
  child: ChildProcess
  output: () => string
  exit: Promise<number | null>
}

/** A process of the server (or a script) with DATABASE_URL and these settings. */
function run(entry: string, env: NodeJS.ProcessEnv): Run {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SEED_PARTS: '0',
      SMS_GATEWAY: 'outbox',
      SMS_OUTBOX_FILE: path.join(os.tmpdir(), `gruzovik-migrate-${process.pid}.jsonl`),
      DIST_DIR: path.join(os.tmpdir(), 'gruzovik-no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exit }
}

async function appliedMigrations(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at',
    )
    return rows.map((row) => row.hash)
  } finally {
    await client.end()
  }
}

describe('migrations on PostgreSQL run once', () => {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  const runs: Run[] = []
  const scratches: Awaited<ReturnType<typeof createScratchDatabase>>[] = []
  const fresh = async () => {
    const scratch = await createScratchDatabase(adminUrl)
    scratches.push(scratch)
    return scratch.url
  }

  afterEach(async () => {
    for (const { child, exit } of runs.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exit
      }
    }
    for (const scratch of scratches.splice(0)) await scratch.drop()
  }, 60_000)

  it('three servers opening a fresh database at once apply each migration once', async () => {
    const url = await fresh()
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 })),
    )
    try {
      for (const handle of handles) expect(await pendingMigrations(handle.db)).toEqual([])
    } finally {
      await Promise.all(handles.map((handle) => handle.close()))
    }
    const applied = await appliedMigrations(url)
    expect(applied).toHaveLength(journal.entries.length)
    expect(new Set(applied).size).toBe(applied.length)
  }, 120_000)

  it('a process with MIGRATE_ON_START=off waits for npm run migrate, then starts', async () => {
    const url = await fresh()
    const port = await freePort()
    const server = run('server/src/main.ts', {
      DATABASE_URL: url,
      PORT: String(port),
      MIGRATE_ON_START: 'off',
    })
    runs.push(server)
    await waitFor(
      () => (/Waiting for migrations/.test(server.output()) ? true : undefined),
      'the server saying it waits',
      60_000,
    )
    expect(server.output()).toContain(`${journal.entries.length} not applied`)
    expect(server.child.exitCode).toBeNull()
    expect(await appliedMigrations(url).catch(() => [])).toEqual([])

    const migrate = run('server/scripts/migrate.ts', { DATABASE_URL: url })
    runs.push(migrate)
    expect(await migrate.exit).toBe(0)
    expect(migrate.output()).toContain('Migrations applied (postgres)')

    const base = `http://127.0.0.1:${port}`
    const ready = await waitFor(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`)
        const res = await fetch(`${base}/health/ready`).catch(() => null)
        return res?.status === 200 ? res.json() : undefined
      },
      'the waiting server to be ready',
      60_000,
    )
    expect(ready).toMatchObject({ ready: true, checks: { migrations: 'ok' } })
    expect(await appliedMigrations(url)).toHaveLength(journal.entries.length)

    const again = run('server/scripts/migrate.ts', { DATABASE_URL: url })
    runs.push(again)
    expect(await again.exit).toBe(0)
    expect(again.output()).toContain('The schema is current')
  }, 180_000)

  it('gives up after MIGRATE_WAIT_SECONDS with a message saying what to run', async () => {
    const url = await fresh()
    const waitOff = { DATABASE_URL: url, MIGRATE_ON_START: 'off', MIGRATE_WAIT_SECONDS: '1' }
    const server = run('server/src/main.ts', { ...waitOff, PORT: String(await freePort()) })
    const worker = run('server/src/worker.ts', waitOff)
    runs.push(server, worker)
    for (const started of [server, worker]) {
      expect(await started.exit).toBe(1)
      expect(started.output()).toMatch(
        /still lacks \d+ migration\(s\) after 1 s \(MIGRATE_WAIT_SECONDS\)/,
      )
      expect(started.output()).toContain('npm run migrate')
    }
    expect(await appliedMigrations(url).catch(() => [])).toEqual([])
  }, 120_000)
})
