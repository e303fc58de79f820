import { describe, expect, it } from 'vitest'
import type { ParsedQuery } from './search-query.ts'
import { matchesWithin, termPrefixes, walkFinds, windowOf } from './walk-window.ts'

const query = (words: string[][], articles: string[] = [], marks: string[] = []): ParsedQuery => ({
  marks,
  words,
  articles,
  exact: null,
})

// Lexemes as the own vectors hold them: Russian stems, makes in both spellings, articles.
const window = windowOf(
  [
    { lexemes: ['колодк', 'тормозн', 'kamaz', 'камаз', '5320'], makeId: 'k' },
    { lexemes: ['колесн', 'шпильк', 'man', 'ман', '81506016070'], makeId: 'm' },
    { lexemes: ['колодк', 'колодок', 'барабан', 'kamaz', 'камаз'], makeId: 'k' },
    { lexemes: ['фильтр', 'масл', 'man', 'ман', '815064'], makeId: 'm' },
    { lexemes: ['фильтр', 'топлив', 'kamaz', 'камаз', 'бу000611'], makeId: 'k' },
  ],
  2000,
  new Map([
    ['kamaz', 'k'],
    ['man', 'm'],
  ]),
)

describe('the walk window', () => {
  it('matches word forms by their stems and articles by their prefixes', () => {
    expect(matchesWithin(window, query([['колодка']]), 100)).toBe(2)
    expect(matchesWithin(window, query([['тормозной']]), 100)).toBe(1)
    expect(matchesWithin(window, query([['кол']]), 100)).toBe(3)
    expect(matchesWithin(window, query([], ['815']), 100)).toBe(2)
    expect(matchesWithin(window, query([], ['бу00']), 100)).toBe(1)
  })

  it('counts an entry once when two of its lexemes begin with the prefix', () => {
    expect(matchesWithin(window, query([['колод']]), 100)).toBe(2)
  })

  it('needs every term, any of a term’s spellings, and the makes named', () => {
    expect(matchesWithin(window, query([['фильтр'], ['масла']]), 100)).toBe(1)
    expect(matchesWithin(window, query([['фильтрр', 'фильтр']]), 100)).toBe(2)
    expect(matchesWithin(window, query([['фильтр']], [], ['kamaz']), 100)).toBe(1)
    expect(matchesWithin(window, query([], [], ['kamaz', 'man']), 100)).toBe(5)
    // A make the window does not know (added since it was read) matches none of its entries.
    const unmade = windowOf([{ lexemes: ['фильтр'], makeId: null }], 2000, new Map())
    expect(matchesWithin(unmade, query([['фильтр']], [], ['daf']), 100)).toBe(0)
  })

  it('stops counting at what it needs', () => {
    expect(matchesWithin(window, query([['кол']]), 2)).toBe(2)
  })

  it('drops stop words as the database does, and leaves out Latin words it cannot stem', () => {
    const stopWords = new Set(['по', 'для'])
    expect(termPrefixes(query([['фильтр'], ['по'], ['filter']]), stopWords)).toEqual([['фильтр']])
    expect(termPrefixes(query([['для', 'дло']]), stopWords)).toEqual([['дло']])
    const withStopWords = windowOf(
      [{ lexemes: ['фильтр', 'помп'], makeId: null }],
      2000,
      new Map(),
      stopWords,
    )
    expect(matchesWithin(withStopWords, query([['фильтр'], ['по']]), 100)).toBe(1)
    // Not a stop word there: «по» begins «помп».
    expect(matchesWithin(window, query([['фильтр'], ['по']]), 100)).toBe(0)
  })

  it('tells the walk finds its hundred only when it does, and nothing for another depth', () => {
    expect(walkFinds(window, query([['кол']]), 2000)).toBe(false)
    const many = windowOf(
      Array.from({ length: 300 }, (_, i) => ({
        lexemes: i % 2 ? ['кран'] : ['насос'],
        makeId: null,
      })),
      2000,
      new Map(),
    )
    expect(walkFinds(many, query([['кран']]), 2000)).toBe(true)
    expect(walkFinds(many, query([['кра'], ['насос']]), 2000)).toBe(false)
    expect(walkFinds(many, query([['кран']]), 3000)).toBeNull()
    expect(walkFinds(null, query([['кран']]), 2000)).toBeNull()
  })
})
