import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

/** Global set-up of the server project: a directory for this run's database dumps. */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-pglite-'))
  project.provide('pgliteTemplateDir', dir)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
