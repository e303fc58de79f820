import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/database.ts'

/** Each check selects the rows that break one rule; a consistent database returns none. */
export const consistencyChecks = {
  'no negative stock': sql`SELECT id FROM parts WHERE total_stock < 0`,
  'cart quantities are at least 1': sql`SELECT cart_id, part_id FROM cart_items WHERE quantity < 1`,
  'cart lines point at existing carts': sql`
    SELECT i.cart_id FROM cart_items i LEFT JOIN carts c ON c.id = i.cart_id WHERE c.id IS NULL`,
  'cart lines point at existing parts': sql`
    SELECT i.part_id FROM cart_items i LEFT JOIN parts p ON p.id = i.part_id WHERE p.id IS NULL`,
  'a cart belongs to a session or a customer, not both': sql`
    SELECT id FROM carts WHERE session_id IS NOT NULL AND customer_id IS NOT NULL`,
  'every order has lines': sql`
    SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
  'order quantities are at least 1': sql`SELECT order_id FROM order_items WHERE quantity < 1`,
  'order lines point at existing parts': sql`
    SELECT i.order_id FROM order_items i LEFT JOIN parts p ON p.id = i.part_id WHERE p.id IS NULL`,
  'order cost is the sum of its lines': sql`
    SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id
    GROUP BY o.id, o.cost HAVING o.cost <> SUM(i.cost)`,
  'order money is never negative': sql`
    SELECT id FROM orders WHERE cost < 0 OR delivery_cost < 0
    UNION ALL SELECT order_id FROM order_items WHERE price < 0 OR cost < 0 OR warranty_cost < 0`,
  'a cancelled order took no money': sql`
    SELECT o.id FROM orders o JOIN payments p ON p.order_id = o.id
    WHERE o.status = 'cancelled' AND p.status = 'succeeded'`,
  'an order is charged at most once': sql`
    SELECT order_id FROM payments WHERE status = 'succeeded' GROUP BY order_id HAVING count(*) > 1`,
  'an order has at most one pending payment': sql`
    SELECT order_id FROM payments WHERE status = 'pending' GROUP BY order_id HAVING count(*) > 1`,
} as const

/** Rows breaking each rule, keyed by rule; an empty object means consistent. */
export async function findInconsistencies(db: Database) {
  const broken: Record<string, unknown[]> = {}
  for (const [rule, query] of Object.entries(consistencyChecks)) {
    const result = (await db.execute(query)) as unknown as { rows: unknown[] }
    if (result.rows.length) broken[rule] = result.rows.slice(0, 5)
  }
  return broken
}
