import type { Suggestions } from '@gruzovik/machines'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SuggestResponse } from '../../../api/search.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { SearchBox } from './SearchBox.tsx'

const answer: SuggestResponse = {
  history: [
    { uuid: 'h1', query: 'колодки' },
    { uuid: 'h2', query: 'фильтр масляный' },
  ],
  popular: [{ title: 'стартер' }],
  nomenclature_names: [{ title: 'Фильтр воздушный', slug: 'filtr', link: '/catalog/filtr' }],
  cross_groups: [
    {
      slug: 'g1',
      link: '/crossgroup/g1',
      full_title: 'Фильтр MAN',
      images: [],
      articles: ['A1', 'A2'],
      total_stock: 3,
      min_price: 123450,
    },
    {
      slug: 'g2',
      link: '/crossgroup/g2',
      full_title: 'Фильтр DAF',
      images: [],
      articles: ['B1'],
      total_stock: 0,
      min_price: 99900,
    },
  ],
  products: [],
}

function setup(suggestions = vi.fn(async (_s: string): Promise<Suggestions> => answer)) {
  const navigate = vi.fn()
  const deleteHistory = vi.fn(async () => true)
  const view = renderInShop(
    <>
      <SearchBox />
      <p>снаружи</p>
    </>,
    { calls: { suggest: suggestions, deleteHistory }, navigate },
  )
  return { ...view, suggestions, navigate, deleteHistory }
}

describe('SearchBox', () => {
  it('focus opens the suggestions with history, popular, names and cross groups', async () => {
    const { suggestions } = setup()
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Поиск' }))
    const region = await screen.findByRole('region', { name: 'Подсказки поиска' })
    await screen.findByRole('button', { name: 'колодки' })
    expect(suggestions).toHaveBeenCalledWith('')
    expect(region.textContent).toContain('Вы искали')
    expect(screen.getByRole('button', { name: 'колодки' })).toBeDefined()
    expect(screen.getByRole('link', { name: /Фильтр воздушный/ }).getAttribute('href')).toBe(
      '/catalog/filtr',
    )
    expect(screen.getByRole('link', { name: /Фильтр MAN/ }).textContent).toContain(
      'от 1\u00a0234,50\u00a0₽',
    )
    expect(screen.getByRole('link', { name: /Фильтр DAF/ }).textContent).toContain('Нет в наличии')
  })

  it('Enter in a box of spaces opens nothing, even with the mouse resting on a suggestion', async () => {
    const { navigate, router } = setup()
    const box = await screen.findByRole('searchbox', { name: 'Поиск' })
    await userEvent.click(box)
    const link = await screen.findByRole('link', { name: /Фильтр воздушный/ })
    await userEvent.type(box, '   ')
    await userEvent.hover(link)
    await userEvent.keyboard('{Enter}')
    expect(navigate).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/')
    expect(document.activeElement).toBe(box)
  })

  it('typing keeps the dropdown open and asks for suggestions of the text', async () => {
    const { suggestions } = setup()
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Поиск' }), 'фильтр')
    await waitFor(() => expect(suggestions).toHaveBeenCalledWith('фильтр'), { timeout: 2000 })
    expect(screen.getByRole('region', { name: 'Подсказки поиска' })).toBeDefined()
  })

  it('a click outside closes the dropdown', async () => {
    setup()
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Поиск' }))
    await screen.findByRole('region', { name: 'Подсказки поиска' })
    await userEvent.click(screen.getByText('снаружи'))
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull())
  })

  it('Enter goes to /search with the trimmed text, and blank text goes nowhere', async () => {
    const { navigate } = setup()
    const field = await screen.findByRole('searchbox', { name: 'Поиск' })
    await userEvent.type(field, '   {Enter}')
    expect(navigate).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, '  фильтр {Enter}')
    expect(navigate).toHaveBeenCalledWith('/search', { s: 'фильтр' })
  })

  it('removing a history item asks the server and drops it from the grid', async () => {
    const { deleteHistory } = setup()
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Поиск' }))
    await userEvent.click(
      await screen.findByRole('button', { name: 'Удалить из истории: колодки' }),
    )
    expect(deleteHistory).toHaveBeenCalledWith('h1')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'колодки' })).toBeNull())
    expect(screen.getByRole('button', { name: 'фильтр масляный' })).toBeDefined()
  })

  it('a popular query is searched for', async () => {
    const { navigate } = setup()
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Поиск' }))
    await userEvent.click(await screen.findByRole('button', { name: 'стартер' }))
    expect(navigate).toHaveBeenCalledWith('/search', { s: 'стартер' })
  })
})
