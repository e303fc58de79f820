import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/database.ts'
import {
  accounts,
  authTokens,
  customers,
  marks,
  nodes,
  nomenclatures,
  parts,
  warranties,
} from '../src/db/schema/index.ts'
import { hashToken } from '../src/modules/customers/customers.repository.ts'
import { nameForms } from '../src/modules/customers/person-name.ts'
import { allPermissions } from '../src/modules/permissions/check-permission.ts'
import { waitFor } from './support/wait-for.ts'

let phoneSeq = 0
/** A phone number unique within the test process (and far from the seed's numbers). */
export const uniquePhone = () =>
  `7955${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`

/** Inserts an account with one customer and a live token, straight through the tables. */
export async function createCustomer(
  db: Database,
  options: {
    phone?: string
    name?: string
    permissions?: readonly string[]
    externalIdOnec?: string | null
    accountId?: string
  } = {},
) {
  let accountId = options.accountId
  let externalIdOnec = options.externalIdOnec ?? null
  if (!accountId) {
    const [account] = await db
      .insert(accounts)
      .values({ name: options.name ?? 'ООО Тест', externalIdOnec })
      .returning()
    if (!account) throw new Error('account not inserted')
    accountId = account.id
    externalIdOnec = account.externalIdOnec
  }
  const [customer] = await db
    .insert(customers)
    .values({
      accountId,
      phone: options.phone ?? uniquePhone(),
      ...nameForms(options.name ?? 'Петров Пётр Петрович'),
      permissions: [...(options.permissions ?? allPermissions)],
      // The person who opens an account owns it; people added to an account do not.
      isOwner: !options.accountId,
    })
    .returning()
  if (!customer) throw new Error('customer not inserted')
  const token = randomBytes(24).toString('hex')
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    customerId: customer.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  })
  return { customer, accountId, token, auth: { authorization: `Bearer ${token}` } }
}

let partSeq = 0
/** A part (with its make, node and part name) for cart and order tests; kopecks. */
export async function createPart(
  db: Database,
  options: {
    price?: number
    basePrice?: number
    discount?: boolean
    stock?: number
    used?: boolean
    warranties?: { priceType: 'fix' | 'percent'; fix?: number; percent?: number }[]
  } = {},
) {
  const n = `${process.pid}-${++partSeq}-${randomBytes(3).toString('hex')}`
  const [mark] = await db
    .insert(marks)
    .values({ title: 'MAN', slug: `man-${n}` })
    .returning()
  const [node] = await db
    .insert(nodes)
    .values({ title: 'Тормозная система', slug: `tormoza-${n}`, icon: 'brakes' })
    .returning()
  if (!mark || !node) throw new Error('catalogue rows not inserted')
  const [nomenclature] = await db
    .insert(nomenclatures)
    .values({ nodeId: node.id, title: 'Колодки тормозные', slug: `kolodki-${n}` })
    .returning()
  if (!nomenclature) throw new Error('part name not inserted')
  const price = options.price ?? 150_050
  const [part] = await db
    .insert(parts)
    .values({
      slug: `kolodki-man-${n}`,
      title: 'Колодки тормозные',
      fullTitle: `Колодки тормозные MAN TGA 81.50820-6${n}`,
      article: `81.50820-${n}`,
      articleNormalized: `8150820${n.replace(/\W/g, '').toUpperCase()}`,
      searchText: 'Колодки тормозные MAN',
      markId: mark.id,
      nomenclatureId: nomenclature.id,
      nodeId: node.id,
      isNotNew: options.used ?? false,
      basePrice: options.basePrice ?? price,
      price,
      discount: options.discount ?? false,
      totalStock: options.stock ?? 5,
    })
    .returning()
  if (!part) throw new Error('part not inserted')
  const partWarranties = options.warranties?.length
    ? await db
        .insert(warranties)
        .values(
          options.warranties.map((w, i) => ({
            partId: part.id,
            title: `Гарантия ${6 * (i + 1)} месяцев`,
            priceType: w.priceType,
            fix: w.fix ?? 0,
            percent: w.percent ?? 0,
            months: 6 * (i + 1),
          })),
        )
        .returning()
    : []
  return { part, warranties: partWarranties }
}

/** An SMS gateway that keeps the codes it was asked to send. */
export function createSmsRecorder() {
  const sent: { phone: string; code: string; text: string }[] = []
  return {
    sent,
    gateway: {
      name: 'recorder',
      async send(message: { phone: string; code: string; text: string }) {
        sent.push(message)
      },
    },
    /** The newest SMS to `phone`, once the job queue has sent it. */
    lastFor(phone: string) {
      return waitFor(() => sent.findLast((m) => m.phone === phone), `an SMS to ${phone}`)
    },
    /** The code of the newest SMS to `phone`, once the job queue has sent it. */
    async lastCodeFor(phone: string) {
      return (await this.lastFor(phone)).code
    },
  }
}

/** Orders the customer's cart through the API: pickup in St Petersburg, paid by card. */
export const orderCartByCard = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: 'card',
    },
  })
