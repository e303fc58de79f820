import { positiveInt } from '../shared/setting-readers.ts'
import { minuteOfDay, type QuietHours } from './quiet-hours.ts'

/** NOTICE_* settings (docs/configuration.md). */
export interface ArrivalNoticeSettings {
  /** NOTICE_TIME_ZONE, NOTICE_QUIET_FROM, NOTICE_QUIET_UNTIL: no notice by night there. */
  quiet: QuietHours
  /** NOTICE_WINDOW_HOURS: at most one notice per subscription within this many hours. */
  windowHours: number
  /** NOTICE_SENDER_NAME: «Грузовик» in the SMS and as the e-mail's sender name. */
  senderName: string
  /** NOTICE_DISPATCH_SECONDS: how often the dispatcher turns arrivals into notices. */
  dispatchEverySeconds: number
}

function timeZoneFrom(value: string | undefined) {
  const zone = value?.trim() || 'Europe/Moscow'
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
  } catch {
    throw new Error(`NOTICE_TIME_ZONE "${zone}" is not a time zone like Europe/Moscow`)
  }
  return zone
}

export function arrivalNoticeSettingsFrom(env: NodeJS.ProcessEnv): ArrivalNoticeSettings {
  return {
    quiet: {
      timeZone: timeZoneFrom(env.NOTICE_TIME_ZONE),
      fromMinute: minuteOfDay('NOTICE_QUIET_FROM', env.NOTICE_QUIET_FROM || '21:00'),
      untilMinute: minuteOfDay('NOTICE_QUIET_UNTIL', env.NOTICE_QUIET_UNTIL || '09:00'),
    },
    windowHours: positiveInt(env.NOTICE_WINDOW_HOURS, 24),
    senderName: env.NOTICE_SENDER_NAME?.trim() || 'Грузовик',
    dispatchEverySeconds: positiveInt(env.NOTICE_DISPATCH_SECONDS, 5),
  }
}
