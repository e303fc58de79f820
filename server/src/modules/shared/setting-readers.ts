/** Readers of one environment setting each, shared by every module's `<module>-settings.ts`. */
/** An absolute http(s) address, or '' when unset; anything else stops the start. */
export function httpUrl(name: string, value: string | undefined): string {
  const trimmed = value?.trim() ?? ''
  if (!trimmed) return ''
  let protocol = ''
  try {
    protocol = new URL(trimmed).protocol
  } catch {
    // reported below
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`${name} "${trimmed}" is not an absolute http(s) address`)
  }
  return trimmed
}

/** A whole number > 0, else the default. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

/** A whole number within [min, max], undefined when unset; anything else stops the start. */
export function intSetting(name: string, value: string | undefined, min: number, max: number) {
  const trimmed = value?.trim() ?? ''
  if (!trimmed) return undefined
  const parsed = Number(trimmed)
  if (!/^\d+$/.test(trimmed) || parsed < min || parsed > max) {
    throw new Error(`${name} "${trimmed}" must be a whole number from ${min} to ${max}`)
  }
  return parsed
}

/** A limit setting: a whole number ≥ 0 (0 turns the limit off), else the default. */
export function limit(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0
    ? parsed
    : fallback
}

/** An on/off setting (`on`, `true`, `1` / `off`, `false`, `0`), else the default when unset. */
export function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const trimmed = value?.trim().toLowerCase() ?? ''
  if (!trimmed) return fallback
  if (['on', 'true', '1'].includes(trimmed)) return true
  if (['off', 'false', '0'].includes(trimmed)) return false
  throw new Error(`${name} "${value}" must be on or off`)
}
