import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/** The stock columns of a parts row, as Drizzle columns or an alias's SQL. */
export interface StockColumns {
  totalStock: SQLWrapper
  isNotNew: SQLWrapper
  removedAt: SQLWrapper
}

/**
 * `orderableQuantity` of @gruzovik/rules as SQL, for statements that clamp many cart lines at
 * once: none of a removed part, at most one used piece, else the stock (never below 0).
 * orderable-quantity-sql.test.ts checks it against the rule on the same rows.
 */
export function orderableQuantitySql({
  totalStock,
  isNotNew,
  removedAt,
}: StockColumns): SQL<number> {
  return sql<number>`(case when ${removedAt} is not null then 0
    when ${isNotNew} then least(greatest(${totalStock}, 0), 1)
    else greatest(${totalStock}, 0) end)`
}

/** The stock columns of the parts table under an alias (`p` in `from parts p`). */
export const stockColumnsOf = (alias: string): StockColumns => ({
  totalStock: sql.raw(`${alias}.total_stock`),
  isNotNew: sql.raw(`${alias}.is_not_new`),
  removedAt: sql.raw(`${alias}.removed_at`),
})
