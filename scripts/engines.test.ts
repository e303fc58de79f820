import fs from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
}
type LockEntry = {
  version?: string
  link?: boolean
  engines?: unknown
  os?: string[]
  cpu?: string[]
}
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>
}
const locked = Object.entries(lock.packages).filter(([where]) => where !== '')

/** Node 23 and later ship no 32-bit Windows build: a binary only for it never runs on ours. */
const onlyFor32BitWindows = (entry: { os?: string[]; cpu?: string[] }) =>
  entry.os?.join() === 'win32' && entry.cpu?.join() === 'ia32'

/** The `engines.node` a package asks for, read from its installed manifest. */
function installedWants(where: string): string | undefined {
  const manifest = path.join(where, 'package.json')
  if (!fs.existsSync(manifest)) return undefined // an optional package for another platform
  const engines = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { engines?: unknown }).engines
  const node = engines && !Array.isArray(engines) ? (engines as { node?: unknown }).node : undefined
  return typeof node === 'string' ? node : undefined
}

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

  it('runs every installed package: none asks for a Node outside the declared ones', () => {
    const wantMore = locked.flatMap(([where, entry]) => {
      if (entry.link || onlyFor32BitWindows(entry)) return []
      const wanted = installedWants(where)
      if (!wanted || !semver.validRange(wanted)) return []
      return semver.subset(root.engines.node, wanted)
        ? []
        : [`${where}@${entry.version}: ${wanted}`]
    })
    expect(wantMore).toEqual([])
  })

  it('keeps engines out of the lockfile, so npm on an older system Node does not warn', () => {
    // scripts/lockfile-engines.mjs (postinstall) strips them; npm ci reads them only from there.
    const withEngines = locked.filter(([, entry]) => entry.engines).map(([where]) => where)
    expect(withEngines).toEqual([])
  })
})
