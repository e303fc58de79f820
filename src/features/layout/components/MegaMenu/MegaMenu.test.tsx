import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MainMenu, Nomenclature } from '../../../../api/catalog.ts'
import { megaMenuTexts } from '../../../../content/menu.ts'
import { createMainMenuStore } from '../../../../lib/stores/main-menu-store.ts'
import MegaMenu from './MegaMenu.tsx'

const name = (title: string, slug: string): Nomenclature => ({
  title,
  slug,
  link: `/catalog/${slug}`,
})

const menu: MainMenu = {
  marks: [
    { uuid: 'm2', title: 'Volvo', slug: 'volvo', sort: 2, link: '/catalog/volvo' },
    { uuid: 'm1', title: 'MAN', slug: 'man', sort: 1, link: '/catalog/man' },
  ],
  aggregations: [{ id: 7, title: 'КПП в сборе', slug: 'kpp-v-sbore' }],
  nodes: [
    { uuid: 'n1', title: 'Двигатель', slug: 'dvigatel', icon: null, nomenclatures: [] },
    { uuid: 'n2', title: 'Тормозная система', slug: 'tormoza', icon: null, nomenclatures: [] },
  ],
  incoming_marks: [],
}

const storeWith = (load: () => Promise<MainMenu>) => createMainMenuStore(load)

afterEach(() => {
  vi.useRealTimers()
})

describe('catalogue mega menu', () => {
  it('shows makes in their sort order linking to /catalog/{slug}, and the full catalogue', async () => {
    render(<MegaMenu onNavigate={vi.fn()} store={storeWith(async () => menu)} />)
    const makes = await screen.findByRole('list', { name: megaMenuTexts.byMark })
    const links = within(makes).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['MAN', 'Volvo'])
    expect(links[0]?.getAttribute('href')).toBe('/catalog/man')
    expect(screen.getByRole('link', { name: megaMenuTexts.fullCatalog }).getAttribute('href')).toBe(
      '/catalog',
    )
    await userEvent.click(screen.getByRole('button', { name: megaMenuTexts.aggregations }))
    expect(screen.getByRole('link', { name: 'КПП в сборе' }).getAttribute('href')).toBe(
      '/catalog/kpp-v-sbore',
    )
  })

  it('links every model of the visual catalogue, KAMAZ among them, even before the menu data', async () => {
    render(<MegaMenu onNavigate={vi.fn()} store={storeWith(() => new Promise(() => {}))} />)
    await userEvent.click(screen.getByRole('button', { name: megaMenuTexts.visualCatalog }))
    const models = screen.getByRole('list', { name: megaMenuTexts.visualModels })
    const links = within(models).getAllByRole('link')
    expect(links).toHaveLength(9)
    expect(links[0]?.getAttribute('href')).toBe('/visual_catalog/man-tgx-2016')
    expect(within(models).getByRole('link', { name: 'КАМАЗ 5490 2018' }).getAttribute('href')).toBe(
      '/visual_catalog/kamaz-5490-2018',
    )
  })

  it('a picked node shows its part names by first letter, filtered without regard to case', async () => {
    const loadPartNames = vi.fn(async () => [
      name('Фильтр масляный', 'filtr-maslyanyy'),
      name('Форсунка', 'forsunka'),
      name('Поршень', 'porshen'),
    ])
    const user = userEvent.setup()
    render(
      <MegaMenu
        onNavigate={vi.fn()}
        store={storeWith(async () => menu)}
        loadPartNames={loadPartNames}
      />,
    )
    await user.click(await screen.findByRole('button', { name: megaMenuTexts.byNode }))
    await user.click(screen.getByRole('button', { name: 'Двигатель' }))
    expect(loadPartNames).toHaveBeenCalledWith('dvigatel')
    const groupF = await screen.findByRole('region', { name: 'Ф' })
    expect(
      within(groupF)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Фильтр масляный', 'Форсунка'])
    expect(screen.getByRole('region', { name: 'П' })).toBeTruthy()

    await user.type(screen.getByRole('searchbox'), '  ФИЛЬТР ')
    expect(screen.getAllByRole('link', { name: /Фильтр|Форсунка|Поршень/ })).toHaveLength(1)
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'турбина')
    expect(screen.getByText(megaMenuTexts.nothingFound)).toBeTruthy()
  })

  it('without a node the box asks the server for part names 500 ms after the last key', async () => {
    vi.useFakeTimers()
    const searchPartNames = vi.fn(async (s: string) => [name(`Клапан ${s}`, 'klapan')])
    render(
      <MegaMenu
        onNavigate={vi.fn()}
        store={storeWith(async () => menu)}
        searchPartNames={searchPartNames}
      />,
    )
    await act(async () => {})
    fireEvent.click(screen.getByRole('button', { name: megaMenuTexts.byNode }))
    const box = screen.getByRole('searchbox')
    fireEvent.change(box, { target: { value: 'кла' } })
    await act(async () => vi.advanceTimersByTime(300))
    fireEvent.change(box, { target: { value: ' клапан ' } })
    await act(async () => vi.advanceTimersByTime(499))
    expect(searchPartNames).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(searchPartNames).toHaveBeenCalledExactlyOnceWith('клапан')
    expect(screen.getByRole('link', { name: 'Клапан клапан' }).getAttribute('href')).toBe(
      '/catalog/klapan',
    )
  })

  it('a failed node call is only logged; picking the node again goes back to the name search', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    render(
      <MegaMenu
        onNavigate={vi.fn()}
        store={storeWith(async () => menu)}
        loadPartNames={async () => {
          throw new Error('502')
        }}
      />,
    )
    await user.click(await screen.findByRole('button', { name: megaMenuTexts.byNode }))
    const node = screen.getByRole('button', { name: 'Тормозная система' })
    await user.click(node)
    expect(await screen.findByText(megaMenuTexts.nothingFound)).toBeTruthy()
    expect(error).toHaveBeenCalled()
    await user.click(node)
    expect(node.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByText(megaMenuTexts.chooseNode)).toBeTruthy()
    error.mockRestore()
  })

  it('a failed menu load offers to try again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(menu)
    render(<MegaMenu onNavigate={vi.fn()} store={storeWith(load)} />)
    await userEvent.click(await screen.findByRole('button', { name: megaMenuTexts.retry }))
    expect(await screen.findByRole('link', { name: 'MAN' })).toBeTruthy()
  })

  it('following a link closes the menu', async () => {
    const onNavigate = vi.fn()
    render(<MegaMenu onNavigate={onNavigate} store={storeWith(async () => menu)} />)
    ;(await screen.findByRole('link', { name: 'MAN' })).click()
    expect(onNavigate).toHaveBeenCalledOnce()
  })
})
