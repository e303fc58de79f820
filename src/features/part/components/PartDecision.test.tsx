import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { crossGroupDetails, partDetails, usedPartDetails } from '../../../testing/fixtures.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { PartPage } from './PartPage.tsx'

vi.mock('../../../api/parts.ts', () => ({
  getPart: vi.fn(async () => ({ is_favourite: false, is_inform_receipt: false })),
}))

const ok = (part = partDetails) => ({ status: 'ok', data: part }) as const

const section = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name })
  return heading.closest('section') as HTMLElement
}

describe('PartPage: what a buyer decides on', () => {
  it('lists every pickup branch with its stock, pickup today where the part lies', async () => {
    renderInShop(<PartPage result={ok()} />)
    const stock = await section('Наличие в филиалах')
    expect(within(stock).getByText('По филиалам: СПб: 3, Москва: 1')).toBeTruthy()
    const branches = within(stock).getAllByRole('listitem')
    expect(branches.map((item) => item.textContent)).toEqual([
      'Санкт-Петербург3 шт.Самовывоз сегодня · Доставка по городу завтра',
      'Москва1 шт.Самовывоз сегодня · Доставка по городу завтра',
      'Красноярскнет на складеСамовывоз через 5 дней · Доставка по городу через 6 дней',
      'Краснодарнет на складеСамовывоз через 4 дня · Доставка по городу через 5 дней',
    ])
  })

  it('shows no branch list for a sold-out part', async () => {
    renderInShop(<PartPage result={ok({ ...partDetails, total_stock: 0 })} />)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('heading', { name: 'Наличие в филиалах' })).toBeNull()
  })

  it('links each model the part fits to that model’s catalogue', async () => {
    renderInShop(<PartPage result={ok()} />)
    const fits = await section('Подходит для')
    const link = within(fits).getByRole('link', { name: 'Запчасти для MAN TGS (2007–н.в.)' })
    expect(link.getAttribute('href')).toBe('/catalog/man/man-tgs')
    expect(within(fits).getAllByRole('link')).toHaveLength(2)
  })

  it('lists the analogs with price, stock and links, and links the cross group', async () => {
    renderInShop(<PartPage result={ok()} crossGroup={crossGroupDetails} />)
    const analogs = await section('Аналоги')
    const numbers = within(analogs).getByRole('list', { name: 'Кросс-номера (артикулы аналогов)' })
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['A-1', 'A-2'])
    const parts = within(analogs).getByRole('list', { name: 'Запчасти-аналоги' })
    const first = within(parts).getAllByRole('listitem')[0] as HTMLElement
    expect(within(first).getByRole('link', { name: 'Запчасть номер 1' }).getAttribute('href')).toBe(
      '/parts/part-0',
    )
    expect(first.textContent).toMatch(/11\s500,50\s₽/)
    expect(first.textContent).toContain('4 шт. в наличии')
    const all = within(analogs).getByRole('link', { name: /^Все аналоги и цены/ })
    expect(all.getAttribute('href')).toBe('/crossgroup/mekhanizm-81')
  })

  it('shows no donor for a new part', async () => {
    renderInShop(<PartPage result={ok()} />)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('heading', { name: 'Снята с машины' })).toBeNull()
  })

  it('names the truck a used part came from and links to that truck’s parts', async () => {
    renderInShop(<PartPage result={ok(usedPartDetails)} />)
    const donor = await section('Снята с машины')
    expect(within(donor).getByText('DAF XF 105 2012 г.')).toBeTruthy()
    expect(within(donor).getByText('2012')).toBeTruthy()
    expect(within(donor).getByText(/950\s000 км/)).toBeTruthy()
    const link = within(donor).getByRole('link', {
      name: 'Все запчасти с этой машины: 42 запчасти',
    })
    expect(link.getAttribute('href')).toBe('/postupleniya_mashin/daf-xf/daf-xf-105-2012-1')
  })
})
