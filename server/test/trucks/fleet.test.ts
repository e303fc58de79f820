import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marks, truckModels, trucks } from '../../src/db/schema/index.ts'
import { createCustomer } from '../commerce-fixtures.ts'
import { createTestApp } from '../helpers.ts'

let ctx: Awaited<ReturnType<typeof createTestApp>>
const catalogue = { kamaz: '', volvo: '', kamaz5490: '', volvoFh: '' }

beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    overrides: { now: () => new Date('2026-06-01T09:00:00Z') },
  })
  const [kamaz, volvo] = await ctx.db
    .insert(marks)
    .values([
      { title: 'КАМАЗ', slug: 'kamaz', sort: 1 },
      // A make 1C created under a slug of its own is still the VIN's maker by its title.
      { title: 'Volvo', slug: 'volvo-1c', sort: 2 },
    ])
    .returning()
  if (!kamaz || !volvo) throw new Error('makes not inserted')
  const [kamaz5490, volvoFh] = await ctx.db
    .insert(truckModels)
    .values([
      { markId: kamaz.id, title: 'КАМАЗ 5490', slug: 'kamaz-5490', years: '2013–2024' },
      { markId: volvo.id, title: 'Volvo FH', slug: 'volvo-fh', years: '2012–2024' },
    ])
    .returning()
  if (!kamaz5490 || !volvoFh) throw new Error('models not inserted')
  Object.assign(catalogue, {
    kamaz: kamaz.id,
    volvo: volvo.id,
    kamaz5490: kamaz5490.id,
    volvoFh: volvoFh.id,
  })
})
afterAll(() => ctx.close())

const truck = (changes: Record<string, unknown> = {}) => ({
  name: 'Тягач №7',
  mark_uuid: catalogue.kamaz,
  model_uuid: catalogue.kamaz5490,
  year: 2020,
  vin: null,
  chassis_number: null,
  plate_number: null,
  mileage_km: null,
  ...changes,
})

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const fleetOf = async (auth: Record<string, string>) =>
  (await call('GET', '/api/account/trucks', auth)).json()

describe('the fleet («Мои грузовики»)', () => {
  it('is the company’s: a colleague with truck.show sees it, edits only with truck.edit', async () => {
    const owner = await createCustomer(ctx.db)
    const viewer = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['truck.show'],
    })
    const outsider = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['order.show'],
    })
    const stranger = await createCustomer(ctx.db, { permissions: ['truck.show', 'truck.edit'] })

    const created = await call(
      'POST',
      '/api/account/trucks',
      owner.auth,
      truck({ vin: ' хтс652005l1123456 ', plate_number: 'а123вс116', mileage_km: 184000 }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const added = created.json()
    expect(added).toMatchObject({
      name: 'Тягач №7',
      mark_title: 'КАМАЗ',
      model_title: 'КАМАЗ 5490',
      year: 2020,
      vin: 'XTC652005L1123456',
      plate_number: 'А123ВС116',
      mileage_km: 184000,
      allows: { edit: true, delete: true },
    })

    const seen = await fleetOf(viewer.auth)
    expect(seen).toMatchObject({
      items: [{ uuid: added.uuid, allows: { edit: false, delete: false } }],
      allows: { create: false },
    })
    expect(seen.makes.map((make: { title: string }) => make.title)).toEqual(['КАМАЗ', 'Volvo'])
    expect((await call('POST', '/api/account/trucks', viewer.auth, truck())).statusCode).toBe(403)
    expect(
      (await call('PUT', `/api/account/trucks/${added.uuid}`, viewer.auth, truck())).statusCode,
    ).toBe(403)
    expect(
      (await call('DELETE', `/api/account/trucks/${added.uuid}`, viewer.auth)).statusCode,
    ).toBe(403)
    const refused = await call('GET', '/api/account/trucks', outsider.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Нет права на парк грузовиков компании')
    expect((await call('GET', '/api/account/trucks', {})).statusCode).toBe(401)

    expect((await fleetOf(stranger.auth)).items).toEqual([])
    expect(
      (await call('PUT', `/api/account/trucks/${added.uuid}`, stranger.auth, truck())).statusCode,
    ).toBe(404)
    expect(
      (await call('DELETE', `/api/account/trucks/${added.uuid}`, stranger.auth)).statusCode,
    ).toBe(404)
    expect((await fleetOf(owner.auth)).items).toHaveLength(1)
  })

  it('is changed and deleted with truck.edit', async () => {
    const owner = await createCustomer(ctx.db)
    const added = (await call('POST', '/api/account/trucks', owner.auth, truck())).json()
    const changed = await call(
      'PUT',
      `/api/account/trucks/${added.uuid}`,
      owner.auth,
      truck({ name: '  Тягач №8 ', mileage_km: 200000, model_uuid: null }),
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ name: 'Тягач №8', mileage_km: 200000, model_uuid: null })
    const deleted = await call('DELETE', `/api/account/trucks/${added.uuid}`, owner.auth)
    expect(deleted.json()).toEqual({ success: true })
    expect((await fleetOf(owner.auth)).items).toEqual([])
  })

  it('refuses a VIN already in the fleet with its truck’s name, and keeps the one saved', async () => {
    const owner = await createCustomer(ctx.db)
    const first = await call(
      'POST',
      '/api/account/trucks',
      owner.auth,
      truck({ vin: 'XTC652005L1123456' }),
    )
    expect(first.statusCode).toBe(201)
    const again = await call(
      'POST',
      '/api/account/trucks',
      owner.auth,
      truck({ name: 'Другой', vin: 'ХТС 652005 L1123456' }),
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().errors).toEqual({
      vin: ['Грузовик с этим VIN уже есть в парке: «Тягач №7»'],
    })
    const other = (
      await call('POST', '/api/account/trucks', owner.auth, truck({ name: 'Другой' }))
    ).json()
    const taken = await call(
      'PUT',
      `/api/account/trucks/${other.uuid}`,
      owner.auth,
      truck({ name: 'Другой', vin: 'XTC652005L1123456' }),
    )
    expect(taken.statusCode).toBe(409)
    const resaved = await call(
      'PUT',
      `/api/account/trucks/${first.json().uuid}`,
      owner.auth,
      truck({ vin: 'XTC652005L1123456', mileage_km: 5 }),
    )
    expect(resaved.statusCode, 'its own VIN is no clash').toBe(200)
    expect((await fleetOf(owner.auth)).items.map((t: { vin: string | null }) => t.vin)).toEqual([
      'XTC652005L1123456',
      null,
    ])

    const elsewhere = await createCustomer(ctx.db)
    expect(
      (
        await call(
          'POST',
          '/api/account/trucks',
          elsewhere.auth,
          truck({ vin: 'XTC652005L1123456' }),
        )
      ).statusCode,
      'another company may have the same truck',
    ).toBe(201)
  })

  it('two colleagues adding the same VIN at once: one truck is saved, the other told on the field', async () => {
    const owner = await createCustomer(ctx.db)
    const colleague = await createCustomer(ctx.db, { accountId: owner.accountId })
    const answers = await Promise.all(
      [owner, colleague].map((who, i) =>
        call(
          'POST',
          '/api/account/trucks',
          who.auth,
          truck({ name: `Тягач ${i}`, vin: 'XTC652005L1999999' }),
        ),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    const refused = answers.find((a) => a.statusCode === 409)
    expect(refused?.json().errors.vin[0]).toMatch(
      /^Грузовик с этим VIN (уже есть в парке|только что добавлен)/,
    )
    expect((await fleetOf(owner.auth)).items).toHaveLength(1)
  })

  it('answers bad input on its fields in Russian and saves nothing', async () => {
    const owner = await createCustomer(ctx.db)
    const bad = async (changes: Record<string, unknown>) => {
      const res = await call('POST', '/api/account/trucks', owner.auth, truck(changes))
      expect(res.statusCode, res.body).toBe(422)
      return res.json().errors
    }
    expect(await bad({ year: 2027 })).toEqual({ year: ['Год выпуска не может быть позже 2026'] })
    expect(await bad({ model_uuid: catalogue.volvoFh })).toEqual({
      model_uuid: ['Volvo FH — модель не марки КАМАЗ'],
    })
    expect(await bad({ vin: 'XTC652005L112345' })).toEqual({
      vin: ['В VIN 17 знаков, а введено 16 знаков'],
    })
    expect((await bad({ vin: 'XTC652005LO123456' })).vin[0]).toContain('I, O и Q')
    expect(
      await bad({ vin: '4V4NC9EH1FN123456', mark_uuid: catalogue.volvo, model_uuid: null }),
    ).toEqual({
      vin: ['Контрольный знак VIN (9-й) не сходится с остальными: проверьте, нет ли опечатки'],
    })
    const volvo = await call(
      'POST',
      '/api/account/trucks',
      owner.auth,
      truck({ vin: '4V4NC9EH9FN123456', mark_uuid: catalogue.volvo, model_uuid: null }),
    )
    expect(volvo.statusCode, volvo.body).toBe(201)
    await call('DELETE', `/api/account/trucks/${volvo.json().uuid}`, owner.auth)
    expect(await bad({ vin: '4V4NC9EH9FN123456' })).toEqual({
      vin: ['По VIN это Volvo, а выбрана марка КАМАЗ'],
    })
    expect(
      await bad({
        mark_uuid: '00000000-0000-4000-8000-000000000000',
        model_uuid: null,
        year: 2030,
      }),
    ).toEqual({
      mark_uuid: ['Такой марки нет в каталоге'],
      year: ['Год выпуска не может быть позже 2026'],
    })
    expect((await fleetOf(owner.auth)).items).toEqual([])
    expect(await ctx.db.select().from(trucks).where(eq(trucks.accountId, owner.accountId))).toEqual(
      [],
    )
  })

  it('decodes a VIN offline with the shop’s make, and refuses a bad one in Russian', async () => {
    const res = await ctx.app.inject({ url: `/api/vin/${encodeURIComponent('ХТС652005L1123456')}` })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      vin: 'XTC652005L1123456',
      maker: 'КАМАЗ',
      plant: 'КАМАЗ, Россия (Набережные Челны)',
      year: 2020,
      mark: { uuid: catalogue.kamaz, title: 'КАМАЗ', slug: 'kamaz' },
      // No online catalogue configured: what the VIN itself says, alone.
      catalogue: null,
    })
    const scania = (await ctx.app.inject({ url: '/api/vin/YS2R4X20005399226' })).json()
    expect(scania).toMatchObject({ maker: 'Scania', year: null, mark: null })
    const refused = await ctx.app.inject({ url: '/api/vin/1M8GDM9AXKP042788' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.vin[0]).toContain('«1M8»')
  })
})
