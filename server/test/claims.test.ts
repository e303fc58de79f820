import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimPhotos, parts } from '../src/db/schema/index.ts'
import { createCustomer } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'
import { claimSteps, shippedAt } from './support/claim-steps.ts'

const day = 86_400_000
let clock = new Date('2026-11-05T10:00:00Z')

let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    config: { appEnv: 'development' },
    overrides: { now: () => clock },
  })
})
afterAll(() => ctx.close())

const { call, upload, jpeg, shippedOrder, claimInput, claimCount } = claimSteps(() => ctx)

describe('filing a claim from an order line', () => {
  it('a warranty claim with two photos is new, has its history and shows in the list', async () => {
    clock = new Date('2026-11-05T10:00:00Z')
    const line = await shippedOrder({})
    const photos = [
      (await upload(line.who.auth, await jpeg())).json(),
      (await upload(line.who.auth, await jpeg(800, 600))).json(),
    ]
    const res = await call(
      'POST',
      '/api/account/claims',
      line.who.auth,
      claimInput(line, { photo_uuids: photos.map((p) => p.uuid) }),
    )
    expect(res.statusCode).toBe(201)
    const claim = res.json()
    expect(claim).toMatchObject({
      order_number: line.number,
      kind: 'warranty',
      state: 'new',
      quantity: 1,
      // a new part: 6 months from its shipment on 2 November
      term_ends_on: '2027-05-02',
      history: [{ state: 'new', from_state: null }],
    })
    expect(claim.number).toBeGreaterThan(1000)
    expect(claim.photos.map((p: { uuid: string }) => p.uuid)).toEqual(photos.map((p) => p.uuid))
    const list = (await call('GET', '/api/account/claims', line.who.auth)).json()
    expect(list.items[0]).toMatchObject({ number: claim.number, state: 'new' })
  })

  it('refuses a quantity above what was shipped, then a line already fully claimed', async () => {
    const line = await shippedOrder({ quantity: 3, shipped: 2 })
    const tooMany = await call(
      'POST',
      '/api/account/claims',
      line.who.auth,
      claimInput(line, { quantity: 3 }),
    )
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors.quantity).toEqual([
      'Можно указать не больше 2 шт.: столько получено и ещё не заявлено',
    ])
    const first = await call(
      'POST',
      '/api/account/claims',
      line.who.auth,
      claimInput(line, { quantity: 2 }),
    )
    expect(first.statusCode).toBe(201)
    const again = await call('POST', '/api/account/claims', line.who.auth, claimInput(line))
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('На все полученные штуки этой позиции уже оформлены заявки')
    expect(await claimCount(line.order.id)).toBe(1)
  })

  it('a line not shipped yet cannot be claimed', async () => {
    const line = await shippedOrder({ shipped: 0 })
    const res = await call('POST', '/api/account/claims', line.who.auth, claimInput(line))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.product_uuid).toEqual([
      'Позиция ещё не получена: заявку можно оформить после получения',
    ])
  })

  it('six photos are refused and the five uploaded stay unfiled', async () => {
    const line = await shippedOrder({})
    const ids: string[] = []
    for (let i = 0; i < 6; i++)
      ids.push((await upload(line.who.auth, await jpeg(40, 30))).json().uuid)
    const res = await call(
      'POST',
      '/api/account/claims',
      line.who.auth,
      claimInput(line, { photo_uuids: ids }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.photo_uuids).toEqual(['Не больше 5 фото'])
    const loose = await ctx.db
      .select()
      .from(claimPhotos)
      .where(and(eq(claimPhotos.customerId, line.who.customer.id), isNull(claimPhotos.claimId)))
    expect(loose).toHaveLength(6)
    expect(await claimCount(line.order.id)).toBe(0)
  })

  it("another customer's photo refuses the whole claim: nothing is stored", async () => {
    const line = await shippedOrder({})
    const stranger = await createCustomer(ctx.db)
    const theirs = (await upload(stranger.auth, await jpeg(40, 30))).json().uuid
    const res = await call(
      'POST',
      '/api/account/claims',
      line.who.auth,
      claimInput(line, { photo_uuids: [theirs] }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.photo_uuids).toEqual(['Фото не найдено: загрузите его снова'])
    expect(await claimCount(line.order.id)).toBe(0)
  })

  it('a return after 7 days of a consumer is refused with the day the term ended', async () => {
    const line = await shippedOrder({})
    clock = new Date(shippedAt.getTime() + 8 * day)
    const res = await call(
      'POST',
      '/api/account/claims',
      line.who.auth,
      claimInput(line, { kind: 'return', reason: 'not_needed' }),
    )
    clock = new Date('2026-11-05T10:00:00Z')
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Срок возврата закончился 09.11.2026')
    expect(await claimCount(line.order.id)).toBe(0)
  })

  it("a new part's warranty: 6 months, or the maker's 24 that 1C gave it", async () => {
    const plain = await shippedOrder({ quantity: 1 })
    const makers = await shippedOrder({ quantity: 1 })
    await ctx.db.update(parts).set({ makerWarrantyMonths: 24 }).where(eq(parts.id, makers.partId))
    clock = new Date(shippedAt.getTime() + 240 * day)
    const refused = await call('POST', '/api/account/claims', plain.who.auth, claimInput(plain))
    const filed = await call('POST', '/api/account/claims', makers.who.auth, claimInput(makers))
    clock = new Date('2026-11-05T10:00:00Z')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('Срок гарантии закончился 02.05.2027')
    expect(filed.statusCode).toBe(201)
  })

  it("a used part's term follows the kind 1C stated for it, not the words of its title", async () => {
    // «Блок 4460 б/у» reads as any used part (14 days); 1C says it is electronics: 7 days.
    const plain = await shippedOrder({ used: true, quantity: 1, title: 'Блок 4460 б/у' })
    const stated = await shippedOrder({ used: true, quantity: 1, title: 'Блок 4460 б/у' })
    await ctx.db
      .update(parts)
      .set({ usedKind: 'used_electronics' })
      .where(eq(parts.id, stated.partId))
    clock = new Date(shippedAt.getTime() + 10 * day)
    const filed = await call('POST', '/api/account/claims', plain.who.auth, claimInput(plain))
    const refused = await call('POST', '/api/account/claims', stated.who.auth, claimInput(stated))
    clock = new Date('2026-11-05T10:00:00Z')
    expect(filed.statusCode).toBe(201)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toMatch(/^Срок гарантии закончился \d\d\.\d\d\.\d{4}$/)
  })

  it('a used gearbox: 14 days, or the extended warranty bought with it; the mileage is asked', async () => {
    const plain = await shippedOrder({ used: true, quantity: 1, title: 'КПП ZF 16S б/у' })
    clock = new Date(shippedAt.getTime() + 20 * day)
    const late = await call(
      'POST',
      '/api/account/claims',
      plain.who.auth,
      claimInput(plain, { mileage: 1200 }),
    )
    expect(late.json().message).toBe('Срок гарантии закончился 16.11.2026')
    const extended = await shippedOrder({
      used: true,
      quantity: 1,
      title: 'КПП ZF 16S б/у',
      warranty: true,
    })
    const noMileage = await call(
      'POST',
      '/api/account/claims',
      extended.who.auth,
      claimInput(extended),
    )
    expect(noMileage.json().errors.mileage).toEqual(['Укажите пробег с момента установки, км'])
    const filed = await call(
      'POST',
      '/api/account/claims',
      extended.who.auth,
      claimInput(extended, { mileage: 1200 }),
    )
    clock = new Date('2026-11-05T10:00:00Z')
    expect(filed.statusCode).toBe(201)
    expect(filed.json()).toMatchObject({ mileage: 1200, term_ends_on: '2027-05-02' })
  })

  it('a reason of the other kind is refused under the reason', async () => {
    const line = await shippedOrder({})
    const res = await call(
      'POST',
      '/api/account/claims',
      line.who.auth,
      claimInput(line, { reason: 'wrong_part' }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.reason).toEqual(['Выберите причину из списка для этого вида заявки'])
  })
})

describe('claims and permissions', () => {
  it("a colleague sees the account's claims with order.show, files on another's order only with order.edit", async () => {
    const line = await shippedOrder({})
    const filed = await call('POST', '/api/account/claims', line.who.auth, claimInput(line))
    expect(filed.statusCode).toBe(201)
    const photo = (await upload(line.who.auth, await jpeg(40, 30))).json()
    const viewer = await createCustomer(ctx.db, {
      accountId: line.who.accountId,
      permissions: ['order.show'],
    })
    const list = (await call('GET', '/api/account/claims', viewer.auth)).json()
    expect(list.items.map((c: { number: number }) => c.number)).toContain(filed.json().number)
    const refused = await call('POST', '/api/account/claims', viewer.auth, claimInput(line))
    expect(refused.statusCode).toBe(403)
    // a photo not yet in a claim is its uploader's alone
    expect((await call('GET', photo.url, viewer.auth)).statusCode).toBe(404)
    const outsider = await createCustomer(ctx.db, {
      accountId: line.who.accountId,
      permissions: [],
    })
    expect((await call('GET', '/api/account/claims', outsider.auth)).json().items).toEqual([])
    const editor = await createCustomer(ctx.db, {
      accountId: line.who.accountId,
      permissions: ['order.show', 'order.edit'],
    })
    expect(
      (await call('POST', '/api/account/claims', editor.auth, claimInput(line))).statusCode,
    ).toBe(201)
    const stranger = await createCustomer(ctx.db)
    expect(
      (await call('POST', '/api/account/claims', stranger.auth, claimInput(line))).statusCode,
    ).toBe(404)
  })
})
