import { describe, expect, it } from 'vitest'
import { hasFilters, toCatalogQuery } from './catalog-query.ts'

describe('catalogue query', () => {
  it('sends the path segments as args[] and the filters by their contract names', () => {
    expect(
      toCatalogQuery(['man', 'tormoznaya-sistema'], {
        marks: ['daf'],
        nomenclatures: ['kolodki'],
        condition: 'used',
        in_stock: true,
        sort: 'price_asc',
        page: 3,
      }),
    ).toEqual({
      'args[]': ['man', 'tormoznaya-sistema'],
      'marks[]': ['daf'],
      'nomenclatures[]': ['kolodki'],
      condition: 'used',
      in_stock: true,
      sort: 'price_asc',
      page: 3,
      per_page: 24,
    })
  })

  it('the bare catalogue asks only for the first page size', () => {
    expect(toCatalogQuery([], {})).toEqual({ per_page: 24 })
  })

  it('sort and page alone are not filters', () => {
    expect(hasFilters({ sort: 'title', page: 2 })).toBe(false)
    expect(hasFilters({ condition: 'new' })).toBe(true)
  })
})
