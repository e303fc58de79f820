import { describe, expect, it } from 'vitest'
import { recipient, useAccountApp } from './account-app.ts'
import { createCustomer } from './commerce-fixtures.ts'

describe('account area: lists and their permissions', () => {
  const ctx = useAccountApp()
  const { call } = ctx

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

  it('validates counterparties: INN length by type and control digits, KPP for legal entities', async () => {
    const who = await createCustomer(ctx.db)
    const legal = {
      type: 'legal',
      title: 'ООО «ТрансЛогистик»',
      inn: '7801234564',
      kpp: '780101001',
      ogrn: '1027800000000',
      legal_address: 'г. Санкт-Петербург',
    }
    const made = await call('POST', '/api/account/contractors', who.auth, legal)
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({
      type: 'legal',
      inn: '7801234564',
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
    const typo = await call('POST', '/api/account/contractors', who.auth, {
      ...legal,
      inn: '7801234565',
    })
    expect(typo.statusCode).toBe(422)
    expect(typo.json().errors).toEqual({ inn: ['ИНН с ошибкой: не сходятся контрольные цифры'] })
    const shortKpp = await call('POST', '/api/account/contractors', who.auth, {
      ...legal,
      kpp: '78010100',
    })
    expect(shortKpp.statusCode).toBe(422)
    expect(shortKpp.json().errors.kpp).toBeDefined()
    const ip = await call('POST', '/api/account/contractors', who.auth, {
      type: 'entrepreneur',
      title: 'ИП Петров',
      inn: '780123456724',
      legal_address: 'СПб',
      kpp: '780101001',
    })
    expect(ip.json().kpp).toBeNull()
    expect((await call('GET', '/api/account/contractors', who.auth)).json().items).toHaveLength(2)
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
