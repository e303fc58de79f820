import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { customers, partFits, parts, truckModels, trucks } from '../../src/db/schema/index.ts'
import { useSeededApp } from '../support/seeded-app.ts'
import { countStatements } from '../support/statement-count.ts'

const seeded = useSeededApp()
const { get } = seeded

interface Card {
  uuid: string
  slug: string
  fits_truck?: boolean
}

/** A model some part fits only through part_fits, and three parts: own model, part_fits, neither. */
async function fixture() {
  const [fit] = await seeded.ctx.db
    .select({ partId: partFits.partId, modelId: partFits.truckModelId })
    .from(partFits)
    .innerJoin(parts, eq(parts.id, partFits.partId))
    .where(and(ne(parts.truckModelId, partFits.truckModelId), isNull(parts.removedAt)))
    .limit(1)
  if (!fit) throw new Error('no part_fits row beside a part’s own model in the seed')
  const modelId = fit.modelId
  const [own] = await seeded.ctx.db
    .select()
    .from(parts)
    .where(and(eq(parts.truckModelId, modelId), isNull(parts.removedAt)))
    .limit(1)
  const fitting = seeded.ctx.db
    .select({ id: partFits.partId })
    .from(partFits)
    .where(eq(partFits.truckModelId, modelId))
  const [neither] = await seeded.ctx.db
    .select()
    .from(parts)
    .where(
      and(ne(parts.truckModelId, modelId), notInArray(parts.id, fitting), isNull(parts.removedAt)),
    )
    .limit(1)
  const [viaFits] = await seeded.ctx.db.select().from(parts).where(eq(parts.id, fit.partId))
  if (!own || !neither || !viaFits) throw new Error('the seed lacks parts for the fixture')
  // Listed here as the product rule says it, apart from the server's SQL.
  const fittingRows = await seeded.ctx.db
    .select({ id: parts.id })
    .from(parts)
    .where(
      and(
        isNull(parts.removedAt),
        sql`(${parts.truckModelId} = ${modelId} or exists (select 1 from part_fits f
          where f.part_id = ${parts.id} and f.truck_model_id = ${modelId}))`,
      ),
    )
  const fittingIds = new Set(fittingRows.map((row) => row.id))
  return { modelId, own, viaFits, neither, fittingIds, fittingTotal: fittingIds.size }
}

let f: Awaited<ReturnType<typeof fixture>>
beforeAll(async () => {
  f = await fixture()
})

describe('the chosen truck: «fits» and «Только для моего грузовика»', () => {
  it('the part page says whether the part fits: by its own model, by part_fits, or not', async () => {
    const q = `?truck_model=${f.modelId}&truck_year=2016`
    expect((await get(`/api/parts/${f.own.slug}${q}`)).fits_truck).toBe(true)
    expect((await get(`/api/parts/${f.viaFits.slug}${q}`)).fits_truck).toBe(true)
    expect((await get(`/api/parts/${f.neither.slug}${q}`)).fits_truck).toBe(false)
  })

  it('a part_fits row with years fits only a truck of those years', async () => {
    await seeded.ctx.db
      .update(partFits)
      .set({ yearFrom: 2010, yearTo: 2015 })
      .where(and(eq(partFits.partId, f.viaFits.id), eq(partFits.truckModelId, f.modelId)))
    const at = (year: number) =>
      get(`/api/parts/${f.viaFits.slug}?truck_model=${f.modelId}&truck_year=${year}`)
    expect((await at(2012)).fits_truck).toBe(true)
    expect((await at(2016)).fits_truck).toBe(false)
    expect((await at(2009)).fits_truck).toBe(false)
    // A truck of no known year is not refused by the row's years.
    expect((await get(`/api/parts/${f.viaFits.slug}?truck_model=${f.modelId}`)).fits_truck).toBe(
      true,
    )
    await seeded.ctx.db
      .update(partFits)
      .set({ yearFrom: null, yearTo: null })
      .where(and(eq(partFits.partId, f.viaFits.id), eq(partFits.truckModelId, f.modelId)))
  })

  it('without a truck nothing is marked', async () => {
    expect((await get(`/api/parts/${f.own.slug}`)).fits_truck).toBeUndefined()
    const page = await get('/api/catalog?per_page=5')
    expect(page.items.some((item: Card) => 'fits_truck' in item)).toBe(false)
  })

  it('the catalogue with the filter lists exactly the parts that fit, all marked', async () => {
    const page = await get(`/api/catalog?truck_model=${f.modelId}&truck_only=true&per_page=100`)
    expect(page.pagination.total).toBe(f.fittingTotal)
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((item: Card) => item.fits_truck === true)).toBe(true)
    const all = await get('/api/catalog?per_page=1')
    expect(all.pagination.total).toBeGreaterThan(f.fittingTotal)
  })

  it('without the filter the truck only marks: the same total, fitting and not', async () => {
    const all = await get('/api/catalog?per_page=100')
    const marked = await get(`/api/catalog?truck_model=${f.modelId}&per_page=100`)
    expect(marked.pagination.total).toBe(all.pagination.total)
    const marks = marked.items.map((item: Card) => item.fits_truck)
    expect(marks.every((mark: unknown) => typeof mark === 'boolean')).toBe(true)
    expect(marks).toContain(false)
  })

  it('each mark of a page says what the rule says, with the filter and without', async () => {
    const truck = `truck_model=${f.modelId}&per_page=100`
    for (const url of [`/api/catalog?${truck}`, `/api/catalog?${truck}&truck_only=true`]) {
      const page = await get(url)
      expect(page.items.length).toBeGreaterThan(0)
      for (const item of page.items as Card[]) {
        expect(item.fits_truck, `${url}: ${item.slug}`).toBe(f.fittingIds.has(item.uuid))
      }
    }
  })

  it('the marks and the filter cost a page no statement beyond the plain page’s', async () => {
    const truck = `truck_model=${f.modelId}&truck_year=2016`
    const word = encodeURIComponent(f.viaFits.title.split(/\s+/)[0] ?? '')
    for (const plain of ['/api/catalog?per_page=24', `/api/search?s=${word}`]) {
      await get(plain)
      const statements = async (url: string) =>
        (await countStatements(seeded.ctx.db, () => get(url))).count
      const alone = await statements(plain)
      expect(await statements(`${plain}&${truck}`), `${plain} marked`).toBe(alone)
      expect(await statements(`${plain}&${truck}&truck_only=true`), `${plain} filtered`).toBe(alone)
    }
  })

  it('search with the filter finds only fitting parts of the words', async () => {
    const word = f.viaFits.title.split(/\s+/)[0] ?? ''
    const page = await get(
      `/api/search?s=${encodeURIComponent(word)}&truck_model=${f.modelId}&truck_only=true&per_page=100`,
    )
    const slugs = page.items.map((item: Card) => item.slug)
    expect(slugs).toContain(f.viaFits.slug)
    expect(page.items.every((item: Card) => item.fits_truck === true)).toBe(true)
    const unfiltered = await get(`/api/search?s=${encodeURIComponent(word)}&per_page=1`)
    expect(unfiltered.pagination.total).toBeGreaterThanOrEqual(page.pagination.total)
  })

  it('suggest marks its parts for the truck', async () => {
    const word = f.own.title.split(/\s+/)[0] ?? ''
    const found = await get(
      `/api/search/suggest?s=${encodeURIComponent(word)}&truck_model=${f.modelId}`,
    )
    expect(found.products.length).toBeGreaterThan(0)
    expect(found.products.every((p: Card) => typeof p.fits_truck === 'boolean')).toBe(true)
  })

  it('the filter without a truck is refused with a Russian message', async () => {
    const answer = await get('/api/catalog?truck_only=true', 422)
    expect(answer.errors.truck_model[0]).toMatch(/Выберите грузовик/)
  })

  it('anyone can list the makes and models to choose a truck from', async () => {
    const makes = await get('/api/truck-makes')
    const [model] = await seeded.ctx.db
      .select()
      .from(truckModels)
      .where(eq(truckModels.id, f.modelId))
    const listed = makes.flatMap((make: { models: { uuid: string }[] }) => make.models)
    expect(listed.map((m: { uuid: string }) => m.uuid)).toContain(model?.id)
  })

  it('the demo company has trucks of the catalogue’s models for the picker', async () => {
    const [owner] = await seeded.ctx.db
      .select()
      .from(customers)
      .where(eq(customers.phone, '79990000001'))
    const fleet = await seeded.ctx.db
      .select()
      .from(trucks)
      .where(eq(trucks.accountId, owner?.accountId ?? ''))
    expect(fleet.length).toBeGreaterThanOrEqual(3)
    expect(fleet.every((truck) => truck.modelId !== null)).toBe(true)
  })
})
