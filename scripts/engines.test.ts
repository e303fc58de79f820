import fs from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>
}

describe('the Node we declare', () => {
  it('runs every locked package: a clean install prints no EBADENGINE warning', () => {
    const wantMore = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      if (!where || !wanted || !semver.validRange(wanted)) return []
      return semver.subset(root.engines.node, wanted)
        ? []
        : [`${where}@${entry.version}: ${wanted}`]
    })
    expect(wantMore).toEqual([])
  })
})
