import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passportReveals } from '../src/db/schema/index.ts'
import { createCustomer, createPart, uniquePhone } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

describe('account area', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  })
  afterAll(() => ctx.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

  const recipient = {
    full_name: 'Иванов Иван Иванович',
    phone: '+7 (999) 000-00-04',
    passport_series: '4010',
    passport_number: '123456',
  }

  it('hides passports in lists and reveals them only to the owning account, logging each reveal', async () => {
    const owner = await createCustomer(ctx.db)
    const made = await call('POST', '/api/recipients', owner.auth, recipient)
    expect(made.statusCode).toBe(201)
    const { uuid } = made.json()
    expect(made.json()).toMatchObject({
      passport_series: '40**',
      passport_number: '******',
      is_passport_visible: false,
      phone: '+79990000004',
    })
    const list = (await call('GET', '/api/recipients', owner.auth)).json()
    expect(list.items[0]).toMatchObject({
      uuid,
      passport_series: '40**',
      passport_number: '******',
    })
    expect(JSON.stringify(list)).not.toContain('123456')

    const shown = await call('POST', `/api/recipients/${uuid}/show-passport`, owner.auth)
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toEqual({ passport_series: '4010', passport_number: '123456' })

    const stranger = await createCustomer(ctx.db)
    const refused = await call('POST', `/api/recipients/${uuid}/show-passport`, stranger.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.body).not.toContain('123456')
    expect(
      (await call('POST', `/api/recipients/${randomUUID()}/show-passport`, owner.auth)).statusCode,
    ).toBe(404)
    expect((await call('POST', `/api/recipients/${uuid}/show-passport`, {})).statusCode).toBe(401)
    const colleagueWithoutRight = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['order.show'],
    })
    expect(
      (await call('POST', `/api/recipients/${uuid}/show-passport`, colleagueWithoutRight.auth))
        .statusCode,
    ).toBe(403)

    const { eq } = await import('drizzle-orm')
    const log = await ctx.db
      .select()
      .from(passportReveals)
      .where(eq(passportReveals.recipientId, uuid))
    expect(log).toHaveLength(1)
    expect(log[0]?.customerId).toBe(owner.customer.id)
  })

  it('limits passport reveals per customer (429), counted in the database', async () => {
    const owner = await createCustomer(ctx.db)
    const { uuid } = (await call('POST', '/api/recipients', owner.auth, recipient)).json()
    const answers: number[] = []
    for (let i = 0; i < 31; i++) {
      answers.push(
        (await call('POST', `/api/recipients/${uuid}/show-passport`, owner.auth)).statusCode,
      )
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(answers[30]).toBe(429)
  })

  it('answers 403 without the show permission and hides create/edit/delete by allows', async () => {
    const viewer = await createCustomer(ctx.db, {
      permissions: ['recipient.show', 'contractor.show', 'address.show', 'user.show'],
    })
    for (const url of [
      '/api/recipients',
      '/api/account/contractors',
      '/api/account/addresses',
      '/api/account/users',
    ]) {
      const res = await call('GET', url, viewer.auth)
      expect(res.statusCode, url).toBe(200)
      expect(res.json().allows, url).toEqual({ create: false })
    }
    expect((await call('POST', '/api/recipients', viewer.auth, recipient)).statusCode).toBe(403)
    const nobody = await createCustomer(ctx.db, { permissions: [] })
    for (const url of [
      '/api/recipients',
      '/api/account/contractors',
      '/api/account/addresses',
      '/api/account/users',
      '/api/account/favourites',
      '/api/account/inform-receipts',
    ]) {
      const res = await call('GET', url, nobody.auth)
      expect(res.statusCode, url).toBe(403)
      expect(res.json().message).toBe('Недостаточно прав')
    }
  })

  it('edit and delete follow .edit/.delete keys, and a uuid of another account is not found', async () => {
    const editor = await createCustomer(ctx.db, {
      permissions: ['address.show', 'address.create', 'address.edit'],
    })
    const made = await call('POST', '/api/account/addresses', editor.auth, {
      city: 'Красноярск',
      address: 'ул. Ленина, д. 10',
      postcode: '660000',
      comment: null,
    })
    expect(made.statusCode).toBe(201)
    expect(made.json().allows).toEqual({ edit: true, delete: false })
    const { uuid } = made.json()
    const edited = await call('PUT', `/api/account/addresses/${uuid}`, editor.auth, {
      city: 'Красноярск',
      address: 'ул. Мира, д. 1',
    })
    expect(edited.json()).toMatchObject({ address: 'ул. Мира, д. 1', postcode: null })
    expect((await call('DELETE', `/api/account/addresses/${uuid}`, editor.auth)).statusCode).toBe(
      403,
    )
    const other = await createCustomer(ctx.db)
    expect(
      (await call('PUT', `/api/account/addresses/${uuid}`, other.auth, { city: 'X', address: 'Y' }))
        .statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/api/account/addresses/${uuid}`, other.auth)).statusCode).toBe(
      404,
    )
    const colleague = await createCustomer(ctx.db, { accountId: editor.accountId })
    expect(
      (await call('DELETE', `/api/account/addresses/${uuid}`, colleague.auth)).statusCode,
    ).toBe(200)
    expect((await call('GET', '/api/account/addresses', colleague.auth)).json().items).toEqual([])
  })

  it('validates counterparties: INN length by type, KPP for legal entities', async () => {
    const who = await createCustomer(ctx.db)
    const legal = {
      type: 'legal',
      title: 'ООО «ТрансЛогистик»',
      inn: '7801234567',
      kpp: '780101001',
      ogrn: '1027800000000',
      legal_address: 'г. Санкт-Петербург',
    }
    const made = await call('POST', '/api/account/contractors', who.auth, legal)
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({
      type: 'legal',
      inn: '7801234567',
      allows: { edit: true, delete: true },
    })
    const noKpp = await call('POST', '/api/account/contractors', who.auth, { ...legal, kpp: null })
    expect(noKpp.json().errors.kpp).toBeDefined()
    const wrongInn = await call('POST', '/api/account/contractors', who.auth, {
      ...legal,
      type: 'entrepreneur',
    })
    expect(wrongInn.json().errors.inn).toBeDefined()
    const badInn = await call('POST', '/api/account/contractors', who.auth, {
      ...legal,
      inn: '12ab',
    })
    expect(badInn.statusCode).toBe(422)
    const ip = await call('POST', '/api/account/contractors', who.auth, {
      type: 'entrepreneur',
      title: 'ИП Петров',
      inn: '780123456789',
      legal_address: 'СПб',
      kpp: '780101001',
    })
    expect(ip.json().kpp).toBeNull()
    expect((await call('GET', '/api/account/contractors', who.auth)).json().items).toHaveLength(2)
  })

  it('manages representatives of the account; nobody deletes themselves', async () => {
    const owner = await createCustomer(ctx.db)
    const phone = uniquePhone()
    const made = await call('POST', '/api/account/users', owner.auth, {
      full_name: 'Сидоров Пётр Ильич',
      phone: `+${phone}`,
      email: 'petr@example.ru',
      permissions: ['order.show'],
    })
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({
      full_name: 'Сидоров Пётр Ильич',
      phone: `+${phone}`,
      permissions: ['order.show'],
      allows: { edit: true, delete: true },
    })
    const list = (await call('GET', '/api/account/users', owner.auth)).json()
    const self = list.items.find((u: { uuid: string }) => u.uuid === owner.customer.id)
    expect(self.allows).toEqual({ edit: true, delete: false })
    expect(
      (await call('DELETE', `/api/account/users/${owner.customer.id}`, owner.auth)).statusCode,
    ).toBe(403)
    const taken = await call('POST', '/api/account/users', owner.auth, {
      full_name: 'Другой',
      phone: `+${phone}`,
    })
    expect(taken.json().errors.phone).toEqual(['Этот телефон уже зарегистрирован'])
    const unknownRight = await call('POST', '/api/account/users', owner.auth, {
      full_name: 'Другой',
      phone: `+${uniquePhone()}`,
      permissions: ['admin.all'],
    })
    expect(unknownRight.json().errors.permissions).toBeDefined()
    const updated = await call('PUT', `/api/account/users/${made.json().uuid}`, owner.auth, {
      full_name: 'Сидоров Пётр',
      phone: `+${phone}`,
      permissions: ['order.show', 'favourite.show'],
    })
    expect(updated.json().permissions).toEqual(['order.show', 'favourite.show'])
    expect(
      (await call('DELETE', `/api/account/users/${made.json().uuid}`, owner.auth)).statusCode,
    ).toBe(200)
    expect(
      (await call('DELETE', `/api/account/users/${randomUUID()}`, owner.auth)).statusCode,
    ).toBe(404)
  })

  it('reads and updates the profile', async () => {
    const who = await createCustomer(ctx.db, { name: 'Петров Иван Сергеевич' })
    const profile = (await call('GET', '/api/account/profile', who.auth)).json()
    expect(profile).toMatchObject({
      last_name: 'Петров',
      first_name: 'Иван',
      middle_name: 'Сергеевич',
      phone: `+${who.customer.phone}`,
      email: null,
    })
    const updated = await call('PUT', '/api/account/profile', who.auth, {
      last_name: 'Петров',
      first_name: 'Илья',
      middle_name: null,
      email: 'ilya@example.ru',
    })
    expect(updated.json()).toMatchObject({
      first_name: 'Илья',
      middle_name: null,
      email: 'ilya@example.ru',
      user: { full_name: 'Петров Илья', last_name_f: 'Петров И.' },
    })
    expect(
      (await call('PUT', '/api/account/profile', who.auth, { last_name: '', first_name: 'x' }))
        .statusCode,
    ).toBe(422)
    expect(
      (
        await call('PUT', '/api/account/profile', who.auth, {
          last_name: 'a',
          first_name: 'b',
          email: 'not-mail',
        })
      ).statusCode,
    ).toBe(422)
  })

  it('keeps favourites and arrival subscriptions, repeats change nothing', async () => {
    const who = await createCustomer(ctx.db)
    const { part } = await createPart(ctx.db, { stock: 0 })
    expect(
      (await call('POST', '/api/account/favourites', who.auth, { product_uuid: part.id })).json(),
    ).toEqual({ success: true })
    expect(
      (await call('POST', '/api/account/favourites', who.auth, { product_uuid: part.id }))
        .statusCode,
    ).toBe(200)
    const page = (await call('GET', '/api/account/favourites', who.auth)).json()
    expect(page.items.map((p: { uuid: string }) => p.uuid)).toEqual([part.id])
    expect(page.pagination).toEqual({ page: 1, per_page: 24, total: 1, last_page: 1 })
    expect((await call('DELETE', `/api/account/favourites/${part.id}`, who.auth)).statusCode).toBe(
      200,
    )
    expect((await call('DELETE', `/api/account/favourites/${part.id}`, who.auth)).statusCode).toBe(
      404,
    )
    expect(
      (await call('POST', '/api/account/favourites', who.auth, { product_uuid: randomUUID() }))
        .statusCode,
    ).toBe(404)

    const first = await call('POST', '/api/account/inform-receipts', who.auth, {
      product_uuid: part.id,
    })
    expect(first.statusCode).toBe(201)
    const again = await call('POST', '/api/account/inform-receipts', who.auth, {
      product_uuid: part.id,
    })
    expect(again.json().uuid).toBe(first.json().uuid)
    expect(first.json().product).toMatchObject({ uuid: part.id, total_stock: 0 })
    expect((await call('GET', '/api/account/inform-receipts', who.auth)).json().items).toHaveLength(
      1,
    )
    expect(
      (await call('DELETE', `/api/account/inform-receipts/${first.json().uuid}`, who.auth))
        .statusCode,
    ).toBe(200)
    expect((await call('GET', '/api/account/inform-receipts', who.auth)).json().items).toEqual([])
  })

  it('bad input to account calls is a 4xx, never a 500', async () => {
    const who = await createCustomer(ctx.db)
    const cases = [
      call('POST', '/api/recipients', who.auth, { ...recipient, passport_series: '40 10' }),
      call('POST', '/api/recipients', who.auth, { ...recipient, phone: '+7' }),
      call('POST', '/api/recipients/not-a-uuid/show-passport', who.auth),
      call('PUT', '/api/account/addresses/00000000-0000-4000-8000-000000000000', who.auth, {
        city: 'a',
        address: 'b',
        postcode: '12',
      }),
      call('POST', '/api/account/users', who.auth, {
        full_name: 'x'.repeat(300),
        phone: '+79990000001',
      }),
      call('POST', '/api/account/users', who.auth, {
        full_name: 'x',
        phone: '+79990000001',
        permissions: { key: 'order.show' },
      }),
      call('GET', '/api/account/favourites?per_page=1000', who.auth),
      call('DELETE', '/api/account/inform-receipts/zzz', who.auth),
    ]
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, res.body).toBeLessThan(500)
    }
  })
})
