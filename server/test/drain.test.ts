import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ServerProcess, startServer, stopServer } from './support/server-process.ts'
import { waitFor } from './support/wait-for.ts'

/** Whether a new TCP connection to the server is taken (true) or refused (false). */
function connects(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * A send-sms request whose body the client dribbles: its headers are in, its body half sent,
 * so the server holds it in flight until `finish()` sends the rest.
 */
function slowRequest(base: string, agent: http.Agent) {
  const body = JSON.stringify({ phone: '79990000005' })
  const half = Math.floor(body.length / 2)
  const { hostname, port } = new URL(base)
  let finish = () => {}
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: '/api/auth/login/send-sms',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    request.on('error', reject)
    request.flushHeaders()
    request.write(body.slice(0, half))
    finish = () => request.end(body.slice(half))
  })
  return { answer, finish: () => finish() }
}

function exitOf(server: ServerProcess): Promise<number | null> {
  const { child } = server
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

describe('a server process asked to stop (SIGTERM)', () => {
  let server: ServerProcess | null = null
  const dirs: string[] = []
  const start = async (env: NodeJS.ProcessEnv = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-drain-'))
    dirs.push(dataDir)
    server = await startServer({
      dataDir,
      outboxFile: path.join(dataDir, 'sms.jsonl'),
      seedParts: 0,
      env,
    })
    return server
  }

  afterEach(async () => {
    if (server) await stopServer(server, 'SIGKILL')
    server = null
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  it('finishes the request in flight with 200, refuses new connections, and exits 0', async () => {
    const running = await start()
    const agent = new http.Agent({ keepAlive: true })
    const slow = slowRequest(running.base, agent)
    // The server has the request's headers before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const exit = exitOf(running)
    running.child.kill('SIGTERM')
    await waitFor(
      async () => ((await connects(running.base)) ? undefined : true),
      'refused connections',
    )
    expect(running.child.exitCode).toBeNull()
    slow.finish()
    const answer = await slow.answer
    expect(answer.status).toBe(200)
    expect(await exit).toBe(0)
    agent.destroy()
    expect(running.output()).toMatch(/SIGTERM: draining/)
  }, 120_000)

  it('exits at once when the grace runs out, and at a second signal', async () => {
    const first = await start({ SHUTDOWN_GRACE_SECONDS: '1' })
    const agent = new http.Agent({ keepAlive: true })
    const stuck = slowRequest(first.base, agent)
    stuck.answer.catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 300))
    const graceExit = exitOf(first)
    const signalled = Date.now()
    first.child.kill('SIGTERM')
    expect(await graceExit).toBe(1)
    expect(Date.now() - signalled).toBeLessThan(5_000)
    expect(first.output()).toMatch(/SHUTDOWN_GRACE_SECONDS/)

    const second = await start({ SHUTDOWN_GRACE_SECONDS: '60' })
    const held = slowRequest(second.base, agent)
    held.answer.catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 300))
    const signalExit = exitOf(second)
    const stopAsked = Date.now()
    second.child.kill('SIGTERM')
    await waitFor(
      async () => ((await connects(second.base)) ? undefined : true),
      'refused connections',
    )
    second.child.kill('SIGTERM')
    expect(await signalExit).toBe(1)
    expect(Date.now() - stopAsked).toBeLessThan(5_000)
    agent.destroy()
  }, 180_000)
})
