import { type ChildProcess, spawn } from 'node:child_process'
import { processCpuMs } from './cpu-sample.ts'

export interface RunningServer {
  url: string
  /** CPU time the server process has used so far, in ms (Linux: /proc; elsewhere NaN). */
  cpuMs(): number
  /** The server's process id (the exchange bench reads its peak memory). */
  pid: number | undefined
  stop(): Promise<void>
}

/** Starts the real server (built shop + API) on a port with its own data, and waits until it answers. */
export async function startServer(options: {
  port: number
  dataDir: string
  databaseUrl?: string
  /** Another checkout to run (the bench's baseline build); this one by default. */
  cwd?: string
  /** More settings (`SSR_DIR` to a missing folder serves the bare shell, as before server rendering). */
  env?: Record<string, string>
}): Promise<RunningServer> {
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    // autocannon is one client on one address: the abuse limits would measure themselves.
    RATE_LIMIT_AUTH_PER_MINUTE: '0',
    RATE_LIMIT_ORDERS_PER_MINUTE: '0',
    RATE_LIMIT_PASSPORT_PER_MINUTE: '0',
    RATE_LIMIT_API_PER_MINUTE: '0',
    ...options.env,
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${options.port}`
  await waitUntilUp(`${url}/api/data`, child)
  return { url, pid: child.pid, cpuMs: () => processCpuMs(child.pid), stop: () => stop(child) }
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not answer ${url} within 180 s`)
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
  })
}
