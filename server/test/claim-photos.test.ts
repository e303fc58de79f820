import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimPhotos } from '../src/db/schema/index.ts'
import { createClaimsRepository } from '../src/modules/claims/claims.repository.ts'
import { createClaimsService } from '../src/modules/claims/claims.service.ts'
import { createCustomer } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'
import { claimSteps } from './support/claim-steps.ts'

const clock = new Date('2026-11-05T10:00:00Z')

let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    config: { appEnv: 'development' },
    overrides: { now: () => clock },
  })
})
afterAll(() => ctx.close())

const { call, upload, jpeg, shippedOrder, claimInput } = claimSteps(() => ctx)

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
