import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useOrderApp } from './order-app.ts'

describe('card payments through the development bank', () => {
  const t = useOrderApp()
  const { call, customerWithCart } = t

  it('pays through the dev provider: bank page, pay → /payment_success, order paid', async () => {
    const who = await customerWithCart([{ price: 12_345, quantity: 1 }])
    const order = (
      await call('POST', '/api/orders', who.auth, {
        idempotency_key: randomUUID(),
        delivery: { type: 'pickup', branch: 'spb' },
        payment_method: 'card',
      })
    ).json()
    const started = await call('POST', `/api/orders/${order.number}/payment`, who.auth)
    expect(started.statusCode).toBe(201)
    const payment = started.json()
    expect(payment).toMatchObject({
      amount: 12_345,
      payment_url: `/dev-bank/${payment.payment_uuid}`,
    })

    const page = await t.app.inject({ url: payment.payment_url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('123,45')
    expect(page.body).toContain('data-result="success"')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    // The buttons work once the page's script has run: disabled until it enables them.
    expect(page.body).toContain('data-result="success" disabled')
    const script = await t.app.inject({ url: '/dev-bank/script.js' })
    expect(script.body).toContain('button.disabled = false')

    const done = await call(
      'POST',
      `/api/payments/${payment.payment_uuid}/complete`,
      {},
      { result: 'success' },
    )
    expect(done.json()).toEqual({
      status: 'paid',
      redirect: '/payment_success',
    })
    // a late "fail" does not undo the payment
    const late = await call(
      'POST',
      `/api/payments/${payment.payment_uuid}/complete`,
      {},
      { result: 'failed' },
    )
    expect(late.json().status).toBe('paid')
    expect((await call('GET', `/api/orders/${order.number}`, who.auth)).json()).toMatchObject({
      status: 'paid',
      allows: { pay: false },
    })
    expect((await call('POST', `/api/orders/${order.number}/payment`, who.auth)).statusCode).toBe(
      422,
    )
  })

  it('a failed payment returns to /payment_failed and the order still waits for payment', async () => {
    const who = await customerWithCart([{ price: 1_000, quantity: 1 }])
    const order = (
      await call('POST', '/api/orders', who.auth, {
        idempotency_key: randomUUID(),
        delivery: { type: 'pickup', branch: 'spb' },
        payment_method: 'card',
      })
    ).json()
    const payment = (await call('POST', `/api/orders/${order.number}/payment`, who.auth)).json()
    const failed = await call(
      'POST',
      `/api/payments/${payment.payment_uuid}/complete`,
      {},
      { result: 'failed' },
    )
    expect(failed.json()).toEqual({
      status: 'failed',
      redirect: '/payment_failed',
    })
    expect((await call('GET', `/api/orders/${order.number}`, who.auth)).json().status).toBe(
      'wait_pay',
    )
    expect(
      (await call('POST', `/api/payments/${randomUUID()}/complete`, {}, { result: 'success' }))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await call(
          'POST',
          `/api/payments/${payment.payment_uuid}/complete`,
          {},
          { result: 'maybe' },
        )
      ).statusCode,
    ).toBe(422)
    expect((await t.app.inject({ url: '/dev-bank/not-a-uuid' })).statusCode).toBe(404)
  })
})
