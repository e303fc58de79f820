import { sql } from 'drizzle-orm'
import { articleKeySql } from '../../db/article-key-sql.ts'
import type { Database } from '../../db/database.ts'
import { orderableQuantitySql, stockColumnsOf } from '../../db/orderable-quantity-sql.ts'
import { rowsOf } from '../../db/rows-of.ts'
import {
  type PartCardRow,
  toWarrantyRow,
  type WarrantyJson,
  type WarrantyRow,
} from '../parts/present-part.ts'

/** One row of a list as the statement takes it: its position, normalised article, wishes. */
export interface ResolveInput {
  /** Position in the request (0-based). */
  i: number
  /** normalizeArticle of the typed article ('' when none). */
  key: string
  /** The part the buyer picked, if any. */
  productId: string | null
  /** The quantity asked for; null when not read (no analogues are looked for then). */
  wanted: number | null
}

export interface FoundPart {
  /** The row a match is for (null for an analogue). */
  i: number | null
  /** The matched part an analogue stands in for (null for a match). */
  of: string | null
  kind: 'match' | 'analogue'
  brand: string | null
  /** Names that pick this part by brand: its maker, its make's title, slug and aliases. */
  brandNames: string[]
  orderable: number
  card: PartCardRow & { removedAt: Date | null }
  warranties: WarrantyRow[]
}

/** The most analogues a row offers. */
export const analoguesPerRow = 5

interface Row {
  i: number | null
  of: string | null
  brand_names: string[]
  kind: 'match' | 'analogue'
  brand: string | null
  orderable: number
  id: string
  slug: string
  title: string
  full_title: string
  article: string
  images: string[]
  extension_number: string | null
  total_stock: number
  is_not_new: boolean
  base_price: number
  price: number
  discount: boolean
  removed_at: string | null
  warranties: WarrantyJson[]
}

/**
 * A whole list resolved in ONE statement (docs/product.md#order-from-a-list): every row's
 * article against `parts.article_normalized` and the used numbers (`article_key`, their own
 * index), a picked part by its id; for a match that cannot give what its row asks, up to five
 * in-stock analogues of its cross group, cheapest (the payable price of `part_search`) first.
 * Each part comes with its brand (the maker, else the make), the names that pick it by brand
 * and its warranties, so nothing is asked per row; the service picks by brand.
 */
export function createResolutionRepository(db: Database) {
  return {
    async resolve(rows: ResolveInput[]): Promise<FoundPart[]> {
      if (rows.length === 0) return []
      const input = JSON.stringify(
        rows.map((r) => ({ i: r.i, a: r.key, pid: r.productId, q: r.wanted })),
      )
      const orderable = orderableQuantitySql(stockColumnsOf('p'))
      const result = await db.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as r(i int, a text, pid uuid, q int)
        ),
        hits as (
          select input.i, input.q, p.id from input join parts p on p.id = input.pid
          union
          select input.i, input.q, p.id from input
            join parts p on p.article_normalized = input.a and p.removed_at is null
            where input.pid is null and input.a <> ''
          union
          select input.i, input.q, p.id from input
            join parts p on ${articleKeySql(sql.raw('p.extension_number'))} = input.a
              and p.extension_number is not null and p.removed_at is null
            where input.pid is null and input.a <> ''
        ),
        wanting as (
          select distinct h.id, p.cross_group_id from hits h join parts p on p.id = h.id
          where p.cross_group_id is not null and h.q is not null and ${orderable} < h.q
        ),
        analogues as (
          select w.id as of, a.id, a.rank from wanting w
          cross join lateral (
            select ps.id, row_number() over (order by ps.price, ps.id) as rank
            from part_search ps
            where ps.cross_group_id = w.cross_group_id and ps.removed_at is null
              and ps.total_stock > 0 and ps.id <> w.id
            order by ps.price, ps.id
            limit ${analoguesPerRow}
          ) a
        ),
        found as (
          select i, id, null::uuid as of, 'match' as kind, 0::bigint as rank from hits
          union all
          select null, id, of, 'analogue', rank from analogues
        )
        select f.i, f.of, f.kind, coalesce(p.brand, m.title) as brand,
          array[coalesce(p.brand, ''), m.title, m.slug] || m.aliases as brand_names,
          ${orderable} as orderable,
          p.id, p.slug, p.title, p.full_title, p.article, p.images, p.extension_number,
          p.total_stock, p.is_not_new, p.base_price, p.price, p.discount, p.removed_at,
          coalesce((select json_agg(json_build_object('id', w.id, 'part_id', w.part_id,
              'title', w.title, 'price_type', w.price_type, 'fix', w.fix, 'percent', w.percent,
              'months', w.months) order by w.months, w.id)
            from warranties w where w.part_id = p.id), '[]'::json) as warranties
        from found f join parts p on p.id = f.id join marks m on m.id = p.mark_id
        order by f.kind desc, f.i, f.of, f.rank, coalesce(p.brand, m.title), p.id`)
      return rowsOf<Row>(result).map((r) => ({
        i: r.i,
        of: r.of,
        kind: r.kind,
        brand: r.brand,
        brandNames: r.brand_names.filter((name) => name !== ''),
        orderable: Number(r.orderable),
        card: {
          id: r.id,
          slug: r.slug,
          title: r.title,
          fullTitle: r.full_title,
          article: r.article,
          images: r.images,
          extensionNumber: r.extension_number,
          totalStock: r.total_stock,
          isNotNew: r.is_not_new,
          basePrice: r.base_price,
          price: r.price,
          discount: r.discount,
          removedAt: r.removed_at ? new Date(r.removed_at) : null,
        },
        warranties: r.warranties.map(toWarrantyRow),
      }))
    },
  }
}

export type ResolutionRepository = ReturnType<typeof createResolutionRepository>
