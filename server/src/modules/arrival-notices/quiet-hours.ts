/** The shop's clock for notices: its time zone and the night when nothing is sent. */
export interface QuietHours {
  /** An IANA zone, e.g. `Europe/Moscow`. */
  timeZone: string
  /** Minutes after local midnight when the night starts (21:00 → 1260) and ends (09:00 → 540). */
  fromMinute: number
  untilMinute: number
}

/** Local wall-clock fields of an instant in a zone (Intl knows every zone's offsets). */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at)
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    minuteOfDay: field('hour') * 60 + field('minute'),
    second: field('second'),
  }
}

/** The zone's offset from UTC at an instant, in ms (Moscow: +3 h). */
function offsetAt(at: Date, timeZone: string) {
  const w = wallClock(at, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, 0, w.minuteOfDay, w.second)
  return asUtc - Math.floor(at.getTime() / 1000) * 1000
}

/** The instant a local date and minute of day happen in the zone. */
function instantOf(year: number, month: number, day: number, minute: number, timeZone: string) {
  const wall = Date.UTC(year, month - 1, day, 0, minute)
  // Twice: the offset at the first guess may differ from the one at the answer across a DST change.
  const first = wall - offsetAt(new Date(wall), timeZone)
  return new Date(wall - offsetAt(new Date(first), timeZone))
}

/** Whether a local minute of day falls in the night (which may wrap past midnight). */
function isQuiet(minute: number, { fromMinute, untilMinute }: QuietHours) {
  if (fromMinute === untilMinute) return false
  return fromMinute < untilMinute
    ? minute >= fromMinute && minute < untilMinute
    : minute >= fromMinute || minute < untilMinute
}

/**
 * When a notice due `now` may be sent: now by day, the night's end (09:00 local) by night
 * (docs/product.md#arrival-notices).
 */
export function noticeSendableAt(now: Date, quiet: QuietHours): Date {
  const local = wallClock(now, quiet.timeZone)
  if (!isQuiet(local.minuteOfDay, quiet)) return now
  // After the night started (21:00 on) the morning is tomorrow's; after midnight it is today's.
  const tomorrow = local.minuteOfDay >= quiet.untilMinute ? 1 : 0
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day + tomorrow))
  return instantOf(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    quiet.untilMinute,
    quiet.timeZone,
  )
}

/** `HH:MM` → minutes after midnight; throws on anything else (a setting read at start-up). */
export function minuteOfDay(name: string, value: string): number {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim())
  if (!match) throw new Error(`${name} "${value}" is not a time of day like 21:00`)
  return Number(match[1]) * 60 + Number(match[2])
}
