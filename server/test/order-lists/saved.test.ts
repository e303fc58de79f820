import { describe, expect, it } from 'vitest'
import { createCustomer, orderCartByCard } from '../commerce-fixtures.ts'
import { listPart } from '../order-list-fixtures.ts'
import { digits, listApp } from './list-app.ts'

const ctx = listApp()
const { post } = ctx

describe('order from a list', () => {
  describe('saved lists', () => {
    const listBody = (article: string) => ({
      name: 'ТО КАМАЗ 65115 — 30 000 км',
      rows: [
        { article, brand: null, quantity: 2, product_uuid: null },
        { article: 'НЕТ-1', brand: 'КАМАЗ', quantity: 1, product_uuid: null },
      ],
    })

    it('are the company’s: a colleague with list.show sees and resolves them, without it gets 403', async () => {
      const owner = await createCustomer(ctx.db, { name: 'Иванов Иван Иванович' })
      const viewer = await createCustomer(ctx.db, {
        accountId: owner.accountId,
        permissions: ['list.show'],
      })
      const outsider = await createCustomer(ctx.db, {
        accountId: owner.accountId,
        permissions: ['order.show'],
      })
      const stranger = await createCustomer(ctx.db)
      const part = await listPart(ctx.db, { article: digits(), stock: 1 })
      const created = await post('/api/account/lists', owner.auth, listBody(part.article))
      expect(created.statusCode, created.body).toBe(201)
      const list = created.json()
      expect(list).toMatchObject({
        name: 'ТО КАМАЗ 65115 — 30 000 км',
        author: 'Иванов Иван Иванович',
        allows: { edit: true, delete: true },
      })
      const get = (auth: Record<string, string>, url = '') =>
        ctx.app.inject({ method: 'GET', url: `/api/account/lists${url}`, headers: auth })

      const seen = await get(viewer.auth)
      expect(seen.json()).toMatchObject({
        items: [{ uuid: list.uuid, rows_count: 2, allows: { edit: false } }],
        allows: { create: false },
      })
      expect((await get(viewer.auth, `/${list.uuid}`)).json().rows).toEqual(
        listBody(part.article).rows,
      )
      const resolved = await post(`/api/account/lists/${list.uuid}/resolve`, viewer.auth)
      expect(resolved.json().rows.map((r: { status: string }) => r.status)).toEqual([
        'short',
        'not_found',
      ])
      expect((await post('/api/account/lists', viewer.auth, listBody('X'))).statusCode).toBe(403)

      expect((await get(outsider.auth)).statusCode).toBe(403)
      expect(
        (await post(`/api/account/lists/${list.uuid}/resolve`, outsider.auth)).statusCode,
      ).toBe(403)
      expect((await get(stranger.auth)).json().items).toEqual([])
      expect((await get(stranger.auth, `/${list.uuid}`)).statusCode).toBe(404)
      expect((await get({}, '')).statusCode).toBe(401)
    })

    it('are changed and deleted with list.edit; bad input is a 422', async () => {
      const owner = await createCustomer(ctx.db)
      const list = (await post('/api/account/lists', owner.auth, listBody('A1'))).json()
      const put = (payload: object) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/account/lists/${list.uuid}`,
          headers: owner.auth,
          payload,
        })
      const changed = await put({
        name: '  Новый  ',
        rows: [{ article: 'B2', brand: null, quantity: 5, product_uuid: null }],
      })
      expect(changed.json()).toMatchObject({
        name: 'Новый',
        rows: [{ article: 'B2', quantity: 5 }],
      })
      for (const bad of [
        { name: '', rows: [{ article: 'B2', brand: null, quantity: 1, product_uuid: null }] },
        { name: 'x', rows: [] },
        { name: 'x', rows: [{ article: 'B2', brand: null, quantity: 0, product_uuid: null }] },
        { name: 'x', rows: [{ article: 'B2', brand: null, quantity: 1, product_uuid: 'nope' }] },
      ]) {
        expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(422)
      }
      const del = () =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/account/lists/${list.uuid}`,
          headers: owner.auth,
        })
      expect((await del()).json()).toEqual({ success: true })
      expect((await del()).statusCode).toBe(404)
    })

    it('repeats a past order through the same resolution', async () => {
      const buyer = await createCustomer(ctx.db)
      const part = await listPart(ctx.db, { article: digits(), stock: 5 })
      await post('/api/cart/items', buyer.auth, { product_uuid: part.id, quantity: 2 })
      const order = await orderCartByCard(ctx.app, buyer.auth)
      expect(order.statusCode, order.body).toBe(201)
      const { number } = order.json()
      const res = await post(`/api/account/orders/${number}/repeat/resolve`, buyer.auth)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().rows).toEqual([
        expect.objectContaining({
          status: 'found',
          requested: 2,
          quantity: 2,
          part: expect.objectContaining({ part: expect.objectContaining({ uuid: part.id }) }),
        }),
      ])
      const stranger = await createCustomer(ctx.db)
      expect(
        (await post(`/api/account/orders/${number}/repeat/resolve`, stranger.auth)).statusCode,
      ).toBe(404)
    })
  })
})
