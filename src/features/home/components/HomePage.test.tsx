import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MainMenu } from '../../../api/catalog.ts'
import type { LoadResult } from '../../../lib/load-result.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { homeArrivals, homeMenu } from '../home-fixtures.ts'
import type { LatestArrivals } from '../latest-arrivals.ts'
import { HomePage } from './HomePage.tsx'

const ok = <T,>(data: T): Promise<LoadResult<T>> => Promise.resolve({ status: 'ok', data })
const failed = <T,>(): Promise<LoadResult<T>> =>
  Promise.resolve({ status: 'error', offline: false })

function renderHome(
  menu: Promise<LoadResult<MainMenu>> = ok(homeMenu),
  arrivals: Promise<LoadResult<LatestArrivals>> = ok(homeArrivals),
) {
  return renderInShop(<HomePage data={{ menu, arrivals }} mobile />)
}

/** The first renders load the router and react-aria: room for a busy 2-core machine. */
const slow = { timeout: 5000 }

const hrefOf = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href') ?? '')

describe('home page', () => {
  it('keeps the shop title as the h1 above the hero search', async () => {
    renderHome()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Запчасти для грузовиков' }, slow),
    ).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'Поиск по названию или артикулу' })).toBeTruthy()
  })

  it('makes are text tiles in their sort order, each to its catalogue page', async () => {
    renderHome()
    const list = await screen.findByRole('list', { name: 'Запчасти по марке' }, slow)
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['MAN', 'Scania', 'KAMAZ'])
    expect(links.map(hrefOf)).toEqual(['/catalog/man', '/catalog/scania', '/catalog/kamaz'])
    expect(within(list).queryByRole('img')).toBeNull()
  })

  it('nodes link to their catalogue view with a drawn icon chosen by the title', async () => {
    renderHome()
    const list = await screen.findByRole('list', { name: 'Запчасти по узлам' }, slow)
    const engine = within(list).getByRole('link', { name: 'Двигатель' })
    expect(hrefOf(engine)).toBe('/catalog/dvigatel')
    expect(engine.querySelector('svg')?.dataset.icon).toBe('engine')
    const brakes = within(list).getByRole('link', { name: 'Тормозная система' })
    expect(brakes.querySelector('svg')?.dataset.icon).toBe('brake')
    // A node nobody drew an icon for still gets one.
    const other = within(list).getByRole('link', { name: 'Прочее' })
    expect(other.querySelector('svg')?.dataset.icon).toBe('part')
  })

  it('assembled units link to the catalogue by their slug', async () => {
    renderHome()
    const list = await screen.findByRole('list', { name: 'Агрегаты в сборе' }, slow)
    expect(hrefOf(within(list).getByRole('link', { name: 'КПП в сборе' }))).toBe(
      '/catalog/kpp-v-sbore',
    )
  })

  it('used arrivals show the newest trucks with photos where they have them', async () => {
    renderHome()
    const trucks = await screen.findByRole('list', { name: 'Последние машины в разборке' }, slow)
    const man = within(trucks).getByRole('link', { name: 'MAN TGX 18.440 2010 г.' })
    expect(hrefOf(man)).toBe('/postupleniya_mashin/man-tgx/man-tgx-18-440-2010-1')
    const [first, second] = within(trucks).getAllByRole('article')
    expect(first?.querySelector('img')?.getAttribute('src')).toBe(
      '/images/trucks/man-tgx-thumb.webp',
    )
    expect(within(first as HTMLElement).getByText('41 запчасть')).toBeTruthy()
    expect(within(first as HTMLElement).getByText('Поступила 1 ноября 2026')).toBeTruthy()
    expect(second?.querySelector('img')).toBeNull()
    expect(within(second as HTMLElement).getByText('Фото скоро появится')).toBeTruthy()
  })

  it('makes in dismantling link to their arrivals with a plural count of trucks', async () => {
    renderHome()
    const marks = await screen.findByRole('list', { name: 'Разборка по маркам' }, slow)
    const man = within(marks).getByRole('link', { name: /MAN/ })
    expect(hrefOf(man)).toBe('/razborka/man')
    expect(within(man).getByText('4 машины')).toBeTruthy()
    expect(within(marks).getByText('1 машина')).toBeTruthy()
    expect(hrefOf(screen.getByRole('link', { name: 'Все поступления' }))).toBe('/razborka')
  })

  it('a failed menu says so with a retry while the arrivals still show', async () => {
    renderHome(failed())
    const alert = await screen.findByRole('alert', undefined, slow)
    expect(alert.textContent).toContain('Не удалось загрузить разделы каталога.')
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy()
    expect(
      await screen.findByRole('list', { name: 'Последние машины в разборке' }, slow),
    ).toBeTruthy()
  })

  it('failed arrivals say so in plain Russian with a retry', async () => {
    renderHome(ok(homeMenu), failed())
    const alert = await screen.findByRole('alert', undefined, slow)
    expect(alert.textContent).toContain('Не удалось загрузить поступления машин.')
    expect(screen.getByRole('list', { name: 'Запчасти по марке' })).toBeTruthy()
  })

  it('no makes in dismantling offers the catalogue instead of an empty box', async () => {
    renderHome(ok(homeMenu), ok({ marks: [], trucks: [] }))
    expect(await screen.findByText(/Сейчас машин в разборке нет/, undefined, slow)).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Последние машины в разборке' })).toBeNull()
  })

  it('an empty catalogue points to the contacts', async () => {
    renderHome(ok({ marks: [], nodes: [], aggregations: [], incoming_marks: [] }))
    expect(await screen.findByText(/Каталог сейчас пуст/, undefined, slow)).toBeTruthy()
    expect(hrefOf(screen.getByRole('link', { name: 'Контакты и телефоны' }))).toBe(
      '/kont_spb_shush',
    )
  })

  it('shows content-shaped placeholders with a status line while data loads', async () => {
    renderHome(new Promise(() => {}), new Promise(() => {}))
    const statuses = await screen.findAllByRole('status', undefined, slow)
    expect(statuses.map((status) => status.textContent)).toEqual([
      'Загружаем каталог…',
      'Загружаем поступления…',
    ])
    expect(screen.queryByRole('list', { name: 'Запчасти по марке' })).toBeNull()
    // The static sections do not wait for the data.
    expect(screen.getByRole('heading', { name: 'Почему покупают у нас' })).toBeTruthy()
  })

  it('why-us lines link to the warranty, delivery, branches and service pages', async () => {
    renderHome()
    const heading = await screen.findByRole('heading', { name: 'Почему покупают у нас' }, slow)
    const section = heading.closest('section') as HTMLElement
    expect(within(section).getAllByRole('link').map(hrefOf)).toEqual([
      '/garantiya_i_vozvrat',
      '/dostavka_usloviya',
      '/kont_spb_shush',
      '/for_sto',
    ])
  })

  it('branches show their phones as call links and a map link opening a new tab', async () => {
    renderHome()
    const heading = await screen.findByRole('heading', { name: 'Филиалы и телефоны' }, slow)
    const section = heading.closest('section') as HTMLElement
    const spb = within(section).getByRole('heading', { name: 'Санкт-Петербург' }).closest('article')
    const card = within(spb as HTMLElement)
    expect(card.getByRole('link', { name: /^Позвонить/ }).getAttribute('href')).toBe(
      'tel:+78123094517',
    )
    const map = card.getByRole('link', { name: /^Открыть на карте/ })
    expect(map.getAttribute('href')).toBe('https://yandex.ru/maps/?pt=30.3631,59.8138&z=17&l=map')
    expect(map.getAttribute('target')).toBe('_blank')
    expect(hrefOf(card.getByRole('link', { name: /^Адрес и часы работы/ }))).toBe('/kont_spb_shush')
    expect(within(section).getAllByRole('article')).toHaveLength(5)
  })
})

describe('hero search', () => {
  it('Enter searches the trimmed text on /search', async () => {
    const { router } = renderHome()
    const field = await screen.findByRole(
      'searchbox',
      { name: 'Поиск по названию или артикулу' },
      slow,
    )
    await userEvent.type(field, '  81.50601-6070  {Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(router.state.location.search).toEqual({ s: '81.50601-6070' })
  })

  it('the Найти button searches too, and blank text goes nowhere', async () => {
    const { router } = renderHome()
    const field = await screen.findByRole(
      'searchbox',
      { name: 'Поиск по названию или артикулу' },
      slow,
    )
    await userEvent.type(field, '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }))
    await userEvent.type(field, '{Enter}')
    expect(router.state.location.pathname).toBe('/')
    await userEvent.type(field, 'колодки')
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ s: 'колодки' }))
  })

  it('is a plain GET form to /search with the text named s', async () => {
    renderHome()
    const field = await screen.findByRole(
      'searchbox',
      { name: 'Поиск по названию или артикулу' },
      slow,
    )
    const form = field.closest('form') as HTMLFormElement
    expect(form.getAttribute('action')).toBe('/search')
    expect(form.getAttribute('method')).toBe('get')
    expect(field.getAttribute('name')).toBe('s')
  })

  it('example articles link to their search', async () => {
    renderHome()
    const examples = await screen.findByRole('list', { name: 'Примеры артикулов' }, slow)
    const link = within(examples).getByRole('link', { name: 'Искать артикул 81.91780-6441' })
    expect(hrefOf(link)).toBe('/search?s=81.91780-6441')
  })
})
