import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { slugify } from '../parts/slug.ts'
import { changedColumns, idSuffix, type OfferWrite, type partRowOf } from './part-row.ts'

export type { OfferWrite, PartWrite } from './part-row.ts'
export { idSuffix, partRowOf } from './part-row.ts'

type Executor = Pick<Database, 'execute'>

export function createCatalogWritesRepository(db: Database) {
  const one = <T>(executor: Executor, query: ReturnType<typeof sql>) =>
    executor.execute(query).then((r) => rowsOf<T>(r))
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    /** Reads outside a transaction. */
    reader: (): Executor => db,

    nomenclaturesByExternalId: (tx: Executor, ids: string[]) =>
      one<{ id: string; external_id: string; title: string; node_id: string; node_title: string }>(
        tx,
        sql`select n.id, n.external_id, n.title, n.node_id, d.title as node_title
            from nomenclatures n join nodes d on d.id = n.node_id
            where n.external_id in (select json_array_elements_text(${JSON.stringify(ids)}::json))`,
      ),

    /**
     * Marks by title or any of their other names («КАМАЗ» is KAMAZ), case-insensitive
     * (compared here: PostgreSQL's lower() depends on the database's locale and leaves Cyrillic
     * alone under C); missing ones are created.
     */
    async marksByTitle(tx: Executor, titles: string[]) {
      const all = await one<{ id: string; title: string; slug: string; aliases: string[] }>(
        tx,
        sql`select id, title, slug, aliases from marks`,
      )
      const found = new Map(
        all.flatMap((m) => [m.title, ...m.aliases].map((name) => [name.toLowerCase(), m] as const)),
      )
      const slugs = new Set(all.map((m) => m.slug))
      for (const title of titles) {
        if (found.has(title.toLowerCase())) continue
        let slug = slugify(title) || 'mark'
        if (slugs.has(slug)) slug = `${slug}-${idSuffix(title)}`
        const [made] = await one<{ id: string; title: string; slug: string; aliases: string[] }>(
          tx,
          sql`insert into marks (title, slug, sort) values (${title}, ${slug}, 1000)
              returning id, title, slug, aliases`,
        )
        if (made) {
          found.set(title.toLowerCase(), made)
          slugs.add(slug)
        }
      }
      return found
    },

    /** A node per top-level 1C group; its Ид kept. Returns the node's id. */
    async upsertNode(tx: Executor, group: { externalId: string; title: string }) {
      const slug = `${slugify(group.title).slice(0, 80) || 'group'}-${idSuffix(group.externalId)}`
      const [row] = await one<{ id: string; changed: boolean }>(
        tx,
        sql`insert into nodes (title, slug, icon, sort, external_id)
            values (${group.title}, ${slug}, 'truck', 1000, ${group.externalId})
            on conflict (external_id) do update set title = excluded.title
              where nodes.title is distinct from excluded.title
            returning id, true as changed`,
      )
      if (row) return row
      const [kept] = await one<{ id: string }>(
        tx,
        sql`select id from nodes where external_id = ${group.externalId}`,
      )
      return { id: kept?.id ?? '', changed: false }
    },

    /** A part name per 1C group, under its top group's node. */
    async upsertNomenclature(
      tx: Executor,
      group: { externalId: string; title: string; nodeId: string },
    ) {
      const slug = `${slugify(group.title).slice(0, 80) || 'group'}-${idSuffix(group.externalId)}`
      const rows = await one<{ id: string }>(
        tx,
        sql`insert into nomenclatures (title, slug, node_id, external_id)
            values (${group.title}, ${slug}, ${group.nodeId}, ${group.externalId})
            on conflict (external_id) do update
              set title = excluded.title, node_id = excluded.node_id
              where (nomenclatures.title, nomenclatures.node_id)
                is distinct from (excluded.title, excluded.node_id)
            returning id`,
      )
      return rows.length > 0
    },

    /** Inserts or updates parts by external id; rows equal to what is stored are left alone. */
    async upsertParts(tx: Executor, rows: ReturnType<typeof partRowOf>[]) {
      if (rows.length === 0) return { inserted: 0, updated: 0 }
      const columns = Object.keys(rows[0] ?? {})
      const list = sql.raw(columns.map((c) => `"${c}"`).join(', '))
      const set = sql.raw(
        [
          ...changedColumns.map((c) => `"${c}" = excluded."${c}"`),
          // A part 1C deleted keeps the moment it left; one it brought back returns.
          `"description" = coalesce(excluded.description, parts.description)`,
          // A file without the maker's warranty keeps the one 1C sent before.
          `"maker_warranty_months" = coalesce(excluded.maker_warranty_months, parts.maker_warranty_months)`,
          `"used_kind" = coalesce(excluded.used_kind, parts.used_kind)`,
          `"removed_at" = case when excluded.removed_at is null then null else coalesce(parts.removed_at, excluded.removed_at) end`,
          // Off sale means nothing left to order; offers bring stock back if 1C restores it.
          `"total_stock" = case when excluded.removed_at is null then parts.total_stock else 0 end`,
        ].join(', '),
      )
      const before = sql.raw(
        `(${[...changedColumns.map((c) => `parts."${c}"`), 'parts.description', 'parts.maker_warranty_months', 'parts.used_kind', 'parts.removed_at is null'].join(', ')})`,
      )
      const after = sql.raw(
        `(${[...changedColumns.map((c) => `excluded."${c}"`), 'coalesce(excluded.description, parts.description)', 'coalesce(excluded.maker_warranty_months, parts.maker_warranty_months)', 'coalesce(excluded.used_kind, parts.used_kind)', 'excluded.removed_at is null'].join(', ')})`,
      )
      const result = await one<{ inserted: boolean }>(
        tx,
        sql`insert into parts (${list}, base_price, price, total_stock)
            select ${list}, 0, 0, 0 from json_populate_recordset(null::parts, ${JSON.stringify(rows)}::json)
            on conflict (external_id) do update set ${set}
            where ${before} is distinct from ${after}
            returning (xmax = 0) as inserted`,
      )
      const inserted = result.filter((r) => r.inserted).length
      return { inserted, updated: result.length - inserted }
    },

    existingExternalIds: (tx: Executor, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : one<{ id: string; external_id: string }>(
            tx,
            // One JSON parameter, not thousands: big batches parse and plan much faster.
            sql`select id, external_id from parts
                where external_id in (select json_array_elements_text(${JSON.stringify(ids)}::json))`,
          ),

    /** Parts the exchange brought that a full catalogue no longer lists leave the shop. */
    async removeMissing(tx: Executor, seen: string[], at: Date) {
      const removed = await one<{ id: string }>(
        tx,
        sql`update parts set removed_at = ${at.toISOString()}, total_stock = 0
            where external_id is not null and removed_at is null
              and coalesce(product_external_id, external_id)
                not in (select json_array_elements_text(${JSON.stringify(seen)}::json))
            returning id`,
      )
      return removed.length
    },

    /**
     * Characteristics 1C offers that the shop has no part for yet: each becomes one, a copy of
     * its product (price and stock come with the offer). Returns the new parts' ids.
     */
    createCharacteristics: (
      tx: Executor,
      list: { externalId: string; productExternalId: string; characteristic: string }[],
    ) =>
      list.length === 0
        ? Promise.resolve([])
        : one<{ id: string; external_id: string }>(
            tx,
            sql`insert into parts (slug, title, full_title, article, article_normalized, search_text,
                search_context, mark_id, nomenclature_id, node_id, aggregation_id, truck_model_id,
                cross_group_id, is_not_new, extension_number, base_price, price, discount,
                total_stock, images, external_id, brand, description, removed_at,
                product_external_id, characteristic)
              select b.slug || '-' || v.suffix, b.title || ' (' || v.characteristic || ')',
                b.full_title || ' (' || v.characteristic || ')', b.article, b.article_normalized,
                b.search_text, b.search_context, b.mark_id, b.nomenclature_id, b.node_id,
                b.aggregation_id, b.truck_model_id, b.cross_group_id, b.is_not_new,
                b.extension_number, 0, 0, false, 0, b.images, v.external_id, b.brand,
                b.description, b.removed_at, b.external_id, v.characteristic
              from json_to_recordset(${JSON.stringify(
                list.map((c) => ({
                  external_id: c.externalId,
                  product: c.productExternalId,
                  characteristic: c.characteristic,
                  suffix: idSuffix(c.externalId),
                })),
              )}::json) as v(external_id text, product text, characteristic text, suffix text)
              join parts b on b.external_id = v.product
              on conflict (external_id) do nothing
              returning id, external_id`,
          ),

    /** The characteristics of these products take their product's fields again. */
    async syncCharacteristics(tx: Executor, productIds: string[]) {
      if (productIds.length === 0) return
      await tx.execute(sql`
        update parts c set title = b.title || ' (' || c.characteristic || ')',
          full_title = b.full_title || ' (' || c.characteristic || ')',
          article = b.article, article_normalized = b.article_normalized,
          search_text = b.search_text, search_context = b.search_context, mark_id = b.mark_id,
          nomenclature_id = b.nomenclature_id, node_id = b.node_id, is_not_new = b.is_not_new,
          extension_number = b.extension_number, images = b.images, brand = b.brand,
          description = b.description, removed_at = b.removed_at,
          total_stock = case when b.removed_at is null then c.total_stock else 0 end
        from parts b
        where c.product_external_id = b.external_id
          and b.external_id in (select json_array_elements_text(${JSON.stringify(productIds)}::json))
          and (c.title, c.full_title, c.article, c.search_text, c.search_context, c.mark_id,
            c.nomenclature_id, c.node_id, c.is_not_new, c.extension_number, c.images, c.brand,
            c.description, c.removed_at is null)
          is distinct from (b.title || ' (' || c.characteristic || ')',
            b.full_title || ' (' || c.characteristic || ')', b.article, b.search_text,
            b.search_context, b.mark_id, b.nomenclature_id, b.node_id, b.is_not_new,
            b.extension_number, b.images, b.brand, b.description, b.removed_at is null)`)
    },

    /** Prices and stock by part id; rows equal to what is stored are left alone. */
    async updateOffers(tx: Executor, offers: (OfferWrite & { partId: string })[]) {
      if (offers.length === 0) return 0
      const values = offers.map((o) => ({
        part_id: o.partId,
        price: o.price,
        base_price: o.basePrice,
        total_stock: o.stocks ? o.stocks.reduce((sum, s) => sum + s.quantity, 0) : o.quantity,
      }))
      const updated = await one<{ id: string }>(
        tx,
        // One pass over the parts (no second join): the new values are spelled out inline.
        sql`update parts p set price = coalesce(v.price, p.price),
              base_price = greatest(coalesce(v.base_price, p.base_price), coalesce(v.price, p.price)),
              -- A part 1C deleted sells nothing, whatever stock its offer still names.
              total_stock = case when p.removed_at is null then coalesce(v.total_stock, p.total_stock) else 0 end,
              discount = greatest(coalesce(v.base_price, p.base_price), coalesce(v.price, p.price))
                > coalesce(v.price, p.price)
            from json_to_recordset(${JSON.stringify(values)}::json)
              as v(part_id uuid, price integer, base_price integer, total_stock integer)
            where v.part_id = p.id
              and (p.price, p.base_price, p.total_stock) is distinct from (
                coalesce(v.price, p.price),
                greatest(coalesce(v.base_price, p.base_price), coalesce(v.price, p.price)),
                case when p.removed_at is null then coalesce(v.total_stock, p.total_stock) else 0 end)
            returning p.id`,
      )
      const withStocks = offers.filter((o) => o.stocks)
      if (withStocks.length > 0) {
        const ids = withStocks.map((o) => o.partId)
        await tx.execute(
          sql`delete from part_stocks
              where part_id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`,
        )
        const stockRows = withStocks.flatMap((o) =>
          (o.stocks ?? []).map((s) => ({
            part_id: o.partId,
            branch: s.branch,
            quantity: s.quantity,
          })),
        )
        if (stockRows.length > 0) {
          await tx.execute(
            sql`insert into part_stocks (part_id, branch, quantity)
                select part_id, branch, quantity
                from json_populate_recordset(null::part_stocks, ${JSON.stringify(stockRows)}::json)`,
          )
        }
      }
      return updated.length
    },
  }
}

export type CatalogWritesRepository = ReturnType<typeof createCatalogWritesRepository>
export type { Executor as CatalogExecutor }
