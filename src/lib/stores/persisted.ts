/** Local-storage helpers that never throw: private mode, quotas and bad JSON all degrade to "nothing stored". */

export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The browser's local storage, or null where it is missing or blocked. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}

/** Reads and validates a stored JSON value; anything unreadable counts as absent. */
export function readJson<T>(
  storage: KeyValueStorage | null,
  key: string,
  parse: (value: unknown) => T | null,
): T | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : parse(JSON.parse(raw))
  } catch {
    return null
  }
}

/** Writes a JSON value; returns false instead of throwing when storage refuses it. */
export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  if (!storage) return false
  try {
    storage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
