import { randomUUID } from 'node:crypto'
import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { createCustomer } from './commerce-fixtures.ts'
import { useOrderApp } from './order-app.ts'

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

describe('«Счёт на оплату» of an invoice order', () => {
  const t = useOrderApp()
  const { call, customerWithCart } = t

  async function invoiceOrder() {
    // 2 × 11 500,00 + a fixed 1 200,00 warranty per piece = 25 400,00
    const who = await customerWithCart([
      { price: 1_150_000, quantity: 2, warranty: { priceType: 'fix', fix: 120_000 } },
    ])
    const buyer = await call('POST', '/api/account/contractors', who.auth, {
      type: 'legal',
      title: 'ООО «Ромашка»',
      inn: '7707083893',
      kpp: '773601001',
      legal_address: 'Москва, ул. Вавилова, д. 19',
    })
    expect(buyer.statusCode).toBe(201)
    const order = await call('POST', '/api/orders', who.auth, {
      idempotency_key: randomUUID(),
      counterparty_uuid: buyer.json().uuid,
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: 'invoice',
    })
    expect(order.statusCode).toBe(201)
    return { who, order: order.json() }
  }

  it('reads back with the buyer, the seller, the total and the sum in words', async () => {
    const { who, order } = await invoiceOrder()
    const res = await call('GET', `/api/orders/${order.number}/invoice.pdf`, who.auth)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toContain('no-store')
    expect(order.cost).toBe(2_540_000)
    const text = await pdfText(res.rawPayload)
    expect(text).toContain(`Счёт на оплату № ${order.number}`)
    expect(text).toContain('ИНН 7707083893')
    expect(text).toContain('КПП 773601001')
    expect(text).toContain('ООО «Ромашка»')
    expect(text).toContain('2 400,00')
    expect(text).toContain('ИНН 7810629431')
    expect(text).toContain('25 400,00')
    expect(text).toContain('Без налога (НДС)')
    expect(text).toContain('Двадцать пять тысяч четыреста рублей 00 копеек')
  })

  it('is only for the order’s account: a stranger gets 404, a visitor 401', async () => {
    const { order } = await invoiceOrder()
    const stranger = await createCustomer(t.db)
    const url = `/api/orders/${order.number}/invoice.pdf`
    const refused = await call('GET', url, stranger.auth)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toBeTruthy()
    expect((await call('GET', url, {})).statusCode).toBe(401)
  })

  it('a card order has no invoice', async () => {
    const who = await customerWithCart([{ price: 10_000, quantity: 1 }])
    const order = await call('POST', '/api/orders', who.auth, {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: 'card',
    })
    expect(order.statusCode).toBe(201)
    const res = await call('GET', `/api/orders/${order.json().number}/invoice.pdf`, who.auth)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Счёт есть только у заказа с оплатой по счёту')
  })
})
