import { useBrowserStore } from '@gruzovik/design-system'
import type { BranchPhone } from '../../content/branches.ts'
import { findPhone, type PhoneStore, phoneStore } from './phone-store.ts'

const noStoredPhones = { phones: [] as readonly BranchPhone[] }
const serverSnapshot = () => noStoredPhones

/** The phone a display shows: the store's entry for its `html_class`, else its own number. */
export function usePhone(fallback: BranchPhone, store: PhoneStore = phoneStore): BranchPhone {
  // The server renders each display's own number; the stored call-tracking numbers follow.
  const { phones } = useBrowserStore(store.subscribe, store.getSnapshot, serverSnapshot)
  const selector = fallback.html_class.split(/\s+/)[0] ?? fallback.html_class
  return findPhone(phones, selector) ?? fallback
}
