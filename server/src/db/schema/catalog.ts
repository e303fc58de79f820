// Catalogue tables: makes, truck models, nodes, part names, assembled units, parts,
// warranties, cross groups, used-truck arrivals, page meta, search history, callbacks.
import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { ownedBy, timestamptz } from './columns.ts'

/** Makes ("Mark"). */
export const marks = pgTable('marks', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  /**
   * Names shoppers type for the make besides its title, in Russian and Latin and common
   * spellings (`камаз`, `мерседес бенц`): a make named in a query filters the search.
   */
  aliases: text('aliases').array().notNull().default([]),
})

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Truck models of a make: the visual catalogue and the used arrivals hang on them. */
export const truckModels = pgTable(
  'truck_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    markId: ownedBy('mark_id', () => marks.id),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    years: text('years').notNull(),
    /** Listed in the mobile menu's visual catalogue. */
    inVisualCatalog: boolean('in_visual_catalog').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('truck_models_mark_idx').on(t.markId)],
)

/** Vehicle nodes ("Node"). */
export const nodes = pgTable('nodes', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
  /** The 1C group's Ид when the node came from an exchange (modules/exchange). */
  externalId: text('external_id').unique(),
})

/** Part names ("Nomenclature"), each under one node. */
export const nomenclatures = pgTable(
  'nomenclatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nodeId: ownedBy('node_id', () => nodes.id),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** The 1C group's Ид when the part name came from an exchange (modules/exchange). */
    externalId: text('external_id').unique(),
  },
  (t) => [
    index('nomenclatures_node_idx').on(t.nodeId),
    index('nomenclatures_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('nomenclatures_title_fts').using('gin', sql`to_tsvector('russian', ${t.title})`),
  ],
)

/** Assembled units ("Aggregation"): the shop reads a numeric id. */
export const aggregations = pgTable('aggregations', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
})

/** Groups of interchangeable parts (analog articles of several makers). */
export const crossGroups = pgTable('cross_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
})

/** A dismantled used truck whose parts are on sale ("razborka"). */
export const arrivals = pgTable(
  'arrivals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    markId: ownedBy('mark_id', () => marks.id),
    truckModelId: ownedBy('truck_model_id', () => truckModels.id),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    mileageKm: integer('mileage_km').notNull(),
    engine: text('engine').notNull(),
    arrivedAt: timestamptz('arrived_at').notNull(),
    image: text('image').notNull(),
  },
  (t) => [index('arrivals_mark_idx').on(t.markId, t.arrivedAt)],
)

/** Parts for sale, new and used. Money in integer kopecks. */
export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    fullTitle: text('full_title').notNull(),
    article: text('article').notNull(),
    /** Uppercase letters and digits only: `81.50601-6070` → `81506016070`. */
    articleNormalized: text('article_normalized').notNull(),
    /** The make's names in every spelling (matched with weight B, below the part's own name). */
    searchText: text('search_text').notNull(),
    /** The node's and group's titles (weight D: a part is not a filter because its node is). */
    searchContext: text('search_context').notNull().default(''),
    markId: uuid('mark_id')
      .notNull()
      .references(() => marks.id),
    nomenclatureId: uuid('nomenclature_id')
      .notNull()
      .references(() => nomenclatures.id),
    nodeId: uuid('node_id')
      .notNull()
      .references(() => nodes.id),
    aggregationId: integer('aggregation_id').references(() => aggregations.id),
    truckModelId: uuid('truck_model_id').references(() => truckModels.id),
    crossGroupId: uuid('cross_group_id').references(() => crossGroups.id),
    arrivalId: uuid('arrival_id').references(() => arrivals.id, { onDelete: 'set null' }),
    isNotNew: boolean('is_not_new').notNull().default(false),
    /** The used number painted on a dismantled part. */
    extensionNumber: text('extension_number'),
    /** The maker's warranty of a new part in months, as 1C sends it; null: the shop's own. */
    makerWarrantyMonths: integer('maker_warranty_months'),
    /**
     * A used part's kind for its warranty (rules/warranty-terms.ts `partKinds`) as 1C states it;
     * null: read from its title.
     */
    usedKind: text('used_kind'),
    basePrice: integer('base_price').notNull(),
    price: integer('price').notNull(),
    discount: boolean('discount').notNull().default(false),
    totalStock: integer('total_stock').notNull().default(0),
    images: text('images').array().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * What search matches, computed by the database on write (docs/product.md#search):
     * A = the part's title and its article and used number (normalised, `simple`, so a typed
     * prefix of the article matches), B = the make's names, D = node and group. Kept by the
     * trigger `parts_search_vector` (migration 0012), which runs only when one of those columns
     * is written: a price or stock update (the 1C offers) no longer recomputes it, as a
     * generated column did on every update.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /** The 1C product's Ид (`Ид` or `Ид#характеристика`), set by the exchange. */
    externalId: text('external_id').unique(),
    /**
     * A characteristic (offer `Ид#характеристика`) is a part of its own: its product's Ид and
     * the characteristic's values («Цвет: чёрный»), the rest inherited from the product.
     */
    productExternalId: text('product_external_id'),
    characteristic: text('characteristic'),
    /** Maker of the part (1C's Производитель/Изготовитель), when the exchange knows it. */
    brand: text('brand'),
    /** 1C's Описание of the product, shown on the part page; null: the shop writes its own. */
    description: text('description'),
    /** Set when 1C marked the product deleted: it leaves the shop, orders keep their lines. */
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    index('parts_search_vector_idx').using('gin', t.searchVector),
    index('parts_article_idx').on(t.articleNormalized),
    // No index here names price, stock or popularity (listings read part_search since
    // migration 0015; 0020 took them out of parts_mark_idx and parts_node_idx): 1C's offers
    // and orders then update a part without new entries in its other indexes (a HOT update).
    index('parts_mark_idx').on(t.markId),
    index('parts_nomenclature_idx').on(t.nomenclatureId),
    index('parts_node_idx').on(t.nodeId),
    index('parts_aggregation_idx').on(t.aggregationId),
    index('parts_cross_group_idx').on(t.crossGroupId),
    index('parts_arrival_idx').on(t.arrivalId),
    index('parts_product_external_id_idx').on(t.productExternalId),
  ],
)

/** Warranty options of a part (docs/product.md#warranties): a fixed sum or a percent of the
 * price. */
export const warranties = pgTable(
  'warranties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partId: ownedBy('part_id', () => parts.id),
    title: text('title').notNull(),
    priceType: text('price_type', { enum: ['fix', 'percent'] }).notNull(),
    /** Kopecks; 0 for percent warranties. */
    fix: integer('fix').notNull().default(0),
    percent: integer('percent').notNull().default(0),
    months: integer('months').notNull(),
  },
  (t) => [index('warranties_part_idx').on(t.partId)],
)

/** Head meta of the pages of docs/product.md#page-meta, keyed by `/` or the page slug. */
export const pageMeta = pgTable('page_meta', {
  page: text('page').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  h1: text('h1').notNull(),
  meta: jsonb('meta')
    .$type<{ name?: string; property?: string; content: string }[]>()
    .notNull()
    .default([]),
  link: jsonb('link').$type<{ rel: string; href: string }[]>().notNull().default([]),
})

/** Searches made through /api/search, per customer or per anonymous session. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id'),
    sessionId: text('session_id'),
    query: text('query').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('search_history_customer_idx').on(t.customerId, t.createdAt),
    index('search_history_session_idx').on(t.sessionId, t.createdAt),
  ],
)

/** How often each normalised query was searched: the "popular" block of suggest. */
export const searchQueries = pgTable(
  'search_queries',
  {
    query: text('query').primaryKey(),
    count: integer('count').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('search_queries_count_idx').on(t.count),
    index('search_queries_prefix_idx').on(sql`${t.query} text_pattern_ops`),
  ],
)

/** Who counted for a popular query: one row per visitor, so counts are distinct visitors. */
export const searchQueryVisitors = pgTable(
  'search_query_visitors',
  {
    query: text('query').notNull(),
    /** `c:<customer id>` for a logged-in customer, else `ip:<address>`. */
    visitor: text('visitor').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.query, t.visitor] })],
)

/** Callback requests left through the site form. */
export const callbackRequests = pgTable('callback_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  comment: text('comment'),
  page: text('page'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})
