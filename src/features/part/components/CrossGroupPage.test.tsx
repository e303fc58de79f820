import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { crossGroupDetails } from '../../../testing/fixtures.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { CrossGroupPage } from './CrossGroupPage.tsx'

describe('CrossGroupPage', () => {
  it('shows the group, its articles, "от" the lowest price and its parts', async () => {
    renderInShop(<CrossGroupPage result={{ status: 'ok', data: crossGroupDetails }} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Тормозной механизм MAN TGX' }),
    ).toBeTruthy()
    const articles = screen.getByRole('list', { name: 'Артикулы в группе' })
    expect(within(articles).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByText('от 9 900 ₽')).toBeTruthy()
    expect(screen.getByText('2 запчасти')).toBeTruthy()
    expect(
      within(screen.getByRole('list', { name: 'Запчасти группы' })).getAllByRole('article'),
    ).toHaveLength(2)
  })

  it('a group without stock says "Нет в наличии" instead of a price', async () => {
    const data = { ...crossGroupDetails, total_stock: 0, products: [] }
    renderInShop(<CrossGroupPage result={{ status: 'ok', data }} />)
    expect(await screen.findByText('Нет в наличии')).toBeTruthy()
    expect(screen.queryByText(/^от /)).toBeNull()
    expect(screen.getByRole('heading', { name: 'Ничего не найдено' })).toBeTruthy()
  })
})
