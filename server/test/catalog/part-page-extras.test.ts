import { and, eq, gt, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { arrivals, partFits, partStocks, parts, truckModels } from '../../src/db/schema/index.ts'
import { useSeededApp } from '../support/seeded-app.ts'

const seeded = useSeededApp()
const { get } = seeded

interface BranchStock {
  branch: string
  quantity: number
}

describe('the part page: stock per branch', () => {
  it('lists the branches with stock in branch order, adding up to the total', async () => {
    const [row] = await seeded.ctx.db
      .select()
      .from(parts)
      .where(and(gt(parts.totalStock, 3), eq(parts.isNotNew, false)))
      .limit(1)
    if (!row) throw new Error('no part in stock in the seed')
    const part = await get(`/api/parts/${row.slug}`)
    const stocks: BranchStock[] = part.branch_stocks
    expect(stocks.length).toBeGreaterThan(0)
    expect(stocks.reduce((sum, s) => sum + s.quantity, 0)).toBe(row.totalStock)
    const order = ['spb', 'msk', 'krs', 'krd']
    const positions = stocks.map((s) => order.indexOf(s.branch))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('never shows a branch above the total, and leaves out warehouses that are no branch', async () => {
    const [row] = await seeded.ctx.db
      .select()
      .from(parts)
      .where(and(eq(parts.totalStock, 0), eq(parts.isNotNew, false)))
      .limit(1)
    if (!row) throw new Error('no part out of stock in the seed')
    expect((await get(`/api/parts/${row.slug}`)).branch_stocks).toEqual([])
    await seeded.ctx.db.insert(partStocks).values([
      { partId: row.id, branch: 'msk', quantity: 5 },
      { partId: row.id, branch: '6f1c-unmapped-warehouse', quantity: 2 },
    ])
    // An order took stock off the total after the last exchange.
    await seeded.ctx.db.update(parts).set({ totalStock: 2 }).where(eq(parts.id, row.id))
    const part = await get(`/api/parts/${row.slug}`)
    expect(part.branch_stocks).toEqual([{ branch: 'msk', quantity: 2 }])
  })
})

describe('the part page: «Подходит для»', () => {
  it('lists the part’s own model and the models it also fits, each linked to its catalogue', async () => {
    const [fit] = await seeded.ctx.db
      .select({ partId: partFits.partId, modelSlug: truckModels.slug })
      .from(partFits)
      .innerJoin(parts, eq(parts.id, partFits.partId))
      .innerJoin(truckModels, eq(truckModels.id, partFits.truckModelId))
      .where(isNotNull(parts.truckModelId))
      .limit(1)
    if (!fit) throw new Error('no applicability in the seed')
    const [row] = await seeded.ctx.db.select().from(parts).where(eq(parts.id, fit.partId))
    const [own] = await seeded.ctx.db
      .select()
      .from(truckModels)
      .where(eq(truckModels.id, row?.truckModelId ?? ''))
    const part = await get(`/api/parts/${row?.slug}`)
    const slugs = part.fits.map((f: { slug: string }) => f.slug)
    expect(slugs).toContain(own?.slug)
    expect(slugs).toContain(fit.modelSlug)
    const other = part.fits.find((f: { slug: string }) => f.slug === fit.modelSlug)
    expect(other.link).toBe(`/catalog/${part.mark.slug}/${fit.modelSlug}`)
    expect(other.mark).toEqual(part.mark)

    // The model's catalogue lists the part that only fits it through part_fits.
    const listing = await get(
      `/api/catalog?args[]=${part.mark.slug}&args[]=${fit.modelSlug}&s=${encodeURIComponent(row?.article ?? '')}`,
    )
    expect(listing.items.map((item: { uuid: string }) => item.uuid)).toContain(row?.id)
  })

  it('gives a part of no model and no applicability (as 1C sends it) an empty list', async () => {
    const [row] = await seeded.ctx.db.select().from(parts).where(eq(parts.isNotNew, false)).limit(1)
    if (!row) throw new Error('no new part in the seed')
    await seeded.ctx.db.delete(partFits).where(eq(partFits.partId, row.id))
    await seeded.ctx.db.update(parts).set({ truckModelId: null }).where(eq(parts.id, row.id))
    expect((await get(`/api/parts/${row.slug}`)).fits).toEqual([])
  })
})

describe('the part page: the donor truck of a used part', () => {
  it('names the truck with year and mileage and links to its page with all its parts', async () => {
    const [row] = await seeded.ctx.db
      .select({ part: parts, arrival: arrivals })
      .from(parts)
      .innerJoin(arrivals, eq(arrivals.id, parts.arrivalId))
      .limit(1)
    if (!row) throw new Error('no used part from a truck in the seed')
    const part = await get(`/api/parts/${row.part.slug}`)
    expect(part.donor).toMatchObject({
      slug: row.arrival.slug,
      title: row.arrival.title,
      year: row.arrival.year,
      mileage_km: row.arrival.mileageKm,
    })
    const truck = await get(part.donor.link.replace('/postupleniya_mashin/', '/api/arrivals/'))
    expect(truck.slug).toBe(row.arrival.slug)
    expect(truck.model).toBe(part.donor.model)
    expect(truck.parts.map((p: { uuid: string }) => p.uuid)).toContain(row.part.id)
    expect(part.donor.parts_count).toBe(truck.parts_count)
  })

  it('gives a new part no donor', async () => {
    const [row] = await seeded.ctx.db.select().from(parts).where(eq(parts.isNotNew, false)).limit(1)
    expect((await get(`/api/parts/${row?.slug}`)).donor).toBeNull()
  })
})
