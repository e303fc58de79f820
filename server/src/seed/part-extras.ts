// Demo stock per branch and applicability for the generated parts (kept apart from
// catalog-generate.ts: its own PRNG, so the catalogue's own rows do not change with it).
import type { partFits, partStocks, parts, truckModels } from '../db/schema/index.ts'
import { createRandom, type Random } from './random.ts'

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

/** The pickup branches, the first the main warehouse (the Branch enum of openapi.yaml). */
export const seedBranches = ['spb', 'msk', 'krs', 'krd'] as const

export interface PartExtras {
  stocks: Row<typeof partStocks>[]
  fits: Row<typeof partFits>[]
}

/** Splits a stock over one to three branches, the main warehouse most often among them. */
function splitStock(random: Random, total: number): Map<string, number> {
  const out = new Map<string, number>()
  const count = Math.min(total, random.int(1, 3))
  const chosen = new Set<string>()
  while (chosen.size < count) {
    chosen.add(random.chance(0.45) ? 'spb' : random.pick(seedBranches))
  }
  const list = [...chosen]
  let left = total
  list.forEach((branch, index) => {
    const rest = list.length - index - 1
    const quantity = rest === 0 ? left : random.int(1, left - rest)
    out.set(branch, quantity)
    left -= quantity
  })
  return out
}

/**
 * Stock rows that add up to each part's `total_stock`; for new parts the other models of the
 * make they also fit (a used part fits the truck it came from, `parts.truck_model_id`).
 */
export function generatePartExtras(
  rows: { parts: Row<typeof parts>[]; truckModels: Row<typeof truckModels>[] },
  seed = 20_261_125,
): PartExtras {
  const random = createRandom(seed)
  const modelsOfMark = new Map<string, string[]>()
  for (const model of rows.truckModels) {
    if (!model.id) continue
    modelsOfMark.set(model.markId, [...(modelsOfMark.get(model.markId) ?? []), model.id])
  }
  const extras: PartExtras = { stocks: [], fits: [] }
  for (const part of rows.parts) {
    if (!part.id) continue
    const partId = part.id
    for (const [branch, quantity] of splitStock(random, part.totalStock ?? 0)) {
      extras.stocks.push({ partId, branch, quantity })
    }
    if (part.isNotNew) continue
    for (const modelId of modelsOfMark.get(part.markId) ?? []) {
      if (modelId === part.truckModelId) continue
      // A part listed for the whole make fits all its models; one of a model, some of the others.
      if (!part.truckModelId || random.chance(0.5))
        extras.fits.push({ partId, truckModelId: modelId })
    }
  }
  return extras
}
