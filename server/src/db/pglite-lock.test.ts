import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'
import { DataDirInUseError, dataDirHolder } from './pglite-lock.ts'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))
const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-lock-'))
const children: ChildProcess[] = []

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  }
})

/** Another process that opens the data directory, writes a row, says «ready» and waits. */
async function holderProcess(dataDir: string) {
  const script = `
    import { sql } from 'drizzle-orm'
    import { openDatabase } from './src/db/database.ts'
    const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} })
    await database.db.execute(sql\`create table if not exists lock_test_notes (note text)\`)
    await database.db.execute(sql\`insert into lock_test_notes values ('written by the holder')\`)
    console.log('ready')
    setInterval(() => {}, 1000)
  `
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverDir,
  })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)))
  })
  return child
}

describe('one process per embedded data directory', () => {
  it('refuses a second open in the same process, and opens again once the first closed', async () => {
    const dataDir = freshDir()
    const first = await openDatabase({ dataDir })
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError)
    await first.db.execute(sql`create table lock_test_notes (note text)`)
    await first.db.execute(sql`insert into lock_test_notes values ('kept')`)
    await first.close()
    const again = await openDatabase({ dataDir })
    const rows = (await again.db.execute(sql`select note from lock_test_notes`)) as {
      rows: unknown[]
    }
    expect(rows.rows).toEqual([{ note: 'kept' }])
    await again.close()
  }, 60_000)

  it('refuses another running process by name, then takes over once it was killed, data intact', async () => {
    const dataDir = freshDir()
    const holder = await holderProcess(dataDir)
    expect(dataDirHolder(dataDir)).toBe(holder.pid)
    const refusal = await openDatabase({ dataDir }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DataDirInUseError)
    expect((refusal as Error).message).toContain(`in use by process ${holder.pid}`)
    expect((refusal as Error).message).toContain('DATABASE_URL')

    holder.kill('SIGKILL')
    await new Promise((resolve) => holder.once('exit', resolve))
    // The killed holder's file is left behind; it no longer stops anyone.
    expect(fs.existsSync(path.join(dataDir, 'pglite.pid'))).toBe(true)
    const after = await openDatabase({ dataDir })
    const rows = (await after.db.execute(sql`select note from lock_test_notes`)) as {
      rows: unknown[]
    }
    expect(rows.rows).toEqual([{ note: 'written by the holder' }])
    await after.close()
  }, 90_000)

  it('says so in one line from a script, with exit code 1', async () => {
    const dataDir = freshDir()
    const mine = await openDatabase({ dataDir })
    try {
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/exchange-log.ts'],
        { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      )
      const failure = (await run.catch((error: unknown) => error)) as {
        code: number
        stderr: string
      }
      expect(failure.code).toBe(1)
      expect(failure.stderr.trim()).toBe(new DataDirInUseError(dataDir, process.pid).message)
    } finally {
      await mine.close()
    }
  }, 60_000)

  it('ignores a file naming a process that is gone', () => {
    const dataDir = freshDir()
    fs.writeFileSync(path.join(dataDir, 'pglite.pid'), '999999999')
    expect(dataDirHolder(dataDir)).toBeNull()
  })
})
