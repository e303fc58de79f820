import type { Database } from '../../server/src/db/database.ts'
import { trucks } from '../../server/src/db/schema/index.ts'
import { ids, truckVin } from '../shared-data.ts'
import { createdAt, loggedIn } from './customer-seed.ts'
import { ensureSharedPart } from './seed-shared-data.ts'

/** The fleet's states of contracts/provider-states.md («Мои грузовики»). */
export function createTruckStateHandlers(db: Database) {
  return {
    'the customer has a truck {uuid}': async () => {
      await ensureSharedPart(db)
      const customer = await loggedIn(db)
      await db
        .insert(trucks)
        .values({
          id: ids.truck,
          accountId: customer.accountId,
          updatedBy: customer.id,
          name: 'Тягач №7',
          markId: ids.mark,
          modelId: ids.manTga,
          year: 2005,
          vin: truckVin,
          plateNumber: 'А123ВС116',
          mileageKm: 184000,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
    },
  }
}
