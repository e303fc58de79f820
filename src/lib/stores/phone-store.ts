import { type BranchPhone, branches } from '../../content/branches.ts'
import { browserStorage, isRecord, type KeyValueStorage, readJson, writeJson } from './persisted.ts'

/** The phone store lives in local storage under the call-tracking key
 * (docs/product.md#session-and-cookies). */
export const callTrackingStorageKey = 'call_tracking'

export interface PhoneState {
  phones: readonly BranchPhone[]
  callTrackingKey: string | null
}

export function isBranchPhone(value: unknown): value is BranchPhone {
  return (
    isRecord(value) &&
    typeof value.phone_number === 'string' &&
    value.phone_number.trim() !== '' &&
    typeof value.html_class === 'string'
  )
}

function parseState(value: unknown): PhoneState | null {
  if (!isRecord(value)) return null
  const phones = Array.isArray(value.phones) ? value.phones.filter(isBranchPhone) : []
  const key = typeof value.callTrackingKey === 'string' ? value.callTrackingKey : null
  return { phones, callTrackingKey: key }
}

/** The entry whose `html_class` contains the selector, a whole class first
 * (docs/product.md#call-tracking). */
export function findPhone(
  phones: readonly BranchPhone[],
  selector: string,
): BranchPhone | undefined {
  return (
    phones.find((phone) => phone.html_class.split(/\s+/).includes(selector)) ??
    phones.find((phone) => phone.html_class.includes(selector))
  )
}

export type PhoneStore = ReturnType<typeof createPhoneStore>

/**
 * The displayed phones: the branches' own numbers until call tracking replaces them.
 * Subscribable for `useSyncExternalStore`; every change is written through to storage.
 */
export function createPhoneStore(
  storage: KeyValueStorage | null,
  defaults: readonly BranchPhone[],
) {
  const stored = readJson(storage, callTrackingStorageKey, parseState)
  let state: PhoneState = {
    phones: stored?.phones.length ? stored.phones : defaults,
    callTrackingKey: stored?.callTrackingKey ?? null,
  }
  const listeners = new Set<() => void>()
  const set = (next: PhoneState) => {
    state = next
    writeJson(storage, callTrackingStorageKey, state)
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: (): PhoneState => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Call-tracking numbers replace the defaults; an empty or invalid list keeps what is shown. */
    replace(phones: readonly unknown[], callTrackingKey: string | null) {
      const valid = phones.filter(isBranchPhone)
      set({
        phones: valid.length ? valid : state.phones,
        callTrackingKey: callTrackingKey ?? state.callTrackingKey,
      })
    },
    /** The number for a display's selector, or the given fallback. */
    phoneFor(selector: string, fallback?: BranchPhone): BranchPhone | undefined {
      return findPhone(state.phones, selector) ?? fallback
    },
  }
}

export const defaultPhones: readonly BranchPhone[] = branches.flatMap((branch) => branch.phones)

/** The page's one phone store. */
export const phoneStore = createPhoneStore(browserStorage(), defaultPhones)
