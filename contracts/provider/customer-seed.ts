import { eq } from 'drizzle-orm'
import type { Database } from '../../server/src/db/database.ts'
import { accounts, authTokens, customers } from '../../server/src/db/schema/index.ts'
import { normalizePhone } from '../../server/src/modules/auth/phone.ts'
import { hashToken } from '../../server/src/modules/customers/customers.repository.ts'
import { nameForms } from '../../server/src/modules/customers/person-name.ts'
import { allPermissions } from '../../server/src/modules/permissions/check-permission.ts'
import { customerToken } from '../shared-data.ts'

/** The customer of the provider states and the helpers the state handlers share. */
export type Params = Record<string, unknown>
export const text = (params: Params | undefined, key: string, fallback = '') =>
  String(params?.[key] ?? fallback)
export const createdAt = new Date(1_763_700_000 * 1000)
const demoPhone = '79990000001'

/** «Петров Иван Сергеевич» of account 000123 (idempotent), as the states describe him. */
export async function ensureCustomer(db: Database, phoneInput = `+${demoPhone}`) {
  const phone = normalizePhone(phoneInput) ?? demoPhone
  const [existing] = await db.select().from(customers).where(eq(customers.phone, phone))
  if (existing) return existing
  const [account] = await db
    .insert(accounts)
    .values({ name: 'ООО «ТрансЛогистик»', externalIdOnec: '000123' })
    .onConflictDoUpdate({ target: accounts.externalIdOnec, set: { name: 'ООО «ТрансЛогистик»' } })
    .returning()
  const [customer] = await db
    .insert(customers)
    .values({
      accountId: account?.id ?? '',
      phone,
      email: 'ivan@example.ru',
      ...nameForms('Петров Иван Сергеевич'),
      permissions: [...allPermissions],
    })
    .returning()
  if (!customer) throw new Error('customer not seeded')
  return customer
}

export async function loggedIn(db: Database) {
  const customer = await ensureCustomer(db)
  await db
    .insert(authTokens)
    .values({
      tokenHash: hashToken(customerToken),
      customerId: customer.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .onConflictDoNothing()
  return customer
}

export async function loggedInCustomer(db: Database) {
  const [row] = await db
    .select({ customer: customers })
    .from(authTokens)
    .innerJoin(customers, eq(customers.id, authTokens.customerId))
    .where(eq(authTokens.tokenHash, hashToken(customerToken)))
  return row?.customer ?? null
}
