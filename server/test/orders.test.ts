import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { counterparties, orders, parts } from '../src/db/schema/index.ts'
import { createCustomer } from './commerce-fixtures.ts'
import { useOrderApp } from './order-app.ts'

describe('orders', () => {
  const t = useOrderApp()
  const { call, customerWithCart } = t

  it('a quick order turns the cart into an order with number, cost in kopecks and created_at, and empties the cart', async () => {
    const who = await customerWithCart([
      { price: 150_050, quantity: 2, warranty: { priceType: 'percent', percent: 10 } },
      { price: 89_999, basePrice: 99_999, quantity: 1 },
    ])
    const before = Math.floor(Date.now() / 1000)
    const res = await call('POST', '/api/orders/fast', who.auth, {})
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.number).toMatch(/^\d+$/)
    // 2 × 150 050 + 10 % warranty (15 005 × 2) + base price 99 999 (no discount flag) = 430 109
    expect(body.cost).toBe(430_109)
    expect(body.created_at).toBeGreaterThanOrEqual(before)
    expect(body.created_at).toBeLessThan(before + 60)
    expect((await call('GET', '/api/cart', who.auth)).json().cart_products).toEqual([])
    const [stock] = await t.db
      .select({ n: parts.totalStock })
      .from(parts)
      .where(eq(parts.id, who.parts[0]?.part.id ?? ''))
    expect(stock?.n).toBe(8)

    const order = (await call('GET', `/api/orders/${body.number}`, who.auth)).json()
    expect(order).toMatchObject({
      number: body.number,
      cost: 430_109,
      status: 'new',
      payment_method: 'card',
    })
    expect(order.items).toHaveLength(2)
  })

  it('a double click on quick order makes one order', async () => {
    const who = await customerWithCart([{ price: 10_000, quantity: 1 }])
    const [a, b] = await Promise.all([
      call('POST', '/api/orders/fast', who.auth, {}),
      call('POST', '/api/orders/fast', who.auth, {}),
    ])
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201])
    expect(a?.json().number).toBe(b?.json().number)
    const rows = await t.db.select().from(orders).where(eq(orders.customerId, who.customer.id))
    expect(rows).toHaveLength(1)
  })

  it('quick order needs a login (401) and a non-empty cart (422)', async () => {
    const anonymous = await call('POST', '/api/orders/fast', {}, {})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toBeTruthy()
    const who = await createCustomer(t.db)
    const empty = await call('POST', '/api/orders/fast', who.auth, {})
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.cart).toEqual(['Корзина пуста'])
    const withBody = await call('POST', '/api/orders/fast', who.auth, { anything: 1 })
    expect(withBody.statusCode).toBe(422)
  })

  it('a full order with the same idempotency key is made once (200 on the repeat)', async () => {
    const who = await customerWithCart([{ price: 20_000, quantity: 2 }])
    const body = {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'msk' },
      payment_method: 'card',
      comment: ' позвонить ',
    }
    const [first, second] = await Promise.all([
      call('POST', '/api/orders', who.auth, body),
      call('POST', '/api/orders', who.auth, body),
    ])
    const codes = [first?.statusCode, second?.statusCode].sort()
    expect(codes).toEqual([200, 201])
    expect(first?.json().number).toBe(second?.json().number)
    expect(first?.json()).toMatchObject({
      status: 'wait_pay',
      cost: 40_000,
      delivery: { type: 'pickup', branch: 'msk' },
      comment: 'позвонить',
      allows: { pay: true, cancel: true },
    })
  })

  it('payment by invoice needs a counterparty of the account', async () => {
    const who = await customerWithCart([{ price: 20_000, quantity: 1 }])
    const stranger = await createCustomer(t.db)
    const [foreign] = await t.db
      .insert(counterparties)
      .values({
        accountId: stranger.accountId,
        type: 'legal',
        title: 'ООО Чужие',
        inn: '7801234564',
        legalAddress: 'СПб',
      })
      .returning()
    const base = { delivery: { type: 'pickup', branch: 'spb' }, payment_method: 'invoice' }
    const without = await call('POST', '/api/orders', who.auth, {
      ...base,
      idempotency_key: randomUUID(),
    })
    expect(without.statusCode).toBe(422)
    expect(without.json().errors.counterparty_uuid).toEqual([
      'Для оплаты по счёту выберите контрагента',
    ])
    const other = await call('POST', '/api/orders', who.auth, {
      ...base,
      idempotency_key: randomUUID(),
      counterparty_uuid: foreign?.id,
    })
    expect(other.statusCode).toBe(422)
    const [own] = await t.db
      .insert(counterparties)
      .values({
        accountId: who.accountId,
        type: 'legal',
        title: 'ООО Свои',
        inn: '7801234571',
        kpp: '780101001',
        legalAddress: 'СПб',
      })
      .returning()
    const ok = await call('POST', '/api/orders', who.auth, {
      ...base,
      idempotency_key: randomUUID(),
      counterparty_uuid: own?.id,
    })
    expect(ok.statusCode).toBe(201)
    expect(ok.json()).toMatchObject({
      status: 'new',
      payment_method: 'invoice',
      counterparty: { title: 'ООО Свои', inn: '7801234571' },
      allows: { pay: false },
    })
  })

  it('shows an order only to its account, others need order.show', async () => {
    const owner = await customerWithCart([{ price: 5_000, quantity: 1 }])
    const { number } = (await call('POST', '/api/orders/fast', owner.auth, {})).json()
    const stranger = await createCustomer(t.db)
    expect((await call('GET', `/api/orders/${number}`, stranger.auth)).statusCode).toBe(404)
    const colleague = await createCustomer(t.db, {
      accountId: owner.accountId,
      permissions: ['favourite.show'],
    })
    expect((await call('GET', `/api/orders/${number}`, colleague.auth)).statusCode).toBe(403)
    const manager = await createCustomer(t.db, {
      accountId: owner.accountId,
      permissions: ['order.show'],
    })
    expect((await call('GET', `/api/orders/${number}`, manager.auth)).statusCode).toBe(200)
    expect((await call('GET', '/api/orders/abc', owner.auth)).statusCode).toBe(404)
    expect((await call('GET', '/api/orders/99999999999999', owner.auth)).statusCode).toBe(404)
    expect((await call('GET', `/api/orders/${number}`, {})).statusCode).toBe(401)
  })

  it('lists the account orders by tab and refuses without order.show', async () => {
    const who = await customerWithCart([{ price: 5_000, quantity: 1 }])
    await call('POST', '/api/orders/fast', who.auth, {})
    await call('POST', '/api/cart/items', who.auth, {
      product_uuid: who.parts[0]?.part.id,
      quantity: 1,
    })
    await call('POST', '/api/orders', who.auth, {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: 'card',
    })
    const all = (await call('GET', '/api/account/orders', who.auth)).json()
    expect(all.items).toHaveLength(2)
    expect(all.pagination).toEqual({ page: 1, per_page: 24, total: 2, last_page: 1 })
    expect(all.items[0].items_count).toBe(1)
    const waitPay = (await call('GET', '/api/account/orders?status=wait-pay', who.auth)).json()
    expect(waitPay.items.map((o: { status: string }) => o.status)).toEqual(['wait_pay'])
    const work = (
      await call('GET', '/api/account/orders?status=work&per_page=1&page=1', who.auth)
    ).json()
    expect(work.pagination).toMatchObject({ total: 1, per_page: 1 })
    expect((await call('GET', '/api/account/orders?status=lost', who.auth)).statusCode).toBe(422)
    expect((await call('GET', '/api/account/orders?page=-1', who.auth)).statusCode).toBe(422)
    const noRight = await createCustomer(t.db, { permissions: ['favourite.show'] })
    expect((await call('GET', '/api/account/orders', noRight.auth)).statusCode).toBe(403)
  })
})
