import fs from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
}
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<
    string,
    { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }
  >
}

/** Node 23 and later ship no 32-bit Windows build: a binary only for it never runs on ours. */
const onlyFor32BitWindows = (entry: { os?: string[]; cpu?: string[] }) =>
  entry.os?.join() === 'win32' && entry.cpu?.join() === 'ia32'

/**
 * The Node the project declares (a supported LTS: 24, or 26 and later) is the one every npm script
 * runs on (the `node` dev dependency). npm itself may run on an older system Node and compares
 * packages against that one; this checks them against the Node that actually runs them.
 */
describe('the Node we declare', () => {
  it('is the Node the npm scripts run on', () => {
    const pinned = semver.minVersion(root.devDependencies.node ?? '')
    expect(pinned && semver.satisfies(pinned, root.engines.node)).toBe(true)
    expect(semver.satisfies(process.version, root.engines.node)).toBe(true)
  })

  it('runs every locked package: none asks for a Node outside the declared ones', () => {
    const wantMore = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      if (!where || !wanted || !semver.validRange(wanted) || onlyFor32BitWindows(entry)) return []
      return semver.subset(root.engines.node, wanted)
        ? []
        : [`${where}@${entry.version}: ${wanted}`]
    })
    expect(wantMore).toEqual([])
  })
})
