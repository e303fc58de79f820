import { describe, expect, it } from 'vitest'
import { addressListSetting } from './address-list.ts'

describe('a setting of addresses', () => {
  it('reads a setting of addresses and CIDRs, and stops the start on anything else', () => {
    expect(addressListSetting('METRICS_ALLOW', ' 10.0.0.0/8 , ::1 ,')).toEqual([
      '10.0.0.0/8',
      '::1',
    ])
    expect(addressListSetting('METRICS_ALLOW', undefined)).toEqual([])
    expect(() => addressListSetting('REQUEST_ID_FROM', '10.0.0.0/40, balancer.local')).toThrow(
      'REQUEST_ID_FROM has entries that are not IP addresses or CIDRs: 10.0.0.0/40, balancer.local',
    )
    expect(() => addressListSetting('X', '::1/129')).toThrow(/::1\/129/)
    expect(() => addressListSetting('X', '10.0.0.1/8/1')).toThrow(/10\.0\.0\.1\/8\/1/)
  })
})
