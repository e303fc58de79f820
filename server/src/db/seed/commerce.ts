import { asc, gt } from 'drizzle-orm'
import { nameForms } from '../../modules/customers/person-name.ts'
import { allPermissions } from '../../modules/permissions/check-permission.ts'
import type { Database } from '../database.ts'
import {
  accounts,
  addresses,
  counterparties,
  customers,
  favourites,
  parts,
  recipients,
} from '../schema/index.ts'
import { demoAccounts } from './commerce-data.ts'

/**
 * Demo accounts with their people, counterparties, addresses and recipients; the first person
 * (+7 999 000-00-01) also gets a few favourite parts when the catalogue is seeded.
 */
export async function seedCommerce(db: Database) {
  let firstCustomerId: string | null = null
  for (const demo of demoAccounts) {
    const [account] = await db
      .insert(accounts)
      .values({ name: demo.name, externalIdOnec: demo.externalIdOnec })
      .returning()
    if (!account) throw new Error('demo account not inserted')
    const people = await db
      .insert(customers)
      .values(
        demo.people.map((person, index) => ({
          accountId: account.id,
          isOwner: index === 0,
          phone: person.phone,
          email: person.email,
          ...nameForms(person.fullName),
          permissions: person.permissions === 'all' ? [...allPermissions] : person.permissions,
        })),
      )
      .returning()
    firstCustomerId ??= people[0]?.id ?? null
    if (demo.counterparties.length) {
      await db
        .insert(counterparties)
        .values(demo.counterparties.map((c) => ({ ...c, accountId: account.id })))
    }
    await db.insert(addresses).values(demo.addresses.map((a) => ({ ...a, accountId: account.id })))
    if (demo.recipients.length) {
      await db
        .insert(recipients)
        .values(demo.recipients.map((r) => ({ ...r, accountId: account.id })))
    }
  }
  if (!firstCustomerId) return
  const someParts = await db
    .select({ id: parts.id })
    .from(parts)
    .where(gt(parts.totalStock, 0))
    .orderBy(asc(parts.slug))
    .limit(3)
  if (someParts.length) {
    const customerId = firstCustomerId
    await db.insert(favourites).values(someParts.map((p) => ({ customerId, partId: p.id })))
  }
}
