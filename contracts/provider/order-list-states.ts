import type { Database } from '../../server/src/db/database.ts'
import { orderLists } from '../../server/src/db/schema/index.ts'
import { ids } from '../shared-data.ts'
import { createdAt, loggedIn } from './customer-seed.ts'
import { ensureSharedPart } from './seed-shared-data.ts'

/** The saved-list states of contracts/provider-states.md («Заказ по списку»). */
export function createOrderListStateHandlers(db: Database) {
  return {
    'the customer has a saved list {uuid}': async () => {
      await ensureSharedPart(db)
      const customer = await loggedIn(db)
      await db
        .insert(orderLists)
        .values({
          id: ids.orderList,
          accountId: customer.accountId,
          updatedBy: customer.id,
          name: 'ТО КАМАЗ 65115 — 30 000 км',
          rows: [
            { article: '510 251 171 15', brand: null, quantity: 2, productId: null },
            { article: '740.1012040-99', brand: 'КАМАЗ', quantity: 1, productId: null },
          ],
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
    },
  }
}
