import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { and, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  claimPhotos,
  claims,
  orderItems,
  orders,
  orderTrackingHistory,
} from '../src/db/schema/index.ts'
import { createClaimsRepository } from '../src/modules/claims/claims.repository.ts'
import { createClaimsService } from '../src/modules/claims/claims.service.ts'
import { createCustomer, createPart } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

const day = 86_400_000
const shippedAt = new Date('2026-11-02T09:00:00Z')
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

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const upload = (headers: Record<string, string>, body: Buffer, type = 'image/jpeg') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/claim-photos',
    headers: { ...headers, 'content-type': type },
    payload: body,
  })

const jpeg = (width = 2000, height = 1500) =>
  sharp({ create: { width, height, channels: 3, background: '#8a5' } })
    .jpeg()
    .toBuffer()

/** A customer's order of `quantity` pieces of one part, of which 1C shipped `shipped`. */
async function shippedOrder(options: {
  quantity?: number
  shipped?: number
  used?: boolean
  title?: string
  warranty?: boolean
  who?: Awaited<ReturnType<typeof createCustomer>>
}) {
  const who = options.who ?? (await createCustomer(ctx.db))
  const { part, warranties } = await createPart(ctx.db, {
    price: 10_000,
    used: options.used ?? false,
    warranties: options.warranty ? [{ priceType: 'percent', percent: 10 }] : [],
  })
  const quantity = options.quantity ?? 2
  const added = await call('POST', '/api/cart/items', who.auth, {
    product_uuid: part.id,
    quantity,
    ...(warranties[0] ? { warranty_uuid: warranties[0].id } : {}),
  })
  expect(added.statusCode, added.body).toBe(200)
  const placed = await call('POST', '/api/orders', who.auth, {
    idempotency_key: randomUUID(),
    delivery: { type: 'pickup', branch: 'spb' },
    payment_method: 'card',
  })
  expect(placed.statusCode).toBe(201)
  const number = placed.json().number as number
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.number, Number(number)))
  if (!order) throw new Error('order not found')
  const shipped = options.shipped ?? quantity
  if (options.title) {
    await ctx.db
      .update(orderItems)
      .set({ title: options.title })
      .where(eq(orderItems.orderId, order.id))
  }
  if (shipped > 0) {
    await ctx.db
      .update(orderItems)
      .set({
        state: shipped >= quantity ? 'shipped' : 'partly_shipped',
        confirmedQuantity: quantity,
        shippedQuantity: shipped,
      })
      .where(eq(orderItems.orderId, order.id))
    await ctx.db.insert(orderTrackingHistory).values({
      orderId: order.id,
      partId: part.id,
      move: 'ship',
      fromState: 'confirmed',
      toState: 'shipped',
      changedAt: shippedAt,
    })
  }
  return { who, order, number: Number(number), partId: part.id }
}

const claimInput = (
  facts: { number: number; partId: string },
  extra: Record<string, unknown> = {},
) => ({
  order_number: facts.number,
  product_uuid: facts.partId,
  kind: 'warranty',
  reason: 'not_working',
  quantity: 1,
  description: 'Стучит после установки',
  ...extra,
})

const claimCount = async (orderId: string) =>
  (await ctx.db.select().from(claims).where(eq(claims.orderId, orderId))).length

describe('claim photos', () => {
  it('keeps a JPEG with a copy of at most 1280 px, served privately and for good', async () => {
    const who = await createCustomer(ctx.db)
    const original = await jpeg()
    const res = await upload(who.auth, original)
    expect(res.statusCode).toBe(201)
    const photo = res.json()
    const preview = await call('GET', photo.url, who.auth)
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['content-type']).toBe('image/jpeg')
    expect(preview.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    const size = await sharp(preview.rawPayload).metadata()
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(1280)
    const full = await call('GET', photo.full_url, who.auth)
    expect(full.rawPayload.equals(original)).toBe(true)
    // nobody else sees it, as if it did not exist
    const stranger = await createCustomer(ctx.db)
    const hidden = await call('GET', photo.url, stranger.auth)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().message).toBe('Фото не найдено')
  })

  it('a program renamed to .jpg is refused by its first bytes, and nothing is kept', async () => {
    const who = await createCustomer(ctx.db)
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(2000)])
    const res = await upload(who.auth, exe)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.file).toEqual([
      'Файл не похож на фото: загрузите JPEG, PNG, HEIC или WebP',
    ])
    const kept = await ctx.db
      .select()
      .from(claimPhotos)
      .where(eq(claimPhotos.customerId, who.customer.id))
    expect(kept).toHaveLength(0)
  })

  it('a photo over 10 MB is refused with 413 naming the limit', async () => {
    const who = await createCustomer(ctx.db)
    const big = Buffer.concat([await jpeg(10, 10), Buffer.alloc(10 * 1024 * 1024)])
    const res = await upload(who.auth, big)
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe(
      'Фото больше 10 МБ. Уменьшите его или сделайте снимок с меньшим разрешением',
    )
  })

  it('a photo no claim took leaves the database a day after its upload; a filed one stays', async () => {
    const line = await shippedOrder({})
    const loose = (await upload(line.who.auth, await jpeg(40, 30))).json().uuid
    const filed = (await upload(line.who.auth, await jpeg(40, 30))).json().uuid
    const res = await call('POST', '/api/account/claims', line.who.auth, {
      ...claimInput(line),
      photo_uuids: [filed],
    })
    expect(res.statusCode).toBe(201)
    const later = new Date(clock.getTime() + 25 * 3_600_000)
    const claimsNow = createClaimsService({
      claims: createClaimsRepository(ctx.db),
      orders: { visibleOrder: async () => Promise.reject(new Error('unused')) },
      now: () => later,
    })
    expect(await claimsNow.loosePhotos.runOnce()).toBeGreaterThanOrEqual(1)
    const left = await ctx.db
      .select({ id: claimPhotos.id })
      .from(claimPhotos)
      .where(eq(claimPhotos.customerId, line.who.customer.id))
    expect(left.map((p) => p.id)).toEqual([filed])
    expect(left.map((p) => p.id)).not.toContain(loose)
  })

  it("an iPhone's HEIC gets a JPEG copy for the page and is kept as it came; a broken one is refused", async () => {
    const who = await createCustomer(ctx.db)
    // 1600 × 1200, made with libheif's heif-enc (x265) from a red picture with a blue corner.
    const heic = await readFile(new URL('./fixtures/photos/red-1600x1200.heic', import.meta.url))
    const res = await upload(who.auth, heic, 'image/heic')
    expect(res.statusCode).toBe(201)
    const preview = await call('GET', res.json().url, who.auth)
    expect(preview.headers['content-type']).toBe('image/jpeg')
    const copy = sharp(preview.rawPayload)
    expect(await copy.metadata()).toMatchObject({ width: 1280, height: 960 })
    const { data } = await copy
      .clone()
      .extract({ left: 900, top: 700, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(150)
    expect(data[2]).toBeLessThan(100)
    const full = await call('GET', res.json().full_url, who.auth)
    expect(full.headers['content-type']).toBe('image/heic')
    expect(full.rawPayload.equals(heic)).toBe(true)

    const broken = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(64),
    ])
    const refused = await upload(who.auth, broken, 'image/heic')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.file).toEqual([
      'Фото не открывается: сохраните его заново и загрузите',
    ])
  })
})

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
