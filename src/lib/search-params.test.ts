import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params.ts'

describe('search params', () => {
  it('reads bracketed keys as arrays and plain keys as strings', () => {
    expect(parseSearch('?marks[]=man&marks[]=daf&s=%D1%82%D0%BE%D1%80%D0%BC%D0%BE%D0%B7')).toEqual({
      marks: ['man', 'daf'],
      s: 'тормоз',
    })
    expect(parseSearch('marks%5B%5D=man')).toEqual({ marks: ['man'] })
  })

  it('writes arrays with brackets and skips empty values', () => {
    expect(stringifySearch({ nomenclatures: ['kolodki'], s: '', page: 2, gone: undefined })).toBe(
      '?nomenclatures[]=kolodki&page=2',
    )
    expect(stringifySearch({})).toBe('')
  })

  it('round-trips text with spaces and symbols', () => {
    const search = { s: '81.50601-6070 & тормоз', marks: ['mercedes-benz'] }
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })
})
