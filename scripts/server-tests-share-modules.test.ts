// @vitest-environment node
/**
 * The server suites share one module cache per worker (`isolate: false` in vitest.config.ts):
 * a module mocked or a global stubbed in one file would leak into the next file that worker
 * runs. So no server test mocks: it passes `overrides` (services) or `config` to createTestApp.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const leaks = /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn)\(/

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path)
    return entry.name.endsWith('.test.ts') ? [path] : []
  })
}

it('no server test mocks a module or stubs a global the next file would inherit', () => {
  const files = testFiles(join(root, 'server'))
  expect(files.length).toBeGreaterThan(50)
  const offenders = files
    .filter((file) => leaks.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
  expect(offenders).toEqual([])
})
