/** Formatting at the edge of the UI: money arrives as integer kopecks and leaves as text. */

/**
 * Each formatter is built on first use: building one loads locale data (tens of milliseconds
 * on a slow phone), and a page that shows no date should not pay for the date's.
 */
const once = <T>(build: () => T) => {
  let value: T | undefined
  return () => {
    value ??= build()
    return value
  }
}

const rubles = once(() => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' }))
const wholeRubles = once(
  () =>
    new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      maximumFractionDigits: 0,
    }),
)

/** Intl puts a narrow no-break space between groups; one plain no-break space reads the same everywhere. */
const normaliseSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, '\u00a0')

/**
 * `123450` kopecks → `1 234,50 ₽`. `decimals: 'auto'` drops `,00` for whole rubles (card prices);
 * totals always show two decimals (docs/product.md#money).
 */
export function formatPrice(kopecks: number, options: { decimals?: 'always' | 'auto' } = {}) {
  const value = kopecks / 100
  const whole = Number.isInteger(value) && options.decimals === 'auto'
  return normaliseSpaces((whole ? wholeRubles() : rubles()).format(value))
}

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    }),
)

/** `21 ноября 2026`: day, month name in the genitive, year; Moscow time. */
export function formatDate(date: Date | number) {
  return dateFormat()
    .format(date)
    .replace(/\s*г\.$/, '')
}

/** Date of a unix timestamp in seconds (the API's `created_at`). */
export const formatUnixDate = (seconds: number) => formatDate(seconds * 1000)

const dayMonthFormat = once(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      day: '2-digit',
      month: '2-digit',
      timeZone: 'Europe/Moscow',
    }),
)

/** `28.11`: day and month of a unix timestamp in seconds, Moscow time. */
export const formatUnixDayMonth = (seconds: number) => dayMonthFormat().format(seconds * 1000)

const timeFormat = once(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Moscow',
    }),
)

/** `21 ноября 2026, 15:05`: the date as formatDate, then the Moscow time of a unix timestamp. */
export const formatUnixDateTime = (seconds: number) =>
  `${formatUnixDate(seconds)}, ${timeFormat().format(seconds * 1000)}`

const pluralRules = once(() => new Intl.PluralRules('ru-RU'))

/** Russian three-form plural: `plural(21, ['товар', 'товара', 'товаров'])` → `товар`. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]) {
  switch (pluralRules().select(count)) {
    case 'one':
      return one
    case 'few':
      return few
    default:
      return many
  }
}

/** Cuts text at `max` characters and adds an ellipsis (header 10, bottom bar 5). */
export function shortName(text: string, max: number) {
  const chars = Array.from(text.trim())
  // The cut drops the spaces it ends on: «Петров И.…», not «Петров И. …».
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('')
}
