import { describe, expect, it } from 'vitest'
import { derivedOnce } from './derived-once.ts'

describe('derivedOnce', () => {
  it('derives once per object, and again for a new one', () => {
    let calls = 0
    const lengthOf = derivedOnce((words: string[]) => {
      calls += 1
      return words.length
    })
    const words = ['фильтр', 'помпа']
    expect(lengthOf(words)).toBe(2)
    expect(lengthOf(words)).toBe(2)
    expect(calls).toBe(1)
    expect(lengthOf(['кран'])).toBe(1)
    expect(calls).toBe(2)
  })
})
