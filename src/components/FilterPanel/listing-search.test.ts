import { describe, expect, it } from 'vitest'
import { activeFilters, toggleSlug, withFilter } from './listing-search.ts'

describe('listing filters in the address', () => {
  it('a filter change goes back to the first page and keeps the sort and the text', () => {
    expect(withFilter({ sort: 'title', page: 5 }, { in_stock: true })).toEqual({
      sort: 'title',
      in_stock: true,
      page: undefined,
    })
    expect(withFilter({ s: 'поршень', page: 2 }, { condition: 'new' })).toEqual({
      s: 'поршень',
      condition: 'new',
      page: undefined,
    })
  })

  it('toggling the last slug off removes the filter from the address', () => {
    expect(toggleSlug(['man'], 'daf', true)).toEqual(['man', 'daf'])
    expect(toggleSlug(['man', 'daf'], 'man', false)).toEqual(['daf'])
    expect(toggleSlug(['man'], 'man', false)).toBeUndefined()
    expect(toggleSlug(['man'], 'man', true)).toEqual(['man'])
  })

  it('counts the chosen filters, not the sort or the page', () => {
    expect(activeFilters({ sort: 'title', page: 2 })).toBe(0)
    expect(activeFilters({ marks: ['man', 'daf'], condition: 'new', in_stock: true })).toBe(4)
  })
})
