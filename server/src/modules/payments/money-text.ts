/** Kopecks as YooKassa's amount string, "1234.50", without floating-point arithmetic. */
export function kopecksToValue(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new Error(`bad amount ${kopecks}`)
  return `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`
}

/** YooKassa's amount string as kopecks; null if it is not a plain "123.45". */
export function valueToKopecks(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
