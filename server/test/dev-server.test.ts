import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repoRoot = path.resolve(import.meta.dirname, '../..')

/**
 * `npm run dev` (server/src/dev.ts) as a developer starts it: its own process on a free port,
 * the embedded database with demo data, Vite inside the server. Its pages are rendered on the
 * server from `src/`, as `npm start` renders the build.
 */
describe('npm run dev', () => {
  let child: ChildProcess
  let origin = ''
  let output = ''

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-dev-'))
    // As a developer's shell has it: no NODE_ENV (Vitest's `test`), so React runs its dev build.
    const { NODE_ENV: _testEnv, ...env } = process.env
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/dev.ts'], {
      cwd: repoRoot,
      env: { ...env, DEV_PORT: '0', DATA_DIR: dataDir, SEED_PARTS: '60' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    origin = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const address = /Gruzovik is running at (http:\/\/[^\s]+) /.exec(output)?.[1]
        if (address) resolve(address)
      }
      child.stdout?.on('data', read)
      child.stderr?.on('data', read)
      child.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}: ${output}`)))
    })
    // A fresh PGlite migrated and seeded, and Vite started: 25-35 s on the shared 2-core machine.
  }, 120_000)

  afterAll(async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  })

  const page = async (url: string) => {
    const answer = await fetch(`${origin}${url}`)
    return {
      status: answer.status,
      html: await answer.text(),
      csp: answer.headers.get('content-security-policy') ?? '',
    }
  }

  it('renders the home page on the server, with Vite’s client for hot reload', async () => {
    const home = await page('/')
    expect(home.status).toBe(200)
    expect(home.html).toMatch(/<h1 id="home-title"[^>]*>Запчасти для грузовиков<\/h1>/)
    expect(home.html).toContain('<script type="module" src="/@vite/client"></script>')
    // React Refresh's inline preamble runs: the policy names it by its hash.
    expect(home.csp).toMatch(/script-src 'self' 'sha256-/)
    expect((await fetch(`${origin}/src/main.tsx`)).status).toBe(200)
    // The first page waits for Vite to transform the app for the server: 10-30 s there.
  }, 90_000)

  it('renders a part page with its data, and an unknown part as the 404 page', async () => {
    const found = (await (await fetch(`${origin}/api/search?s=MAN`)).json()) as {
      items: Array<{ slug: string; title: string }>
    }
    const part = found.items[0]
    expect(part).toBeDefined()
    const partPage = await page(`/parts/${part?.slug}`)
    expect(partPage.status).toBe(200)
    // The part's own title, from the database, in the page's heading.
    expect(partPage.html).toMatch(/<h1[^>]*>([^<]+)/)
    expect(/<h1[^>]*>([^<]+)/.exec(partPage.html)?.[1]).toContain(part?.title)
    const missing = await page('/parts/net-takoy-detali')
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('<div id="app">')
  }, 60_000)
})
