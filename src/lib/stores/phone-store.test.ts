import { describe, expect, it, vi } from 'vitest'
import type { BranchPhone } from '../../content/branches.ts'
import type { KeyValueStorage } from './persisted.ts'
import {
  callTrackingStorageKey,
  createPhoneStore,
  defaultPhones,
  findPhone,
} from './phone-store.ts'

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  data: Record<string, string>
} {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
    removeItem: (key) => {
      delete data[key]
    },
  }
}

const spb: BranchPhone = { phone_number: '+78123094517', html_class: 'phone_header_SPB' }
const msk: BranchPhone = { phone_number: '+74951203864', html_class: 'phone_header_MSK' }

describe('phone store', () => {
  it('shows the branches’ own numbers when nothing is stored', () => {
    const store = createPhoneStore(memoryStorage(), defaultPhones)
    expect(store.getSnapshot().phones).toHaveLength(5)
    expect(store.getSnapshot().callTrackingKey).toBeNull()
  })

  it('keeps call-tracking numbers and key in local storage under the call-tracking key', () => {
    const storage = memoryStorage()
    const store = createPhoneStore(storage, [spb, msk])
    store.replace([{ phone_number: '+78120000000', html_class: 'ct phone_header_SPB' }], 'client-7')
    const saved = JSON.parse(storage.data[callTrackingStorageKey] ?? '{}')
    expect(saved.callTrackingKey).toBe('client-7')
    expect(saved.phones[0].phone_number).toBe('+78120000000')
    const again = createPhoneStore(storage, [spb, msk])
    expect(again.phoneFor('phone_header_SPB')?.phone_number).toBe('+78120000000')
    expect(again.getSnapshot().callTrackingKey).toBe('client-7')
  })

  it('an answer without valid phones keeps the numbers shown', () => {
    const store = createPhoneStore(memoryStorage(), [spb])
    store.replace([{ phone_number: 42 }, null, 'x'], null)
    expect(store.getSnapshot().phones).toEqual([spb])
  })

  it('broken stored JSON counts as nothing stored', () => {
    const store = createPhoneStore(memoryStorage({ [callTrackingStorageKey]: '{oops' }), [spb])
    expect(store.getSnapshot().phones).toEqual([spb])
  })

  it('a storage that refuses writes does not break replacing', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const store = createPhoneStore(storage, [spb])
    store.replace([msk], 'k')
    expect(store.getSnapshot().phones).toEqual([msk])
  })

  it('tells subscribers about a change', () => {
    const store = createPhoneStore(memoryStorage(), [spb])
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    store.replace([msk], 'k')
    stop()
    store.replace([spb], 'k')
    expect(listener).toHaveBeenCalledOnce()
  })
})

describe('findPhone', () => {
  it('finds the entry whose html_class contains the selector, whole class first', () => {
    const phones = [
      { phone_number: '1', html_class: 'phone_header_SPB_old' },
      { phone_number: '2', html_class: 'tracked phone_header_SPB' },
    ]
    expect(findPhone(phones, 'phone_header_SPB')?.phone_number).toBe('2')
    expect(findPhone(phones, 'header_SPB_old')?.phone_number).toBe('1')
    expect(findPhone(phones, 'phone_header_KRD')).toBeUndefined()
  })
})
