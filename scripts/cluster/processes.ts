import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'

/** A child process the cluster run started, stopped by its own pid only. */
export interface Child {
  pid: number | undefined
  stop(): Promise<void>
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
  })
}

/** A new empty database `name` on the PostgreSQL behind `adminUrl`; its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.end()
}

/** The Redis database of `url` emptied for this run; null when no Redis answers there. */
export async function freshRedis(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.flushdb()
    return url
  } catch {
    return null
  } finally {
    redis.disconnect()
  }
}

/** `npm run migrate` once, as the deployment's migrate unit does before the web processes. */
export function migrate(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/migrate.ts'], {
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`npm run migrate failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout.trim()
}

/** `npm run worker` (server/src/worker.ts); resolves once it says it works the queue. */
export async function startWorker(env: NodeJS.ProcessEnv): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 120_000)
    child.stdout?.on('data', (chunk) => {
      output += chunk
      if (output.includes('Job worker started')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`worker exited with ${code}:\n${output}`))
    })
  })
  child.stdout?.resume()
  return { pid: child.pid, stop: () => stopChild(child) }
}

/** HAProxy in the foreground on `config`; resolves once its own liveness URI answers. */
export async function startHaproxy(config: string, dir: string, port: number): Promise<Child> {
  const binary = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) =>
    fs.existsSync(file),
  )
  if (!binary) throw new Error('HAProxy is not installed (apt-get install haproxy)')
  const file = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(file, config)
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`haproxy -c refused the config:\n${check.stderr}`)
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/haproxy/live`)).ok) {
        return { pid: child.pid, stop: () => stopChild(child) }
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error('haproxy did not answer within 20 s')
}

/** Waits until `url` answers 200 (a process's /health/ready, or a page through HAProxy). */
export async function waitFor200(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.ok) return
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
}
