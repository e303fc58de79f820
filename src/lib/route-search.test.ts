import { describe, expect, it } from 'vitest'
import { validateCatalogSearch, validatePageSearch, validateTextSearch } from './route-search.ts'
import { parseSearch, stringifySearch } from './search-params.ts'

const empty = {
  marks: undefined,
  nomenclatures: undefined,
  sort: undefined,
  condition: undefined,
  in_stock: undefined,
  page: undefined,
}

describe('route search validation', () => {
  it('keeps search text and drops blank text', () => {
    expect(validateTextSearch({ s: 'колодки MAN' })).toEqual({ s: 'колодки MAN' })
    expect(validateTextSearch({ s: '   ' })).toEqual({ s: undefined })
    expect(validateTextSearch({ s: ['a'] })).toEqual({ s: undefined })
  })

  it('reads catalogue filters as slug lists and a positive page', () => {
    expect(
      validateCatalogSearch({ marks: ['man', 'daf'], nomenclatures: 'kolodki', page: '3' }),
    ).toEqual({ ...empty, marks: ['man', 'daf'], nomenclatures: ['kolodki'], page: 3 })
  })

  it('ignores values that are not slugs or pages', () => {
    expect(validateCatalogSearch({ marks: ['<script>', ''], page: '-1' })).toEqual(empty)
    expect(validateCatalogSearch({ page: '2.5' }).page).toBeUndefined()
    expect(validateCatalogSearch({ page: '99999999' }).page).toBeUndefined()
  })

  it('drops repeated slugs so a filter is never doubled', () => {
    expect(validateCatalogSearch({ marks: ['man', 'man', 'daf'] }).marks).toEqual(['man', 'daf'])
  })

  it('reads sort, condition and in-stock and leaves defaults out of the address', () => {
    expect(
      validateCatalogSearch({ sort: 'price_asc', condition: 'used', in_stock: 'true' }),
    ).toEqual({ ...empty, sort: 'price_asc', condition: 'used', in_stock: true })
    expect(validateCatalogSearch({ sort: 'relevance', page: '1' })).toEqual(empty)
    expect(
      validateCatalogSearch({ sort: 'cheap', condition: 'broken', in_stock: 'false' }),
    ).toEqual(empty)
  })

  it('survives a round trip through the address (reload, back and forward)', () => {
    const search = validateCatalogSearch({
      marks: ['man', 'daf'],
      nomenclatures: ['kolodki'],
      sort: 'title',
      condition: 'new',
      in_stock: true,
      page: 4,
    })
    const again = validateCatalogSearch(parseSearch(stringifySearch({ ...search })))
    expect(again).toEqual(search)
    expect(stringifySearch({ ...search })).toContain('marks[]=man&marks[]=daf')
  })

  it('reads a page for plain paged lists', () => {
    expect(validatePageSearch({ page: '2' })).toEqual({ page: 2 })
    expect(validatePageSearch({ page: 'x' })).toEqual({ page: undefined })
  })
})
