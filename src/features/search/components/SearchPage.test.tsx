import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SearchResponse } from '../../../api/search.ts'
import { samplePart } from '../../../testing/fixtures.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { toSearchQuery, validateSearchPage } from '../search-page-query.ts'
import { SearchPage } from './SearchPage.tsx'

const empty: SearchResponse = {
  items: [],
  pagination: { page: 1, per_page: 24, total: 0, last_page: 1 },
  facets: {
    marks: [{ slug: 'man', title: 'MAN', count: 0 }],
    nodes: [],
    nomenclatures: [],
    aggregations: [],
    condition: [],
  },
}

describe('SearchPage', () => {
  it('no result says «Ничего не найдено» with a way to the catalogue', async () => {
    renderInShop(
      <SearchPage
        result={{ status: 'ok', data: empty }}
        search={{ s: 'zzz' }}
        onSearch={() => {}}
      />,
    )
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Весь каталог' })).toBeDefined()
  })

  it('sorts the results by price, from the first page again', async () => {
    const onSearch = vi.fn()
    const found = { ...empty, items: [samplePart], pagination: { ...empty.pagination, total: 1 } }
    renderInShop(
      <SearchPage
        result={{ status: 'ok', data: found }}
        search={{ s: 'фильтр', page: 2 }}
        onSearch={onSearch}
      />,
    )
    await userEvent.click(await screen.findByRole('button', { name: /Сортировка/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Сначала дешевле' }))
    expect(onSearch).toHaveBeenCalledWith({ s: 'фильтр', sort: 'price_asc', page: undefined })
  })

  it('has the catalogue’s filter panel: in stock first, reset keeps the query', async () => {
    const onSearch = vi.fn()
    renderInShop(
      <SearchPage
        result={{ status: 'ok', data: empty }}
        search={{ s: 'фильтр', marks: ['man'] }}
        onSearch={onSearch}
      />,
    )
    const heading = await screen.findByRole('heading', { level: 2, name: 'Фильтры' })
    const panel = heading.closest('details') as HTMLElement
    expect(panel.querySelector('label')?.textContent).toBe('Только в наличии')
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }))
    expect(onSearch).toHaveBeenCalledWith({ s: 'фильтр', page: undefined })
  })

  it('a filter starts again from the first page', async () => {
    const onSearch = vi.fn()
    renderInShop(
      <SearchPage
        result={{ status: 'ok', data: empty }}
        search={{ s: 'фильтр', page: 3 }}
        onSearch={onSearch}
      />,
    )
    await userEvent.click(await screen.findByRole('checkbox', { name: /MAN/ }))
    expect(onSearch).toHaveBeenCalledWith({ s: 'фильтр', marks: ['man'], page: undefined })
  })
})

describe('search page address', () => {
  it('keeps trimmed text, filters and page, and drops what is not valid', () => {
    const search = validateSearchPage({ s: '  фильтр ', marks: ['man', '<x>'], page: '2', x: 1 })
    expect(search).toMatchObject({ s: 'фильтр', marks: ['man'], page: 2 })
    expect(toSearchQuery(search)).toEqual({
      per_page: 24,
      s: 'фильтр',
      'marks[]': ['man'],
      page: 2,
    })
  })

  it('blank text means no search', () => {
    expect(validateSearchPage({ s: '   ' }).s).toBeUndefined()
  })
})
