import { describe, expect, it } from 'vitest'
import { orderText } from '../../content/order.ts'
import { emptyOrderForm, toOrderInput, validateOrder } from './order-form.ts'

const key = '0b7c1f6e-2a3d-4e5f-8a9b-0c1d2e3f4a5b'

describe('order form', () => {
  it('pickup needs a branch', () => {
    expect(validateOrder(emptyOrderForm)).toEqual({ 'delivery.branch': orderText.chooseBranch })
    expect(validateOrder({ ...emptyOrderForm, branch: 'krd' })).toEqual({})
  })

  it('a transport company delivery needs the company and a typed city and address', () => {
    const errors = validateOrder({ ...emptyOrderForm, delivery: 'transport_company', city: ' ' })
    expect(Object.keys(errors).sort()).toEqual([
      'delivery.address',
      'delivery.city',
      'delivery.transport_company',
    ])
  })

  it('a saved address replaces the typed city and address', () => {
    const form = {
      ...emptyOrderForm,
      delivery: 'transport_company' as const,
      transportCompany: 'ПЭК',
      addressUuid: 'a1',
      city: 'забыто',
    }
    expect(validateOrder(form)).toEqual({})
    expect(toOrderInput(form, key).delivery).toEqual({
      type: 'transport_company',
      transport_company: 'ПЭК',
      address_uuid: 'a1',
      city: null,
      address: null,
    })
  })

  it('an invoice for a private person asks for a company buyer', () => {
    const errors = validateOrder({ ...emptyOrderForm, branch: 'spb', payment: 'invoice' })
    expect(errors.counterparty_uuid).toBe(orderText.invoiceNeedsBuyer)
  })

  it('a truck chosen goes with the order; none chosen sends no truck at all', () => {
    const truck = '5b0c6f1e-8d2a-4c3b-9e7f-1a2b3c4d5e6f'
    expect(toOrderInput({ ...emptyOrderForm, branch: 'spb', truck }, key).truck_uuid).toBe(truck)
    expect(toOrderInput({ ...emptyOrderForm, branch: 'spb' }, key)).not.toHaveProperty('truck_uuid')
  })

  it('a private person buying for themselves sends nulls and the idempotency key', () => {
    const input = toOrderInput({ ...emptyOrderForm, branch: 'msk', comment: '  ' }, key)
    expect(input).toEqual({
      idempotency_key: key,
      counterparty_uuid: null,
      recipient_uuid: null,
      delivery: { type: 'pickup', branch: 'msk' },
      payment_method: 'card',
      comment: null,
    })
  })
})
