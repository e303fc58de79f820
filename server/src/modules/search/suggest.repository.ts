import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { payablePriceSql, priceColumnsOf } from '../../db/payable-price-sql.ts'
import { executePrepared, writtenIn } from '../../db/prepared.ts'
import { crossGroups, nomenclatures, parts, searchQueries } from '../../db/schema/index.ts'
import { escapeLike } from '../parts/like.ts'
import { nomenclatureConditions } from '../parts/nomenclature-filter.ts'
import { allOf, facetConditions, onSale } from '../parts/part-filter.ts'
import {
  type CrossGroupSummary,
  type PartCardRow,
  toWarrantyRow,
  type WarrantyJson,
} from '../parts/present-part.ts'
import { createCatalogueSize } from './catalogue-size.ts'
import { normalizeQuery } from './history.repository.ts'
import { jsonList, partColumns } from './part-json.ts'
import { isPublishableQuery } from './publishable-query.ts'
import type { BestMatches, SuggestListLimits, SuggestLists } from './search-engine.ts'
import { hasText } from './search-query.ts'
import { hasLexemes, suggestCandidates, walkDepthFor } from './suggest-candidates.ts'
import { rankColumns, relevanceOrder, type TextMatch, textMatch } from './text-match.ts'
import { createWalkWindow, walkFinds } from './walk-window.ts'
import { keptWord } from './word-page.ts'

/** Queries starting with `prefix`, as the range of the prefix index's operator class. */
function prefixRange(prefix: string): SQL {
  const chars = Array.from(prefix)
  const last = chars.pop()?.codePointAt(0) ?? 0
  const next = `${chars.join('')}${String.fromCodePoint(Math.min(last + 1, 0x10ffff))}`
  return sql`${searchQueries.query} ~>=~ ${prefix} and ${searchQueries.query} ~<~ ${next}`
}

/**
 * The match with its tsquery made once per statement (an InitPlan): in a prepared statement's
 * generic plan `to_tsquery('russian', $1)` is not folded to a constant and ran for every row.
 */
function evaluatedOnce(match: TextMatch | null): TextMatch | null {
  if (!match) return null
  const lookup = match.lookup && sql`(select ${match.lookup})`
  return { ...match, tsQuery: sql`(select ${match.tsQuery})`, lookup }
}

interface ListsRow {
  popular: { title: string }[]
  names: { title: string; slug: string }[]
}

/** Popular queries and part names for a typed text, as the JSON columns `popular` and `names`. */
function listColumns(text: string, limits: SuggestListLimits, popularMinVisitors: number): SQL {
  const typed = normalizeQuery(text)
  // Twice the rows: rows unfit to show (kept from before the filter) are dropped below.
  // The prefix as a range too: a prepared statement's generic plan reads it off the
  // prefix index (text_pattern_ops), which it cannot do for LIKE.
  const popular = sql`select ${searchQueries.query} as title from ${searchQueries}
    where ${searchQueries.count} >= ${popularMinVisitors}
    ${typed ? sql`and ${prefixRange(typed)} and ${searchQueries.query} like ${`${escapeLike(typed)}%`}` : sql``}
    order by ${searchQueries.count} desc, ${searchQueries.query} limit ${writtenIn(limits.popular * 2)}`
  const names = typed
    ? sql`select ${nomenclatures.title} as title, ${nomenclatures.slug} as slug from ${nomenclatures}
        where ${nomenclatureConditions({ text: typed })}
        order by ${nomenclatures.title} limit ${writtenIn(limits.names)}`
    : sql`select null::text as title, null::text as slug where false`
  return sql`${jsonList(popular)} as popular, ${jsonList(names)} as names`
}

/** The lists as shown: popular queries unfit to show (kept from before the filter) dropped. */
function shownLists(row: ListsRow | undefined, limits: SuggestListLimits): SuggestLists {
  if (!row) return { popular: [], names: [] }
  const shown = row.popular.filter((p) => isPublishableQuery(p.title)).slice(0, limits.popular)
  return { popular: shown, names: row.names }
}

/**
 * Suggest answers in few statements (each costs a parse, a plan and a round trip, which on
 * PGlite is most of the time; the owner's history is history.repository's): what everyone is
 * shown (popular queries, part names) in one; parts and cross groups from one pass over the
 * matching rows. Both are the same for everyone and kept a few seconds (registry.ts).
 */
/** «от {min price}» of a cross group: the lowest price its parts cost (@gruzovik/rules). */
const paid = payablePriceSql(priceColumnsOf('p'))

export function createSuggestRepository(
  db: Database,
  options: { popularMinVisitors: number } = { popularMinVisitors: 3 },
) {
  const { popularMinVisitors } = options
  const catalogue = createCatalogueSize(db)
  const walkWindow = createWalkWindow(db, catalogue.partsOnSale)
  return {
    /**
     * What everyone is shown for what is typed: popular queries and part names, as one row of
     * JSON lists (one statement). `matches` reads them alongside its parts when asked.
     */
    async shared(text: string, limits: SuggestListLimits): Promise<SuggestLists> {
      const lists = listColumns(text, limits, popularMinVisitors)
      const [row] = await executePrepared<ListsRow>(db, sql`select ${lists}`)
      return shownLists(row, limits)
    },

    /**
     * The first parts in the order of relevance (the search page's order) with their
     * warranties, and the cross groups holding the best matches (summarised), from one pass
     * over the matching rows. A query naming only makes lists their best parts. With
     * `alongside`, the lists of `shared` come in the same statement (one round trip less on
     * every keystroke).
     */
    async matches(
      ...[query, options, alongside]: Parameters<BestMatches>
    ): ReturnType<BestMatches> {
      const { marks } = query
      const match = hasText(query) ? evaluatedOnce(textMatch(query, options.strict)) : null
      if (!match && marks.length === 0) return { parts: [], groups: [] }
      const limits = options
      const depth = match ? walkDepthFor(await catalogue.partsOnSale()) : 0
      // Not walked when the window tells the walk would find too few (unknown: walked).
      const window = match?.strict ? await walkWindow.window().catch(() => null) : null
      const walkDepth = walkFinds(window, query, depth) === false ? null : depth
      const makes = facetConditions({ marks })
      const word = keptWord({ marks, pinned: ['marks'] }, query, {
        sort: 'relevance',
        strict: options.strict,
      })
      // Words: the candidates (suggest-candidates.ts) collected first (MATERIALIZED), then
      // ranked. Makes alone: their parts in the make index's order.
      const matchedRows = match
        ? sql`select s.id, s.cross_group_id as group_id, s.popularity, ${rankColumns(match, sql`s.rank`)}
            from candidates s`
        : sql`select id, cross_group_id as group_id, popularity, ${rankColumns(null)}
            from part_search where ${allOf([onSale, ...makes])}`
      const groupsQuery = match
        ? sql`select g.slug, g.title,
              array_agg(distinct p.article) as articles,
              coalesce(sum(p.total_stock), 0)::int as "totalStock",
              coalesce(min(${paid}) filter (where p.total_stock > 0), min(${paid}), 0)::int as "minPrice",
              (array_agg(p.images[1]))[1] as image
            from top_groups t
            join ${crossGroups} g on g.id = t.group_id
            join ${parts} p on p.cross_group_id = g.id and p.removed_at is null
            group by g.id, t.position
            order by t.position`
        : sql`select null where false`
      const lists = alongside
        ? sql`, ${listColumns(alongside.text, alongside.limits, popularMinVisitors)}`
        : sql``
      const [row] = await executePrepared<
        {
          parts: (PartCardRow & { warranties: WarrantyJson[] })[]
          groups: CrossGroupSummary[]
          searchable: boolean
        } & Partial<ListsRow>
      >(
        db,
        sql`with ${match ? sql`${suggestCandidates(match, makes, walkDepth, word)},` : sql``}
        matched as ${match ? sql`materialized` : sql`not materialized`} (${matchedRows}),
        top_parts as (select id, row_number() over (order by ${relevanceOrder}) as position
          from (select * from matched order by ${relevanceOrder} limit ${writtenIn(limits.products)}) best),
        top_groups as (select group_id, row_number() over (order by bool_or(exact) desc,
            bool_or(analog) desc, bool_or(in_stock) desc, max(rank) desc, max(popularity) desc, group_id) as position
          from matched where ${match ? sql`group_id is not null` : sql`false`}
          group by group_id order by position limit ${writtenIn(limits.crossGroups)})
        select
          ${jsonList(sql`select ${partColumns},
              coalesce((select json_agg(w order by w.months) from warranties w where w.part_id = p.id),
                '[]'::json) as warranties
            from top_parts t join ${parts} p on p.id = t.id
            order by t.position`)} as parts,
          ${jsonList(groupsQuery)} as groups,
          ${match ? hasLexemes(match) : sql`true`} as searchable ${lists}`,
      )
      return {
        parts: (row?.parts ?? []).map(({ warranties, ...part }) => ({
          part,
          warranties: warranties.map(toWarrantyRow),
        })),
        groups: row?.groups ?? [],
        // Words PostgreSQL drops every one of («по», «то»): no match, strict or broad.
        ...(row?.searchable === false && { unmatchable: true }),
        ...(alongside && {
          lists: shownLists(
            { popular: row?.popular ?? [], names: row?.names ?? [] },
            alongside.limits,
          ),
        }),
      }
    },
  }
}

export type SuggestRepository = ReturnType<typeof createSuggestRepository>
