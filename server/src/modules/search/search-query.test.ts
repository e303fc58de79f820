import { describe, expect, it } from 'vitest'
import { parseQuery } from './search-query.ts'

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
