import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { marks, nodes, partSearch, parts } from '../../src/db/schema/index.ts'
import { createTestApp } from '../helpers.ts'

// The narrow copy search reads (part_search) and the kept facet counts (part_facet_counts) are
// written by the database's triggers (migration 0015): whatever writes `parts` keeps them.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

interface Facet {
  slug: string
  count: number
}
interface Listing {
  items: { slug: string }[]
  pagination: { total: number }
  facets: { nodes: Facet[]; nomenclatures: Facet[]; condition: Facet[] }
}

const get = async <T>(url: string): Promise<T> => {
  const res = await ctx.app.inject({ url })
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
  return res.json() as T
}

const makeId = async (slug: string) => {
  const [make] = await ctx.db.select({ id: marks.id }).from(marks).where(eq(marks.slug, slug))
  if (!make) throw new Error(`no make ${slug}`)
  return make.id
}

/** A make's on-sale parts per node, counted from `parts` itself. */
async function nodeCountsOf(slug: string) {
  const rows = await ctx.db
    .select({ slug: nodes.slug, count: sql<number>`count(*)::int` })
    .from(parts)
    .innerJoin(nodes, eq(nodes.id, parts.nodeId))
    .where(sql`${parts.markId} = ${await makeId(slug)} and ${parts.removedAt} is null`)
    .groupBy(nodes.slug)
  return Object.fromEntries(rows.map((row) => [row.slug, row.count]))
}

const countsBySlug = (facets: Facet[]) =>
  Object.fromEntries(facets.map((facet) => [facet.slug, facet.count]))

describe('the narrow copy search reads', () => {
  it('follows a part as 1C renames, reprices and removes it', async () => {
    const [part] = await ctx.db.select().from(parts).limit(1)
    if (!part) throw new Error('no parts seeded')
    await ctx.db
      .update(parts)
      .set({ title: 'Кронштейн глушителя особый', basePrice: 123_45, price: 123_45, totalStock: 0 })
      .where(eq(parts.id, part.id))
    const [copy] = await ctx.db.select().from(partSearch).where(eq(partSearch.id, part.id))
    expect(copy).toMatchObject({ price: 123_45, totalStock: 0, removedAt: null })
    const found = await get<Listing>(`/api/search?s=${encodeURIComponent('кронштейн особый')}`)
    expect(found.items.map((item) => item.slug)).toEqual([part.slug])

    await ctx.db.update(parts).set({ removedAt: new Date() }).where(eq(parts.id, part.id))
    const gone = await get<Listing>(`/api/search?s=${encodeURIComponent('кронштейн особый')}`)
    expect(gone.items).toEqual([])
  })

  it('goes with a part deleted from the catalogue', async () => {
    const [part] = await ctx.db
      .insert(parts)
      .values({
        slug: 'test-part-search-gone',
        title: 'Заглушка тестовая',
        fullTitle: 'Заглушка тестовая',
        article: 'ZT-1',
        articleNormalized: 'ZT1',
        searchText: '',
        markId: await makeId('man'),
        nodeId: (await ctx.db.select({ id: nodes.id }).from(nodes).limit(1))[0]?.id ?? '',
        nomenclatureId: sql`(select id from nomenclatures limit 1)`,
        basePrice: 100,
        price: 100,
      })
      .returning({ id: parts.id })
    if (!part) throw new Error('not inserted')
    expect(await ctx.db.select().from(partSearch).where(eq(partSearch.id, part.id))).toHaveLength(1)
    await ctx.db.delete(parts).where(eq(parts.id, part.id))
    expect(await ctx.db.select().from(partSearch).where(eq(partSearch.id, part.id))).toEqual([])
  })
})

describe('facet counts kept by the database', () => {
  it('give a make listing the counts its parts give, after parts move and leave', async () => {
    const before = await get<Listing>('/api/catalog?args[]=man&per_page=1')
    expect(countsBySlug(before.facets.nodes)).toEqual(await nodeCountsOf('man'))

    // One MAN part moves to another node, another leaves the shop.
    const manParts = await ctx.db
      .select({ id: parts.id, nodeId: parts.nodeId })
      .from(parts)
      .where(sql`${parts.markId} = ${await makeId('man')} and ${parts.removedAt} is null`)
      .limit(2)
    const [moved, removed] = manParts
    if (!moved || !removed) throw new Error('too few MAN parts')
    const [otherNode] = await ctx.db
      .select({ id: nodes.id })
      .from(nodes)
      .where(sql`${nodes.id} <> ${moved.nodeId}`)
      .limit(1)
    if (!otherNode) throw new Error('one node only')
    await ctx.db.update(parts).set({ nodeId: otherNode.id }).where(eq(parts.id, moved.id))
    await ctx.db.update(parts).set({ removedAt: new Date() }).where(eq(parts.id, removed.id))

    const after = await get<Listing>('/api/catalog?args[]=man&per_page=1')
    expect(countsBySlug(after.facets.nodes)).toEqual(await nodeCountsOf('man'))
    expect(after.pagination.total).toBe(before.pagination.total - 1)
    // The same listing counted over its parts (a choice of the shopper's makes it so) agrees.
    const used = await get<Listing>('/api/catalog?args[]=man&per_page=1&condition=used')
    const usedCount = after.facets.condition.find((item) => item.slug === 'used')?.count
    expect(used.pagination.total).toBe(usedCount)
  })

  it('are not moved by stock and price, which orders change', async () => {
    const [row] = rowsOf<{ total: number }>(
      await ctx.db.execute(sql`select sum(count)::int as total from part_facet_counts`),
    )
    await ctx.db.update(parts).set({ totalStock: 0, price: sql`${parts.price} + 1` })
    const [after] = rowsOf<{ total: number }>(
      await ctx.db.execute(sql`select sum(count)::int as total from part_facet_counts`),
    )
    expect(after?.total).toBe(row?.total)
  })
})

describe('a catalogue emptied at once', () => {
  // Last: it empties this file's catalogue. The contract tests' reset truncates every table in
  // one statement; the seed truncates the catalogue, which reaches part_search by its key.
  it('takes the kept counts with it, whether they are named or not', async () => {
    await ctx.db.execute(
      sql`truncate parts, part_search, part_facet_counts, part_words, part_word_counts cascade`,
    )
    const [seeded] = await ctx.db.select().from(parts).limit(1)
    expect(seeded).toBeUndefined()
    await ctx.db.execute(sql`insert into part_facet_counts values
      (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 0, false, 3)`)
    await ctx.db.execute(sql`insert into part_words values
      ('колодк', gen_random_uuid(), true, 0.6, 1, gen_random_uuid())`)
    await ctx.db.execute(sql`insert into part_word_counts values
      ('колодк', gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 0, false, 3)`)
    await ctx.db.execute(sql`truncate parts cascade`)
    const [row] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select (select count(*) from part_facet_counts)
        + (select count(*) from part_words) + (select count(*) from part_word_counts) as n`),
    )
    expect(Number(row?.n)).toBe(0)
  })
})
