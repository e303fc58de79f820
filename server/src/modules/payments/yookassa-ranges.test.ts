import { describe, expect, it } from 'vitest'
import { createAddressList } from '../shared/address-list.ts'
import { yookassaNotificationRanges } from './payment-settings.ts'

describe('trusted notification addresses', () => {
  const list = createAddressList(yookassaNotificationRanges)

  it('matches addresses inside the ranges, v4 and v6', () => {
    for (const ip of [
      '185.71.76.0',
      '185.71.76.31',
      '77.75.156.11',
      '77.75.154.200',
      '2a02:5180::1',
    ]) {
      expect(list.has(ip), ip).toBe(true)
    }
  })

  it('an IPv4 address seen on a dual-stack socket counts as IPv4', () => {
    expect(list.has('::ffff:185.71.77.10')).toBe(true)
    expect(list.has('::ffff:10.0.0.1')).toBe(false)
  })

  it('refuses addresses outside and things that are not addresses', () => {
    for (const ip of [
      '185.71.76.32',
      '77.75.156.12',
      '77.75.154.127',
      '2a02:5181::1',
      '127.0.0.1',
      '',
      'x',
    ]) {
      expect(list.has(ip), ip).toBe(false)
    }
  })
})
