import { useSyncExternalStore } from 'react'
import type { BranchPhone } from '../../content/branches.ts'
import { findPhone, type PhoneStore, phoneStore } from './phone-store.ts'

/** The phone a display shows: the store's entry for its `html_class`, else its own number. */
export function usePhone(fallback: BranchPhone, store: PhoneStore = phoneStore): BranchPhone {
  const { phones } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  const selector = fallback.html_class.split(/\s+/)[0] ?? fallback.html_class
  return findPhone(phones, selector) ?? fallback
}
