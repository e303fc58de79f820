import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The shell's start-up is split in two tasks by src/lib/yield-to-browser.ts (a top-level await):
 * in the built shell chunk the modules come in evaluation order, and what follows the yield
 * waits for it. app-updates.ts imports it between the design system and the machines, so the
 * design system is evaluated in the first task and the flows' machines in the second.
 * scripts/chunk-groups.ts keeps the yield in the shell chunk (server/test/chunk-plan.test.ts).
 */
const root = path.resolve(__dirname, '../..')
const yieldModule = 'src/lib/yield-to-browser.ts'
const designSystem = 'design-system/index.ts'
const packages: Record<string, string> = {
  '@gruzovik/design-system': designSystem,
  '@gruzovik/machines': 'machines/index.ts',
}

/** The modules a file imports for their values, in order; type-only imports are erased. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  )
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return specifiers
}

/** The repository file a specifier names, or null for a package from node_modules. */
function resolve(from: string, specifier: string): string | null {
  if (specifier in packages) return packages[specifier] ?? null
  if (!specifier.startsWith('.')) return null
  const target = path.join(path.dirname(from), specifier)
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]
  const found = candidates.find((file) =>
    fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile(),
  )
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`)
  return found
}

/** The order the start-up evaluates the repository's modules in (dependencies first). */
function evaluationOrder(entry: string): string[] {
  const order: string[] = []
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (/\.(ts|tsx)$/.test(file)) {
      for (const specifier of importsOf(file)) {
        const next = resolve(file, specifier)
        if (next) visit(next)
      }
    }
    order.push(file)
  }
  visit(entry)
  return order
}

describe('the start-up split', () => {
  it('app-updates imports the design system, then the yield, then the machines', () => {
    const imports = importsOf('src/app/app-updates.ts')
    const at = (specifier: string) => imports.indexOf(specifier)
    const yieldAt = at('../lib/yield-to-browser.ts')
    expect(at('@gruzovik/design-system'), 'the design system is imported').toBeGreaterThanOrEqual(0)
    expect(yieldAt, 'the yield comes after the design system').toBeGreaterThan(
      at('@gruzovik/design-system'),
    )
    expect(yieldAt, 'the yield comes before the machines').toBeLessThan(at('@gruzovik/machines'))
  })

  it('the shop’s start-up evaluates the design system before the yield, and every machine after it', () => {
    const order = evaluationOrder('src/main.tsx')
    const yieldAt = order.indexOf(yieldModule)
    expect(yieldAt).toBeGreaterThanOrEqual(0)
    expect(order.indexOf(designSystem)).toBeGreaterThanOrEqual(0)
    expect(order.indexOf(designSystem), 'the design system comes before the yield').toBeLessThan(
      yieldAt,
    )
    const machinesBefore = order.slice(0, yieldAt).filter((file) => file.startsWith('machines/'))
    expect(machinesBefore, 'machines evaluated before the yield').toEqual([])
    expect(order.slice(yieldAt).some((file) => file.startsWith('machines/'))).toBe(true)
  })
})
