/**
 * Builds the shop twice from one build id: the browser's files (dist/) and the server render's
 * bundle (dist-server/), which must agree on it. The browser build runs a first time in memory
 * with rolldown's automatic chunking, to plan how its modules are grouped into a handful of
 * files per page (scripts/chunk-groups.ts).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
