import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useAccountApp } from './account-app.ts'
import { createCustomer, uniquePhone } from './commerce-fixtures.ts'

describe('account area: representatives and profile', () => {
  const ctx = useAccountApp()
  const { call } = ctx

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
})
