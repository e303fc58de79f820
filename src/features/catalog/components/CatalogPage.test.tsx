import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { catalogResponse } from '../../../testing/fixtures.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { CatalogNotFound, CatalogPage } from './CatalogPage.tsx'

const ok = (count: number, total = count) =>
  ({ status: 'ok', data: catalogResponse(count, total) }) as const

describe('CatalogPage', () => {
  it('shows the title, breadcrumbs, a Russian plural count and the cards', async () => {
    renderInShop(<CatalogPage result={ok(21)} search={{}} onSearch={() => {}} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Запчасти для грузовиков: MAN' }),
    ).toBeTruthy()
    expect(screen.getByText('Найдено 21 запчасть')).toBeTruthy()
    const crumbs = screen.getByRole('navigation', { name: 'Навигация по разделам' })
    expect(within(crumbs).getByText('Главная')).toBeTruthy()
    expect(within(crumbs).getByText('MAN')).toBeTruthy()
    expect(
      within(screen.getByRole('list', { name: 'Запчасти' })).getAllByRole('article'),
    ).toHaveLength(21)
  })

  it('counts 5 parts with the genitive plural', async () => {
    renderInShop(<CatalogPage result={ok(5)} search={{}} onSearch={() => {}} />)
    expect(await screen.findByText('Найдено 5 запчастей')).toBeTruthy()
  })

  it('ticking a make filters by it and goes back to the first page', async () => {
    const onSearch = vi.fn()
    renderInShop(
      <CatalogPage result={ok(3)} search={{ page: 2, sort: 'title' }} onSearch={onSearch} />,
    )
    await userEvent.click(await screen.findByRole('checkbox', { name: /DAF/ }))
    expect(onSearch).toHaveBeenCalledWith({ marks: ['daf'], sort: 'title', page: undefined })
  })

  it('unticking the chosen make removes the filter', async () => {
    const onSearch = vi.fn()
    renderInShop(<CatalogPage result={ok(3)} search={{ marks: ['daf'] }} onSearch={onSearch} />)
    const box = await screen.findByRole('checkbox', { name: /DAF/ })
    expect((box as HTMLInputElement).checked).toBe(true)
    await userEvent.click(box)
    expect(onSearch).toHaveBeenCalledWith({ marks: undefined, page: undefined })
  })

  it('a make page ticks its own make; unticking it leaves for the page without it', async () => {
    const onSearch = vi.fn()
    const onLeave = vi.fn()
    renderInShop(
      <CatalogPage
        result={ok(3)}
        search={{ in_stock: true, page: 2 }}
        onSearch={onSearch}
        onLeave={onLeave}
      />,
    )
    const box = await screen.findByRole('checkbox', { name: /MAN/ })
    expect((box as HTMLInputElement).checked).toBe(true)
    await userEvent.click(box)
    expect(onLeave).toHaveBeenCalledWith('/catalog', { in_stock: true, page: undefined })
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('has the one filter panel: in stock first, then condition, makes and part names', async () => {
    renderInShop(<CatalogPage result={ok(3)} search={{}} onSearch={() => {}} />)
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Фильтры' })).closest(
      'details',
    ) as HTMLElement
    const boxes = within(panel).getAllByRole('checkbox')
    expect(boxes[0]?.closest('label')?.textContent).toBe('Только в наличии')
    const groups = within(panel).getAllByRole('group')
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Марки',
      'Наименования',
    ])
  })

  it('in-stock only is a filter in the address', async () => {
    const onSearch = vi.fn()
    renderInShop(<CatalogPage result={ok(3)} search={{}} onSearch={onSearch} />)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Только в наличии' }))
    expect(onSearch).toHaveBeenCalledWith({ in_stock: true, page: undefined })
  })

  it('an empty filtered result says "Ничего не найдено" and offers to reset the filters', async () => {
    const onSearch = vi.fn()
    renderInShop(
      <CatalogPage
        result={ok(0)}
        search={{ condition: 'used', sort: 'price_asc' }}
        onSearch={onSearch}
      />,
    )
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeTruthy()
    const [, reset] = screen.getAllByRole('button', { name: 'Сбросить фильтры' })
    await userEvent.click(reset as HTMLElement)
    expect(onSearch).toHaveBeenCalledWith({ sort: 'price_asc' })
  })

  it('an empty section without filters leads to the whole catalogue', async () => {
    renderInShop(<CatalogPage result={ok(0)} search={{}} onSearch={() => {}} />)
    const link = await screen.findByRole('link', { name: 'Весь каталог' })
    expect(link.getAttribute('href')).toBe('/catalog')
  })

  it('the next page keeps the filters', async () => {
    const onSearch = vi.fn()
    renderInShop(
      <CatalogPage result={ok(24, 100)} search={{ marks: ['man'] }} onSearch={onSearch} />,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Страница 2' }))
    expect(onSearch).toHaveBeenCalledWith({ marks: ['man'], page: 2 })
  })

  it('an unknown section shows the not-found state with a way back', async () => {
    renderInShop(<CatalogNotFound />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Раздел каталога не найден' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Весь каталог' })).toBeTruthy()
  })

  it('a failed load explains what happened and offers a retry', async () => {
    renderInShop(
      <CatalogPage result={{ status: 'error', offline: true }} search={{}} onSearch={() => {}} />,
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/Нет подключения к интернету/)).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy()
  })

  it('the bare catalogue shows the ways in by make, node and unit', async () => {
    const menu = {
      marks: [{ uuid: 'u1', title: 'Scania', slug: 'scania', sort: 1, link: '/catalog/scania' }],
      nodes: [{ uuid: 'u2', title: 'Двигатель', slug: 'dvigatel', icon: null, nomenclatures: [] }],
      aggregations: [{ id: 1, title: 'КПП в сборе', slug: 'kpp' }],
      incoming_marks: [],
    }
    renderInShop(<CatalogPage result={ok(1)} menu={menu} search={{}} onSearch={() => {}} />)
    expect((await screen.findByRole('link', { name: 'Scania' })).getAttribute('href')).toBe(
      '/catalog/scania',
    )
    expect(screen.getByRole('link', { name: 'Двигатель' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'КПП в сборе' })).toBeTruthy()
  })
})
