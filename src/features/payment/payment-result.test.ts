import { describe, expect, it } from 'vitest'
import { paymentText } from '../../content/payment.ts'
import { nextStep, orderNumberFrom } from './payment-result.ts'

describe('payment result pages', () => {
  it('each arrival tells its own next step', () => {
    expect(nextStep('order')).toBe(paymentText.nextInvoice)
    expect(nextStep('paid')).toBe(paymentText.nextPaid)
    expect(nextStep('failed')).toBe(paymentText.nextFailed)
  })

  it('reads the order number from the query, numbers too', () => {
    expect(orderNumberFrom({ order: ' 100045 ' })).toBe('100045')
    expect(orderNumberFrom({ order: 100045 })).toBe('100045')
  })

  it('a missing, empty, odd or overlong order query gives no number', () => {
    expect(orderNumberFrom({})).toBeUndefined()
    expect(orderNumberFrom({ order: '  ' })).toBeUndefined()
    expect(orderNumberFrom({ order: ['1', '2'] })).toBeUndefined()
    expect(orderNumberFrom({ order: 'x'.repeat(65) })).toBeUndefined()
  })
})
