import { and, eq, ne, sql } from 'drizzle-orm'
import { crossGroups, parts } from '../../src/db/schema/index.ts'
import type { createTestApp } from '../helpers.ts'
import { miss, relevanceSet } from './relevance-set.ts'

interface Answer {
  items: { uuid: string; title: string; article: string; total_stock: number }[]
  pagination: { total: number }
}

/** Asks /api/search and the suggest dropdown every query of the set; lists what missed. */
export async function runRelevanceSet(ctx: Awaited<ReturnType<typeof createTestApp>>) {
  const set = await relevanceSet(ctx.db)
  const misses: string[] = []
  const get = async <T>(url: string) => (await ctx.app.inject({ url })).json() as T
  for (const expected of set) {
    const s = encodeURIComponent(expected.query)
    const page = await get<Answer>(`/api/search?s=${s}&per_page=5`)
    const inStock = await get<Answer>(`/api/search?s=${s}&per_page=1&in_stock=true`)
    const why = miss(expected, page.items, inStock.pagination.total > 0)
    if (why) misses.push(`search «${expected.query}»: ${why}`)
    // Suggestions come in the same order.
    const suggest = await get<{ products: Answer['items'] }>(`/api/search/suggest?s=${s}`)
    if (suggest.products[0]?.uuid !== page.items[0]?.uuid) {
      misses.push(`suggest «${expected.query}»: first differs from the search page's`)
    }
  }
  return { size: set.length, misses }
}

/**
 * A part of a cross group searched by its article: it comes first, its analogs next. Returns
 * the expected ids (the part, then its analogs as a set) and what came.
 */
export async function analogsFollowTheirArticle(ctx: Awaited<ReturnType<typeof createTestApp>>) {
  const [member] = await ctx.db
    .select({
      id: parts.id,
      article: parts.article,
      groupId: parts.crossGroupId,
      slug: crossGroups.slug,
    })
    .from(parts)
    .innerJoin(crossGroups, eq(crossGroups.id, parts.crossGroupId))
    .where(sql`(select count(*) from parts q where q.cross_group_id = ${parts.crossGroupId}) = 3`)
    .orderBy(parts.id)
    .limit(1)
  if (!member?.groupId) throw new Error('the seed has no cross group of three')
  const analogs = await ctx.db
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.crossGroupId, member.groupId), ne(parts.id, member.id)))
  const s = encodeURIComponent(member.article)
  const page = (await ctx.app.inject({ url: `/api/search?s=${s}&per_page=3` })).json() as Answer
  const suggest = (await ctx.app.inject({ url: `/api/search/suggest?s=${s}` })).json() as {
    cross_groups: { slug: string }[]
  }
  const [first, ...rest] = page.items.map((item) => item.uuid)
  return {
    expected: { first: member.id, analogs: analogs.map((a) => a.id).sort() },
    found: { first, analogs: rest.sort() },
    groupInSuggest: suggest.cross_groups[0]?.slug === member.slug,
  }
}
