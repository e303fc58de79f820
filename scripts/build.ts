/**
 * Builds the shop twice from one build id: the browser's files (dist/) and the server render's
 * bundle (dist-server/), which must agree on it. The browser build runs a first time in memory
 * with rolldown's automatic chunking, to plan how its modules are grouped into a handful of
 * files per page (scripts/chunk-groups.ts). Then the page addresses of the route trees go to
 * dist-server/page-paths.json.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Rolldown } from 'vite'
import { chunkPlanVariable, planChunks } from './chunk-groups.ts'

process.env.BUILD_ID ??= randomUUID()

const first = await build({ build: { write: false }, logLevel: 'warn' })
const outputs = (Array.isArray(first) ? first : [first]) as Rolldown.RolldownOutput[]
const chunks = outputs.flatMap((output) =>
  output.output.flatMap((item) => (item.type === 'chunk' ? [item] : [])),
)
const planFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-chunks-')), 'plan.json')
fs.writeFileSync(planFile, JSON.stringify(planChunks(chunks)))
process.env[chunkPlanVariable] = planFile

await build()
await build({ build: { ssr: true } })
fs.rmSync(path.dirname(planFile), { recursive: true, force: true })

// The page addresses, from the route trees the render was built from: the server answers any
// other page address 404 (server/src/http/shop-routes.ts). Adding a route needs no server edit.
const ssrDir = path.resolve('dist-server')
const pathsOf = async (file: string): Promise<readonly string[]> =>
  ((await import(pathToFileURL(path.join(ssrDir, file)).href)) as { pagePaths: string[] }).pagePaths
const pages = {
  shop: await pathsOf('page-paths.js'),
  account: await pathsOf('account-page-paths.js'),
}
fs.writeFileSync(path.join(ssrDir, 'page-paths.json'), `${JSON.stringify(pages, null, 2)}\n`)
