import { describe, expect, it } from 'vitest'
import { estimateShare, type LexemeStats } from './lexeme-shares.ts'
import type { ParsedQuery } from './search-query.ts'

// Shares as ANALYZE gives them: stemmed Russian lexemes and article lexemes as typed.
const stats: LexemeStats = {
  shares: new Map([
    ['тормозн', 0.04],
    ['кран', 0.03],
    ['колодк', 0.005],
    ['колонк', 0.004],
    ['колес', 0.02],
    ['man', 0.12],
    ['фильтр', 0.05],
    ['5490', 0.06],
  ]),
}

const query = (words: string[][], articles: string[] = []): ParsedQuery => ({
  marks: [],
  words,
  articles,
  exact: null,
})

describe('estimateShare', () => {
  it('adds up the common lexemes a prefix begins', () => {
    expect(estimateShare(query([['колод']]), stats)).toBeCloseTo(0.005)
    expect(estimateShare(query([['колодк']]), stats)).toBeCloseTo(0.005)
  })

  it('stems a Russian word as the database does before it looks up its prefix', () => {
    // «коло» is looked up as «кол»: every word beginning so.
    expect(estimateShare(query([['коло']]), stats)).toBeCloseTo(0.029)
    expect(estimateShare(query([['тормозной']]), stats)).toBeCloseTo(0.04)
    expect(estimateShare(query([['тормозного']]), stats)).toBeCloseTo(0.04)
    expect(estimateShare(query([['колодка', 'колодки']]), stats)).toBeCloseTo(0.005)
    // A Latin word loses a few letters at most (the English stemmer).
    expect(estimateShare(query([['mans']]), stats)).toBeCloseTo(0.12)
  })

  it('takes the rarest of several words, as every one must match', () => {
    expect(estimateShare(query([['кран'], ['тормозной']]), stats)).toBeCloseTo(0.03)
    expect(estimateShare(query([['фильтр'], ['стартер']]), stats)).toBe(0)
  })

  it('calls a longer word or article that reaches no common lexeme rare', () => {
    expect(estimateShare(query([['стартер']]), stats)).toBe(0)
    expect(estimateShare(query([], ['815060']), stats)).toBe(0)
    expect(estimateShare(query([], ['5490']), stats)).toBeCloseTo(0.06)
  })

  it('cannot tell a short prefix that reaches none: it may begin thousands of rare ones', () => {
    expect(estimateShare(query([], ['бу00']), stats)).toBeNull()
    expect(estimateShare(query([['бу']]), stats)).toBeNull()
    // The other term still bounds it.
    expect(estimateShare(query([['колодк']], ['бу00']), stats)).toBeCloseTo(0.005)
  })

  it('cannot tell anything before the first statistics', () => {
    expect(estimateShare(query([['кран']]), null)).toBeNull()
    expect(estimateShare(query([['кран']]), { shares: new Map() })).toBeNull()
  })
})
