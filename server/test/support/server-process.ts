import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { outboxLine, waitFor } from './wait-for.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** A port nobody listens on right now, on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  base: string
  child: ChildProcess
  output: () => string
}

/**
 * Starts `server/src/main.ts` as a real process on 127.0.0.1 with its own storage: `DATA_DIR`
 * (PGlite) or `DATABASE_URL` (PostgreSQL). Resolves once `/api/data` answers 200.
 */
export async function startServer(options: {
  dataDir?: string
  databaseUrl?: string
  outboxFile: string
  seedParts?: number
  timeoutMs?: number
  /** Settings of this process on top of the test's (SHUTDOWN_GRACE_SECONDS, ...). */
  env?: NodeJS.ProcessEnv
}): Promise<ServerProcess> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_PARTS: String(options.seedParts ?? 60),
    // The demo's development bank, so card orders can be placed (production refuses them).
    APP_ENV: 'development',
    // Bursts from one address are the point of these tests: no abuse limits.
    SMS_LIMIT_PER_PHONE_PER_DAY: '0',
    SMS_LIMIT_PER_IP_PER_HOUR: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '0',
    RATE_LIMIT_ORDERS_PER_MINUTE: '0',
    RATE_LIMIT_API_PER_MINUTE: '0',
    SMS_GATEWAY: 'outbox',
    SMS_OUTBOX_FILE: options.outboxFile,
    DIST_DIR: path.join(os.tmpdir(), 'gruzovik-no-dist'),
    ...options.env,
  }
  delete env.DATABASE_URL
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  if (options.dataDir) env.DATA_DIR = options.dataDir
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      if ((await fetch(`${base}/api/data`)).ok) return { base, child, output: () => output }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start in time:\n${output}`)
}

/** Sends a signal and waits for the process to be gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const { child } = server
  if (child.exitCode !== null || child.signalCode !== null) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(signal)
  })
}

/** JSON over fetch; a dropped connection (a killed server) answers status 0. */
export async function api<T = unknown>(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; body: T }> {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    })
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
  } catch {
    return { status: 0, body: null as T }
  }
}

/** Logs a seeded customer in through the SMS outbox, as the shop would; the bearer headers. */
export async function loginThroughOutbox(base: string, outboxFile: string, phone: string) {
  const sent = await api(base, 'POST', '/api/auth/login/send-sms', {}, { phone })
  if (sent.status !== 200) throw new Error(`send-sms answered ${sent.status}`)
  // The worker sends the code after the answer: wait for its line in the outbox.
  const digits = phone.replace(/\D/g, '')
  const { code } = await waitFor(
    () => outboxLine<{ phone: string; code: string }>(outboxFile, (line) => line.phone === digits),
    `an SMS code for ${phone} in ${outboxFile}`,
  )
  const login = await api<{ token: { token: string } }>(
    base,
    'POST',
    '/api/auth/login',
    {},
    {
      phone,
      code,
    },
  )
  if (login.status !== 200) throw new Error(`login answered ${login.status}`)
  return { authorization: `Bearer ${login.body.token.token}` }
}
