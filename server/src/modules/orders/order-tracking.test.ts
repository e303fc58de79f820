import { describe, expect, it } from 'vitest'
import { lineStateTitles } from './messages.ts'
import { planTracking } from './order-tracking.ts'
import type { ReportedLine, TrackedLine, TrackedOrder, TrackingReport } from './tracking-types.ts'

const order: TrackedOrder = {
  id: 'o1',
  number: 100300,
  paymentMethod: 'invoice',
  details: {
    counterparty: null,
    recipient: null,
    delivery: { type: 'pickup', branch: 'krd' },
    comment: null,
  },
  carrier: null,
  waybill: null,
  shipmentDocuments: [],
  paymentNumberOnec: null,
  paymentDateOnec: null,
}
const line = (
  partId: string,
  state: TrackedLine['state'],
  confirmed: number | null,
): TrackedLine => ({
  partId,
  externalId: `onec-${partId}`,
  article: `A-${partId}`,
  title: `Деталь ${partId}`,
  quantity: 2,
  state,
  confirmedQuantity: confirmed,
  shippedQuantity: 0,
  cancelReason: null,
  replacedBy: null,
  warehouse: null,
  expectedOn: null,
})
const reported = (
  partId: string,
  quantity: number,
  own: Partial<ReportedLine> = {},
): ReportedLine => ({
  externalId: `onec-${partId}`,
  article: `A-${partId}`,
  title: `Деталь ${partId}`,
  quantity,
  shipped: null,
  warehouse: null,
  expectedOn: null,
  cancelReason: null,
  replaces: null,
  ...own,
})
const report = (
  lines: ReportedLine[] | null,
  more: Partial<TrackingReport> = {},
): TrackingReport => ({
  lines,
  readyForPickup: false,
  shippedWhole: false,
  carrier: null,
  waybill: null,
  documents: [],
  payment: null,
  ...more,
})

describe('a status file planned against an order', () => {
  it('a line lost after the confirmation is told on its own; a whole order cancelled is not told line by line', () => {
    const confirmed = [line('a', 'confirmed', 2), line('b', 'confirmed', 2)]
    const lost = planTracking(order, confirmed, report([reported('a', 2)]), lineStateTitles)
    expect(lost.outcome === 'planned' && lost.notices.map((n) => n.move)).toEqual([
      'line_cancelled:b',
    ])
    const whole = planTracking(
      order,
      confirmed,
      report([], { cancelledWhole: true }),
      lineStateTitles,
    )
    expect(whole.outcome === 'planned' && whole.lines.map((l) => l.to)).toEqual([
      'cancelled',
      'cancelled',
    ])
    expect(whole.outcome === 'planned' && whole.notices).toEqual([])
  })

  it('the first confirmation with fewer pieces owes one message naming the change', () => {
    const plan = planTracking(
      order,
      [line('a', 'ordered', null)],
      report([reported('a', 1)]),
      lineStateTitles,
    )
    expect(plan.outcome === 'planned' && plan.notices).toEqual([
      { move: 'confirmed_changes', detail: { changes: 'A-a: 1 из 2 шт.' } },
    ])
  })

  it('a cancelled line 1C sends again is refused with the reason', () => {
    const plan = planTracking(
      order,
      [line('a', 'cancelled', 0)],
      report([reported('a', 2)]),
      lineStateTitles,
    )
    expect(plan).toEqual({
      outcome: 'refused',
      reasons: ['строка арт. A-a: «Отменена» не может стать «Подтверждена»'],
    })
  })

  it('«Готов к выдаче» on a delivery order neither puts its lines on a branch shelf nor tells the buyer so', () => {
    const delivered: TrackedOrder = {
      ...order,
      details: {
        ...order.details,
        delivery: { type: 'transport_company', transport_company: 'ПЭК', city: 'Краснодар' },
      },
    }
    const lines = [line('a', 'confirmed', 2)]
    const plan = planTracking(
      delivered,
      lines,
      report(null, { readyForPickup: true }),
      lineStateTitles,
    )
    expect(plan.outcome === 'planned' && plan.lines).toEqual([])
    expect(plan.outcome === 'planned' && plan.notices).toEqual([])
    const pickup = planTracking(
      order,
      lines,
      report(null, { readyForPickup: true }),
      lineStateTitles,
    )
    expect(pickup.outcome === 'planned' && pickup.lines.map((l) => l.to)).toEqual(['ready'])
  })
})
