import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const sourceRoot = path.join(repoRoot, 'server/src')

/** `npm run dev` only: never in a deployment's environment file. */
const developmentOnly = new Set(['DEV_PORT', 'NODE_ENV'])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : []
  })
}

/**
 * Every environment variable the server's code reads: `env.NAME`, `env['NAME']`, and in the
 * settings readers a name passed as a whole string (`text('INVOICE_SELLER_NAME', …)`).
 */
function settingsTheServerReads(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(sourceRoot)) {
    const source = fs.readFileSync(file, 'utf8')
    for (const match of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1] ?? '')
    for (const match of source.matchAll(/\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g))
      names.add(match[1] ?? '')
    if (/(-settings|config)\.ts$/.test(file)) {
      for (const match of source.matchAll(/['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]/g))
        names.add(match[1] ?? '')
    }
  }
  for (const name of developmentOnly) names.delete(name)
  return names
}

function settingsTheExampleLists(): Set<string> {
  const text = fs.readFileSync(path.join(repoRoot, 'deploy/gruzovik.env.example'), 'utf8')
  return new Set([...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? ''))
}

describe('deploy/gruzovik.env.example', () => {
  it('lists every setting the server reads, and none it does not', () => {
    const read = settingsTheServerReads()
    const listed = settingsTheExampleLists()
    // A sanity floor: the extraction itself found the settings (it cannot pass on nothing).
    expect(read.size).toBeGreaterThan(80)
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([])
    expect([...listed].filter((name) => !read.has(name)).sort()).toEqual([])
  })
})
