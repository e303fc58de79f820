import { describe, expect, it } from 'vitest'
import { useAccountApp } from './account-app.ts'
import { createCustomer, uniquePhone } from './commerce-fixtures.ts'
import { mintToken } from './support/seeded-fixtures.ts'

/** A representative holding only user.show + user.edit tried to take the account over. */
describe('account area: nobody takes an account over', () => {
  const ctx = useAccountApp()
  const { call } = ctx

  async function ownerAndEditor() {
    const owner = await createCustomer(ctx.db)
    const editor = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['user.show', 'user.edit'],
    })
    return { owner, editor }
  }
  const editBody = (phone: string, permissions: string[]) => ({
    full_name: 'Сидоров Пётр Ильич',
    phone: `+${phone}`,
    permissions,
  })

  it('an editor cannot grant themselves more keys, nor change their own keys at all', async () => {
    const { editor } = await ownerAndEditor()
    const url = `/api/account/users/${editor.customer.id}`
    const phone = editor.customer.phone
    const escalate = await call('PUT', url, editor.auth, {
      ...editBody(phone, ['user.show', 'user.edit', 'recipient.show', 'user.create']),
    })
    expect(escalate.statusCode).toBe(403)
    expect(escalate.json().errors.permissions).toEqual([
      'Свои права изменить нельзя: попросите владельца аккаунта',
    ])
    const passports = await call('GET', '/api/recipients', editor.auth)
    expect(passports.statusCode).toBe(403)
  })

  it('an editor cannot give a colleague keys they do not hold themselves', async () => {
    const { owner, editor } = await ownerAndEditor()
    const colleague = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['order.show'],
    })
    const res = await call('PUT', `/api/account/users/${colleague.customer.id}`, editor.auth, {
      ...editBody(colleague.customer.phone, ['order.show', 'recipient.show']),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().errors.permissions).toEqual(['Нельзя выдать права, которых нет у вас самих'])
    // Within their own keys it works.
    const ok = await call('PUT', `/api/account/users/${colleague.customer.id}`, editor.auth, {
      ...editBody(colleague.customer.phone, ['order.show', 'user.show']),
    })
    expect(ok.statusCode).toBe(200)
  })

  it("the owner's phone and keys are the owner's alone, and the owner cannot be deleted", async () => {
    const { owner, editor } = await ownerAndEditor()
    const url = `/api/account/users/${owner.customer.id}`
    const phone = await call('PUT', url, editor.auth, editBody(uniquePhone(), ['order.show']))
    expect(phone.statusCode).toBe(403)
    expect(phone.json().message).toBe('Владельца аккаунта может изменить только он сам')
    const list = (await call('GET', '/api/account/users', editor.auth)).json()
    const ownerRow = list.items.find((u: { uuid: string }) => u.uuid === owner.customer.id)
    expect(ownerRow.allows).toEqual({ edit: false, delete: false })
    const deleter = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['user.show', 'user.delete'],
    })
    expect((await call('DELETE', url, deleter.auth)).statusCode).toBe(403)
    // The owner still logs in with the same token and holds every key.
    const profile = await call('GET', '/api/account/profile', owner.auth)
    expect(profile.statusCode).toBe(200)
  })

  it("changing a person's phone logs that person out everywhere", async () => {
    const { owner } = await ownerAndEditor()
    const colleague = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['order.show'],
    })
    const before = await call('GET', '/api/account/profile', colleague.auth)
    expect(before.statusCode).toBe(200)
    const url = `/api/account/users/${colleague.customer.id}`
    const moved = await call('PUT', url, owner.auth, editBody(uniquePhone(), ['order.show']))
    expect(moved.statusCode).toBe(200)
    expect((await call('GET', '/api/account/profile', colleague.auth)).statusCode).toBe(401)
    // A name change alone keeps them logged in.
    const other = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['order.show'],
    })
    const renamed = await call(
      'PUT',
      `/api/account/users/${other.customer.id}`,
      owner.auth,
      editBody(other.customer.phone, ['order.show']),
    )
    expect(renamed.statusCode).toBe(200)
    expect((await call('GET', '/api/account/profile', other.auth)).statusCode).toBe(200)
  })

  it('«Выйти на всех устройствах» revokes every token of the caller only', async () => {
    const { owner, editor } = await ownerAndEditor()
    const second = { authorization: `Bearer ${await mintToken(ctx.db, owner.customer.id)}` }
    const out = await call('POST', '/api/auth/logout-all', owner.auth)
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ success: true })
    expect(out.headers['set-cookie']).toBeDefined()
    expect((await call('GET', '/api/account/profile', owner.auth)).statusCode).toBe(401)
    expect((await call('GET', '/api/account/profile', second)).statusCode).toBe(401)
    expect((await call('GET', '/api/account/profile', editor.auth)).statusCode).toBe(200)
    expect((await call('POST', '/api/auth/logout-all', {})).statusCode).toBe(401)
  })

  it('answers with personal data are never stored by browsers or proxies', async () => {
    const { owner } = await ownerAndEditor()
    for (const url of ['/api/account/profile', '/api/account/users', '/api/cart', '/api/data']) {
      const res = await call('GET', url, owner.auth)
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
  })
})
