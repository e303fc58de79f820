import { describe, expect, it } from 'vitest'
import { hasFilters, toCatalogQuery, toggleSlug, withFilter } from './catalog-query.ts'

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

  it('a filter change goes back to the first page and keeps the sort', () => {
    expect(withFilter({ sort: 'title', page: 5 }, { in_stock: true })).toEqual({
      sort: 'title',
      in_stock: true,
      page: undefined,
    })
  })

  it('toggling the last slug off removes the filter from the address', () => {
    expect(toggleSlug(['man'], 'daf', true)).toEqual(['man', 'daf'])
    expect(toggleSlug(['man', 'daf'], 'man', false)).toEqual(['daf'])
    expect(toggleSlug(['man'], 'man', false)).toBeUndefined()
    expect(toggleSlug(['man'], 'man', true)).toEqual(['man'])
  })

  it('sort and page alone are not filters', () => {
    expect(hasFilters({ sort: 'title', page: 2 })).toBe(false)
    expect(hasFilters({ condition: 'new' })).toBe(true)
  })
})
