import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite is one process's database: a second process opening the same directory (a second
 * `npm start`, a script beside a running shop) works on its own in-memory copy and flushes
 * over the first, or dies in WebAssembly. So the process that opens a data directory holds
 * it, noting its process id in a file created exclusively; any other is refused at once.
 */
const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.pid')

/** Directories this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>()

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}${describeProcess(pid)}. ` +
        'PGlite serves one process at a time: stop that one first, or run several processes ' +
        'on PostgreSQL (set DATABASE_URL).',
    )
    this.name = 'DataDirInUseError'
  }
}

/** The process holding `dataDir` (alive, not this one), else null; a stale file is ignored. */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number
  try {
    pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim() || 'x')
  } catch {
    return null
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null
  return isNodeProcess(pid) ? pid : null
}

/**
 * Holds `dataDir` for this process or throws DataDirInUseError naming the holder. A file left
 * by a process that died (SIGKILL, power loss) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir)
  if (heldHere.has(dir)) throw new DataDirInUseError(dir, process.pid)
  fs.mkdirSync(dir, { recursive: true })
  const file = lockFile(dir)
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = dataDirHolder(dir)
      if (holder) throw new DataDirInUseError(dir, holder)
      if (attempt > 0) throw new Error(`Could not take ${file}: remove it if no shop runs.`)
      // Left by a process that is gone: remove it and try once more, exclusively again, so
      // that of two processes starting at once only one wins.
      fs.rmSync(file, { force: true })
    }
  }
  heldHere.add(dir)
  const release = () => {
    if (!heldHere.delete(dir)) return
    if (dataDirHolder(dir) === null) fs.rmSync(file, { force: true })
  }
  process.once('exit', release)
  return release
}

/** Whether `pid` is alive and a Node process (a reused id of another program is not a shop). */
function isNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: alive, owned by another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  try {
    return /node/i.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
  } catch {
    return true // no /proc (macOS): alive is all we can tell
  }
}

function describeProcess(pid: number): string {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    return command.length > 0 ? ` (${command.slice(0, 4).join(' ')})` : ''
  } catch {
    return ''
  }
}
