import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/** The three price columns of a parts row, as Drizzle columns or an alias's SQL. */
export interface PriceColumns {
  price: SQLWrapper
  basePrice: SQLWrapper
  discount: SQLWrapper
}

/**
 * `payablePrice` of @gruzovik/rules as SQL, the one place a query computes the price a buyer
 * pays (kopecks): the base price when there is no discount flag but it is above the price,
 * else the price. It calls the database's `payable_price` (migration 0025), the same function
 * the triggers fill `part_search.price` with, so a query and search's sort «по цене» cannot
 * disagree; the planner inlines it. payable-price-sql.test.ts checks it against the rule.
 */
export function payablePriceSql({ price, basePrice, discount }: PriceColumns): SQL<number> {
  return sql<number>`payable_price(${price}, ${basePrice}, ${discount})`
}

/** The price columns of the parts table under an alias (`p` in `from parts p`). */
export const priceColumnsOf = (alias: string): PriceColumns => ({
  price: sql.raw(`${alias}.price`),
  basePrice: sql.raw(`${alias}.base_price`),
  discount: sql.raw(`${alias}.discount`),
})
