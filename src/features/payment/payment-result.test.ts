import { describe, expect, it } from 'vitest'
import { paymentText } from '../../content/payment.ts'
import {
  nextStep,
  orderNumberFrom,
  paymentStateOf,
  type ResultKind,
  resultTitle,
} from './payment-result.ts'

describe('payment result pages', () => {
  const card = { payment_method: 'card' } as const
  const back = (kind: ResultKind, checking = false) => ({ kind, checking })

  it('the state comes from the order, never from the page the bank sent the customer to', () => {
    expect(paymentStateOf({ ...card, status: 'wait_pay' }, back('paid'))).toBe('unpaid')
    expect(paymentStateOf({ ...card, status: 'paid' }, back('failed'))).toBe('paid')
    expect(paymentStateOf({ ...card, status: 'work' }, back('failed'))).toBe('paid')
    expect(paymentStateOf({ ...card, status: 'cancelled' }, back('paid'))).toBe('cancelled')
    expect(paymentStateOf({ ...card, status: 'return' }, back('paid'))).toBe('refunded')
    expect(paymentStateOf({ payment_method: 'invoice', status: 'new' }, back('order'))).toBe(
      'invoice',
    )
  })

  it('sent back as paid while the order still waits: checking first, unpaid once the checks end', () => {
    expect(paymentStateOf({ ...card, status: 'wait_pay' }, back('paid', true))).toBe('checking')
    expect(paymentStateOf({ ...card, status: 'wait_pay' }, back('failed', true))).toBe('unpaid')
  })

  it('each state tells its own next step and heading', () => {
    expect(nextStep('invoice')).toBe(paymentText.nextInvoice)
    expect(nextStep('paid')).toBe(paymentText.nextPaid)
    expect(nextStep('unpaid')).toBe(paymentText.nextFailed)
    expect(nextStep('refunded')).toBe(paymentText.nextRefunded)
    expect(resultTitle('paid')).toBe('Оплата прошла успешно')
    expect(resultTitle('unpaid')).toBe('Оплата не прошла')
    expect(resultTitle('checking')).toBe(paymentText.titleChecking)
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
