import { describe, expect, it } from 'vitest'
import { payingOrder, rememberPayingOrder } from './payment-return.ts'

function memory() {
  const data = new Map<string, string>()
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('payment return', () => {
  it('the order number being paid is found again on return', () => {
    const storage = memory()
    rememberPayingOrder('100045', storage)
    expect(payingOrder(storage)).toBe('100045')
  })

  it('nothing remembered gives no number', () => {
    expect(payingOrder(memory())).toBeUndefined()
  })

  it('a storage that throws loses nothing and crashes nothing', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(() => rememberPayingOrder('1', broken)).not.toThrow()
    expect(payingOrder(broken)).toBeUndefined()
  })
})
