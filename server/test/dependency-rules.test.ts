import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { beforeAll, describe, expect, it } from 'vitest'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '../..')
/** A tiny tree shaped like server/src with deliberate violations; deps:check excludes it. */
const fixtureRoot = path.join(here, 'fixtures/dependency-rules')
const config = createRequire(import.meta.url)(path.join(repoRoot, '.dependency-cruiser.cjs'))

/** The rules of the real config, run on the fixture as if it were the repository. */
async function violationsOfFixture() {
  const { output } = await cruise(['server', 'rules'], {
    baseDir: fixtureRoot,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  })
  const result = output as ICruiseResult
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
}

describe('dependency rules of the server modules', () => {
  let violations: Awaited<ReturnType<typeof violationsOfFixture>>
  beforeAll(async () => {
    violations = await violationsOfFixture()
  })

  it('report a new cycle between two module folders, even of type-only imports', () => {
    const cycles = violations.filter((v) => v.rule === 'no-cycles-between-server-modules')
    expect(cycles.flatMap((v) => [v.from, v.to])).toEqual(
      expect.arrayContaining(['server/src/modules/alpha', 'server/src/modules/beta']),
    )
  })

  it('report a module reaching into another module’s repository', () => {
    expect(violations).toContainEqual({
      rule: 'server-module-repository-is-its-own',
      from: 'server/src/modules/gamma/gamma.service.ts',
      to: 'server/src/modules/alpha/alpha.repository.ts',
    })
  })

  it('report a repository importing a service', () => {
    expect(violations).toContainEqual({
      rule: 'server-repositories-are-the-bottom-layer',
      from: 'server/src/modules/alpha/alpha.repository.ts',
      to: 'server/src/modules/alpha/alpha.service.ts',
    })
  })

  it('report a module importing the HTTP edge', () => {
    expect(violations).toContainEqual({
      rule: 'server-modules-not-http',
      from: 'server/src/modules/gamma/gamma.service.ts',
      to: 'server/src/http/edge-error.ts',
    })
  })

  it('report a shared rule importing the server, never the server importing a rule', () => {
    expect(violations).toContainEqual({
      rule: 'rules-are-standalone',
      from: 'rules/leaky-rule.ts',
      to: 'server/src/modules/alpha/alpha.service.ts',
    })
    expect(violations.filter((v) => v.from === 'server/src/modules/beta/beta-price.ts')).toEqual([])
  })

  it('report db/ importing a module or the demo seed, and a module importing the seed', () => {
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          rule: 'server-db-imports-no-module',
          from: 'server/src/db/leaky-schema.ts',
          to: 'server/src/modules/alpha/alpha.service.ts',
        },
        {
          rule: 'server-db-imports-no-module',
          from: 'server/src/db/leaky-schema.ts',
          to: 'server/src/seed/demo.ts',
        },
        {
          rule: 'server-modules-not-seed',
          from: 'server/src/modules/gamma/gamma-defaults.ts',
          to: 'server/src/seed/demo.ts',
        },
      ]),
    )
    expect(violations.filter((v) => v.from === 'server/src/seed/demo.ts')).toEqual([])
  })

  it('report a module importing the config that composes its settings, never the reverse', () => {
    expect(violations).toContainEqual({
      rule: 'server-modules-own-their-settings',
      from: 'server/src/modules/gamma/gamma-settings.ts',
      to: 'server/src/config.ts',
    })
    expect(violations.filter((v) => v.from === 'server/src/config.ts')).toEqual([])
  })
})
