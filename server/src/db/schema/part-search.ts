// What search reads: one narrow row per part, kept by the database from `parts`.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { parts, tsvector } from './catalog.ts'
import { timestamptz } from './columns.ts'

const onSale = sql`removed_at is null`

/**
 * A part as search matches, ranks and counts it: the facet ids, stock, price, popularity and
 * the part's own words. A `parts` row is ~600 bytes (descriptions, images, the full vector):
 * a word as broad as «тормозной» visited thousands of them, one page each; here ~150 bytes, so
 * the same visit reads a quarter of the pages. Written only by the statement triggers
 * `parts_part_search_inserted`/`_updated` (migrations 0015, 0019) for the parts a statement
 * inserts or changes; the columns carry `parts`' names, so the catalogue's filter conditions
 * read the same on both tables.
 */
export const partSearch = pgTable(
  'part_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => parts.id, { onDelete: 'cascade' }),
    markId: uuid('mark_id').notNull(),
    nodeId: uuid('node_id').notNull(),
    nomenclatureId: uuid('nomenclature_id').notNull(),
    aggregationId: integer('aggregation_id'),
    truckModelId: uuid('truck_model_id'),
    crossGroupId: uuid('cross_group_id'),
    arrivalId: uuid('arrival_id'),
    isNotNew: boolean('is_not_new').notNull(),
    articleNormalized: text('article_normalized').notNull(),
    /**
     * The price a buyer pays (docs/product.md#part-prices), `payable_price` of the part's price,
     * base price and discount flag (migration 0025), which «по цене» sorts by.
     */
    price: integer('price').notNull(),
    totalStock: integer('total_stock').notNull(),
    popularity: integer('popularity').notNull(),
    removedAt: timestamptz('removed_at'),
    /**
     * The part's own words: `parts.search_vector` without the node and group (weights A and
     * B: title, article, used number, make names). The strict match reads it with no weight
     * in the query, so the index answers without rechecking each row.
     */
    ownVector: tsvector('own_vector').notNull(),
  },
  (t) => [
    index('part_search_own_vector_idx').using('gin', t.ownVector).where(onSale),
    // A make's and a node's parts in the listing's order (in stock, then what sells), so a
    // page of /catalog/man is the index's first rows; they also INCLUDE every column a listing
    // counts (migration 0015, hand-written: Drizzle has no INCLUDE), read from the index alone.
    index('part_search_mark_idx')
      .on(t.markId, sql`(total_stock > 0) desc`, sql`popularity desc`, t.id)
      .where(onSale),
    index('part_search_node_idx')
      .on(t.nodeId, sql`(total_stock > 0) desc`, sql`popularity desc`, t.id)
      .where(onSale),
    index('part_search_nomenclature_idx').on(t.nomenclatureId).where(onSale),
    index('part_search_model_idx').on(t.truckModelId).where(onSale),
    index('part_search_arrival_idx').on(t.arrivalId).where(onSale),
    // Every part in stock-then-popularity order with its own words and cross group INCLUDEd
    // (migrations 0015, 0016): suggest walks it to find the most popular matches of a common
    // word and rank them from the index alone.
    index('part_search_popular_idx')
      .on(sql`(total_stock > 0) desc`, sql`popularity desc`, t.id)
      .where(onSale),
    // The analogs of an exact article: OR-ed with the text match, each through its own index.
    index('part_search_cross_group_idx').on(t.crossGroupId).where(onSale),
  ],
)

/** The columns of a table of kept counts: a combination of facet values and its parts. */
export const facetCountColumns = () => ({
  markId: uuid('mark_id').notNull(),
  nodeId: uuid('node_id').notNull(),
  nomenclatureId: uuid('nomenclature_id').notNull(),
  aggregationId: integer('aggregation_id').notNull(),
  isNotNew: boolean('is_not_new').notNull(),
  count: integer('count').notNull(),
})

/**
 * How many parts on sale each combination of facet values has (aggregation 0: none), kept by
 * triggers on part_search (migration 0015) when a part arrives, leaves or changes make, node,
 * name, unit or condition; price, stock and popularity never touch it, so orders do not.
 * A listing without text or the shopper's choices (/catalog/man) counts its facets from the
 * few hundred rows of its make here instead of from its thousands of parts.
 */
export const partFacetCounts = pgTable('part_facet_counts', facetCountColumns(), (t) => [
  primaryKey({
    columns: [t.markId, t.nodeId, t.nomenclatureId, t.aggregationId, t.isNotNew],
  }),
  index('part_facet_counts_node_idx').on(t.nodeId),
])
