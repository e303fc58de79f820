import { describe, expect, it, vi } from 'vitest'
import type { Order, OrderInput } from '../../api/orders.ts'
import { type PlaceOrderDeps, placeOrder } from './place-order.ts'

const input = (payment_method: OrderInput['payment_method']): OrderInput => ({
  idempotency_key: '0b7c1f6e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
  delivery: { type: 'pickup', branch: 'spb' },
  payment_method,
  counterparty_uuid: payment_method === 'invoice' ? 'c1' : null,
})

function deps(overrides: Partial<PlaceOrderDeps> = {}) {
  return {
    createOrder: vi.fn(async () => ({ number: 'А-17' }) as Order),
    createOrderPayment: vi.fn(async () => ({
      payment_uuid: 'p1',
      payment_url: '/dev-bank/p1',
      amount: 100,
    })),
    navigate: vi.fn(),
    assign: vi.fn(),
    remember: vi.fn(),
    origin: 'https://gruzovik.example',
    ...overrides,
  }
}

describe('placing an order', () => {
  it('an invoice order goes to the order success page with its number', async () => {
    const d = deps()
    expect((await placeOrder(input('invoice'), d)).leftForPayment).toBe(false)
    expect(d.createOrderPayment).not.toHaveBeenCalled()
    expect(d.navigate).toHaveBeenCalledWith('/order_success?order=%D0%90-17')
  })

  it("a card order goes to the provider's bank page", async () => {
    const d = deps()
    expect((await placeOrder(input('card'), d)).leftForPayment).toBe(true)
    expect(d.createOrderPayment).toHaveBeenCalledWith('А-17')
    expect(d.assign).toHaveBeenCalledWith('/dev-bank/p1')
    expect(d.remember).toHaveBeenCalledWith('А-17')
  })

  it('a payment that cannot start shows the failed page for the saved order', async () => {
    const d = deps({ createOrderPayment: vi.fn(async () => Promise.reject(new Error('500'))) })
    await placeOrder(input('card'), d)
    expect(d.assign).not.toHaveBeenCalled()
    expect(d.navigate).toHaveBeenCalledWith('/payment_failed?order=%D0%90-17')
  })

  it('a javascript: payment address is never followed', async () => {
    const d = deps({
      createOrderPayment: vi.fn(async () => ({
        payment_uuid: 'p1',
        payment_url: 'javascript:alert(1)',
        amount: 1,
      })),
    })
    await placeOrder(input('card'), d)
    expect(d.assign).not.toHaveBeenCalled()
    expect(d.navigate).toHaveBeenCalledWith('/payment_failed?order=%D0%90-17')
  })

  it('a failed order creation is passed on and goes nowhere', async () => {
    const d = deps({ createOrder: vi.fn(async () => Promise.reject(new Error('422'))) })
    await expect(placeOrder(input('card'), d)).rejects.toThrow('422')
    expect(d.navigate).not.toHaveBeenCalled()
  })
})
