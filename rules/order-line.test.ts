import { describe, expect, it } from 'vitest'
import {
  mayMoveOrderLine,
  orderLineMoveBetween,
  orderLineStateOf,
  orderLineStates,
} from './order-line.ts'

describe('order line lifecycle', () => {
  it('a line only moves forward: shipped, cancelled and replaced lines never wait again', () => {
    expect(orderLineMoveBetween('ordered', 'confirmed')).toBe('confirm')
    expect(orderLineMoveBetween('confirmed', 'partly_shipped')).toBe('ship_part')
    expect(orderLineMoveBetween('partly_shipped', 'shipped')).toBe('ship')
    expect(orderLineMoveBetween('ready', 'shipped')).toBe('ship')
    expect(orderLineMoveBetween('confirmed', 'replaced')).toBe('replace')
    for (const to of orderLineStates) {
      expect(mayMoveOrderLine('shipped', to)).toBe(to === 'shipped')
      expect(mayMoveOrderLine('cancelled', to)).toBe(to === 'cancelled')
      expect(mayMoveOrderLine('replaced', to)).toBe(to === 'replaced')
    }
    expect(mayMoveOrderLine('partly_shipped', 'confirmed')).toBe(false)
    expect(mayMoveOrderLine('partly_shipped', 'cancelled')).toBe(false)
  })

  it('a report puts a line in the state its pieces say', () => {
    const report = { ordered: 3, confirmed: 3, shipped: 0, replaced: false, readyForPickup: false }
    expect(orderLineStateOf(report)).toBe('confirmed')
    expect(orderLineStateOf({ ...report, shipped: 1 })).toBe('partly_shipped')
    expect(orderLineStateOf({ ...report, confirmed: 2, shipped: 2 })).toBe('shipped')
    expect(orderLineStateOf({ ...report, readyForPickup: true })).toBe('ready')
    expect(orderLineStateOf({ ...report, confirmed: 0 })).toBe('cancelled')
    expect(orderLineStateOf({ ...report, confirmed: 0, replaced: true })).toBe('replaced')
  })
})
