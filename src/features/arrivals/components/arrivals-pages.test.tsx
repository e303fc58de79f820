import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ArrivalPage, ArrivalTruckDetails } from '../../../api/arrivals.ts'
import { partList } from '../../../testing/fixtures.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { ArrivalMarksPage } from './ArrivalMarksPage.tsx'
import { ArrivalsByMarkNotFound, ArrivalsByMarkPage } from './ArrivalsByMarkPage.tsx'
import { TruckPage } from './TruckPage.tsx'

const daf = { title: 'DAF', slug: 'daf', link: '/razborka/daf', trucks_count: 3 }
const truck: ArrivalPage['items'][number] = {
  slug: 'daf-xf105-2012-vin-1234',
  model: 'xf105',
  title: 'DAF XF105 2012',
  year: 2012,
  mileage_km: 980_000,
  arrived_at: '2026-10-01',
  link: '/postupleniya_mashin/xf105/daf-xf105-2012-vin-1234',
  image: null,
  parts_count: 21,
}
const page = (items = [truck], lastPage = 1): ArrivalPage => ({
  mark: daf,
  items,
  pagination: { page: 1, per_page: 24, total: items.length, last_page: lastPage },
})

describe('used arrivals pages', () => {
  it('/razborka lists makes with a plural count of trucks', async () => {
    const marks = [
      daf,
      { ...daf, title: 'MAN', slug: 'man', link: '/razborka/man', trucks_count: 1 },
    ]
    renderInShop(<ArrivalMarksPage result={{ status: 'ok', data: marks }} />)
    const link = await screen.findByRole('link', { name: /DAF/ })
    expect(link.getAttribute('href')).toBe('/razborka/daf')
    expect(within(link).getByText('3 машины')).toBeTruthy()
    expect(screen.getByText('1 машина')).toBeTruthy()
  })

  it('/razborka with no trucks says "Ничего не найдено" and leads to the catalogue', async () => {
    renderInShop(<ArrivalMarksPage result={{ status: 'ok', data: [] }} />)
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeTruthy()
  })

  it("a make's page shows its trucks with year, mileage, arrival date and parts count", async () => {
    renderInShop(<ArrivalsByMarkPage result={{ status: 'ok', data: page() }} onPage={() => {}} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Разборка DAF' })).toBeTruthy()
    const link = screen.getByRole('link', { name: 'DAF XF105 2012' })
    expect(link.getAttribute('href')).toBe(truck.link)
    expect(screen.getByText('980 000 км')).toBeTruthy()
    expect(screen.getByText('1 октября 2026')).toBeTruthy()
    expect(screen.getByText('21 запчасть')).toBeTruthy()
  })

  it("a make's page pages through its trucks", async () => {
    const onPage = vi.fn()
    renderInShop(
      <ArrivalsByMarkPage result={{ status: 'ok', data: page([truck], 3) }} onPage={onPage} />,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Страница 2' }))
    expect(onPage).toHaveBeenCalledWith(2)
  })

  it('an unknown make shows the not-found state with a way back to all makes', async () => {
    renderInShop(<ArrivalsByMarkNotFound />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Марка не найдена' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Все марки в разборке' })).toBeTruthy()
  })

  it("a truck's page shows the truck and the parts taken off it", async () => {
    const details: ArrivalTruckDetails = {
      ...truck,
      mark: daf,
      description: 'Двигатель MX-340, пробег 980 000 км.',
      images: [],
      parts: partList(3),
    }
    renderInShop(<TruckPage result={{ status: 'ok', data: details }} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'DAF XF105 2012' })).toBeTruthy()
    expect(screen.getByText('Двигатель MX-340, пробег 980 000 км.')).toBeTruthy()
    const parts = screen.getByRole('list', { name: 'Запчасти с этой машины' })
    expect(within(parts).getAllByRole('article')).toHaveLength(3)
  })

  it('a failed load of a truck offers a retry', async () => {
    renderInShop(<TruckPage result={{ status: 'error', offline: false }} />)
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeTruthy()
  })
})
