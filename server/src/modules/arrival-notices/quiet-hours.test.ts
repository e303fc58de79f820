import { describe, expect, it } from 'vitest'
import { minuteOfDay, noticeSendableAt, type QuietHours } from './quiet-hours.ts'

const moscow: QuietHours = { timeZone: 'Europe/Moscow', fromMinute: 21 * 60, untilMinute: 9 * 60 }
// Moscow is UTC+3 all year (no DST since 2014): 09:00 there is 06:00 UTC.
const at = (iso: string) => new Date(iso)
const sendable = (iso: string, quiet = moscow) => noticeSendableAt(at(iso), quiet).toISOString()

describe('when an arrival notice may be sent', () => {
  it('by day it goes at once', () => {
    expect(sendable('2026-11-28T06:00:00.000Z')).toBe('2026-11-28T06:00:00.000Z') // 09:00
    expect(sendable('2026-11-28T12:30:00.000Z')).toBe('2026-11-28T12:30:00.000Z') // 15:30
    expect(sendable('2026-11-28T17:59:59.000Z')).toBe('2026-11-28T17:59:59.000Z') // 20:59:59
  })

  it('from 21:00 it waits for 09:00 the next morning', () => {
    expect(sendable('2026-11-28T18:00:00.000Z')).toBe('2026-11-29T06:00:00.000Z') // 21:00
    expect(sendable('2026-11-28T20:00:00.000Z')).toBe('2026-11-29T06:00:00.000Z') // 23:00
    expect(sendable('2026-11-28T20:59:59.000Z')).toBe('2026-11-29T06:00:00.000Z') // 23:59:59
  })

  it('after midnight it waits for 09:00 the same day', () => {
    expect(sendable('2026-11-28T21:00:00.000Z')).toBe('2026-11-29T06:00:00.000Z') // 00:00
    expect(sendable('2026-11-29T05:59:00.000Z')).toBe('2026-11-29T06:00:00.000Z') // 08:59
  })

  it('crosses a month and a year end by the local date', () => {
    expect(sendable('2026-12-31T19:00:00.000Z')).toBe('2027-01-01T06:00:00.000Z') // 22:00, 31.12
  })

  it('keeps summer and winter 09:00 apart where the zone has DST', () => {
    const berlin = { ...moscow, timeZone: 'Europe/Berlin' }
    // 23:00 CEST (UTC+2) → 09:00 CEST; 23:00 CET (UTC+1) → 09:00 CET.
    expect(sendable('2026-07-01T21:00:00.000Z', berlin)).toBe('2026-07-02T07:00:00.000Z')
    expect(sendable('2026-11-28T22:00:00.000Z', berlin)).toBe('2026-11-29T08:00:00.000Z')
    // The night the clocks go forward (29.03.2026, 02:00 → 03:00): 09:00 is CEST already.
    expect(sendable('2026-03-28T22:00:00.000Z', berlin)).toBe('2026-03-29T07:00:00.000Z')
  })

  it('a day-time quiet span and no quiet hours at all', () => {
    const lunch = { ...moscow, fromMinute: 13 * 60, untilMinute: 14 * 60 }
    expect(sendable('2026-11-28T10:30:00.000Z', lunch)).toBe('2026-11-28T11:00:00.000Z')
    expect(sendable('2026-11-28T09:30:00.000Z', lunch)).toBe('2026-11-28T09:30:00.000Z')
    const never = { ...moscow, fromMinute: 0, untilMinute: 0 }
    expect(sendable('2026-11-28T20:00:00.000Z', never)).toBe('2026-11-28T20:00:00.000Z')
  })

  it('reads the settings as times of day and refuses anything else', () => {
    expect(minuteOfDay('NOTICE_QUIET_FROM', '21:00')).toBe(1260)
    expect(minuteOfDay('NOTICE_QUIET_UNTIL', '9:30')).toBe(570)
    expect(() => minuteOfDay('NOTICE_QUIET_FROM', '25:00')).toThrow(/NOTICE_QUIET_FROM/)
    expect(() => minuteOfDay('NOTICE_QUIET_FROM', 'вечер')).toThrow(/NOTICE_QUIET_FROM/)
  })
})
