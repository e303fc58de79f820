import { describe, expect, it } from 'vitest'
import { parseQuery, selectiveTerm } from './search-query.ts'

const context = { makes: [{ slug: 'volvo', names: ['Volvo', 'Вольво'] }], vocabulary: [] }

describe('reading a query', () => {
  it('takes «арт» before an article for a marker, not a word every match must have', () => {
    for (const text of ['арт 20514372', 'арт. 20514372', 'Артикул 20514372']) {
      expect(parseQuery(text, context)).toEqual({
        marks: [],
        words: [],
        articles: ['20514372'],
        exact: '20514372',
      })
    }
  })

  it('keeps «арт» as a word when no article follows', () => {
    expect(parseQuery('арт вольво', context)).toMatchObject({ marks: ['volvo'], words: [['арт']] })
  })
})

describe('the term the search index looks up', () => {
  it('is the longest one when another is a prefix of a letter or two', () => {
    expect(selectiveTerm(parseQuery('помпа к', context) ?? fail())).toMatchObject({
      words: [['помпа']],
      articles: [],
    })
    expect(selectiveTerm(parseQuery('форсунка 0 445', context) ?? fail())).toMatchObject({
      words: [['форсунка']],
      articles: [],
    })
  })

  it('is every term when each is long enough, or there is one', () => {
    for (const text of ['фильтр масл', 'колодка', 'к', 'A 0', 'A 003']) {
      expect(selectiveTerm(parseQuery(text, context) ?? fail()), text).toBeNull()
    }
  })
})

function fail(): never {
  throw new Error('the query read as nothing')
}
