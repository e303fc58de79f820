import { asc, gt } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import type { OrderDetails } from '../db/schema/index.ts'
import {
  accounts,
  addresses,
  counterparties,
  customers,
  favourites,
  orderLists,
  parts,
  recipients,
} from '../db/schema/index.ts'
import { nameForms } from '../modules/customers/person-name.ts'
import { allPermissions } from '../modules/permissions/check-permission.ts'
import { demoAccounts } from './commerce-data.ts'
import { seedDemoOrders } from './demo-orders.ts'
import { seedDemoTrucks } from './demo-trucks.ts'

/**
 * Demo accounts with their people, counterparties, addresses and recipients; the first person
 * (+7 999 000-00-01) also gets a few favourite parts and an order history in several statuses
 * (demo-orders.ts) when the catalogue is seeded.
 */
export async function seedCommerce(db: Database) {
  let firstCustomerId: string | null = null
  let first: { customerId: string; accountId: string; buyer: OrderDetails['counterparty'] } | null =
    null
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
    const saved = demo.counterparties.length
      ? await db
          .insert(counterparties)
          .values(demo.counterparties.map((c) => ({ ...c, accountId: account.id })))
          .returning()
      : []
    const buyer = saved[0]
    if (!first && people[0]) {
      first = {
        customerId: people[0].id,
        accountId: account.id,
        buyer: buyer
          ? {
              uuid: buyer.id,
              type: buyer.type,
              title: buyer.title,
              inn: buyer.inn,
              kpp: buyer.kpp,
              ogrn: buyer.ogrn,
              legal_address: buyer.legalAddress,
            }
          : null,
      }
    }
    await db.insert(addresses).values(demo.addresses.map((a) => ({ ...a, accountId: account.id })))
    if (demo.recipients.length) {
      await db
        .insert(recipients)
        .values(demo.recipients.map((r) => ({ ...r, accountId: account.id })))
    }
  }
  if (!firstCustomerId || !first) return
  await seedDemoOrders(db, first, first.buyer)
  await seedDemoTrucks(db, first.accountId, first.customerId)
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
  await seedDemoList(db, first.accountId, firstCustomerId)
}

/** One saved list of the demo company («Заказ по списку»): parts in stock by article, one of
 * them with spaces and dots as a mechanic writes it, and one article the shop does not have. */
async function seedDemoList(db: Database, accountId: string, customerId: string) {
  const inStock = await db
    .select({ article: parts.article })
    .from(parts)
    .where(gt(parts.totalStock, 3))
    .orderBy(asc(parts.slug))
    .limit(4)
  if (inStock.length === 0) return
  await db.insert(orderLists).values({
    accountId,
    updatedBy: customerId,
    name: 'ТО КАМАЗ 65115 — 30 000 км',
    rows: [
      ...inStock.map((part, i) => ({
        article: i === 0 ? part.article.replace(/(\d{3})(?=\d)/, '$1 ') : part.article,
        brand: null,
        quantity: i + 1,
        productId: null,
      })),
      { article: '740.1012040-99', brand: null, quantity: 2, productId: null },
    ],
  })
}
