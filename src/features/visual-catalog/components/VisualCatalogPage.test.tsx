import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { visualModels } from '../../../content/catalog.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { truckZones } from '../truck-zones.ts'
import { VisualCatalogPage } from './VisualCatalogPage.tsx'

describe('VisualCatalogPage', () => {
  it('offers the seven models of the spec and two KAMAZ', () => {
    expect(visualModels).toHaveLength(9)
    expect(new Set(visualModels.map((model) => model.slug)).size).toBe(9)
    expect(visualModels.filter((model) => model.model.startsWith('kamaz-'))).toHaveLength(2)
  })

  it('draws KAMAZ with its nodes linked to the KAMAZ catalogue', async () => {
    const { container } = renderInShop(<VisualCatalogPage slug="kamaz-5490-2018" />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Визуальный каталог КАМАЗ 5490 2018' }),
    ).toBeTruthy()
    const engine = Array.from(container.querySelectorAll('svg a')).find((zone) =>
      zone.getAttribute('aria-label')?.startsWith('Двигатель'),
    )
    expect(engine?.getAttribute('href')).toBe('/catalog/kamaz-5490/dvigatel')
  })

  it('every zone of the drawing links to the catalogue of that model and node', async () => {
    const { container } = renderInShop(<VisualCatalogPage slug="man-tgx-2016" />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Визуальный каталог MAN TGX 2016' }),
    ).toBeTruthy()
    const zones = container.querySelectorAll('svg a')
    expect(zones).toHaveLength(truckZones.length)
    const engine = Array.from(zones).find((zone) =>
      zone.getAttribute('aria-label')?.startsWith('Двигатель'),
    )
    expect(engine?.getAttribute('href')).toBe('/catalog/man-tgx/dvigatel')
    expect(engine?.getAttribute('aria-label')).toBe('Двигатель: запчасти для MAN TGX 2016')
  })

  it('the zones are reachable with Tab in the drawing order', async () => {
    const { container } = renderInShop(<VisualCatalogPage slug="daf-xf-2017" />)
    await screen.findByRole('heading', { level: 1 })
    const first = container.querySelector('svg a')
    ;(first as HTMLElement | null)?.focus()
    expect(document.activeElement).toBe(first)
    await userEvent.tab()
    expect(document.activeElement).toBe(container.querySelectorAll('svg a')[1])
  })

  it('lists the same nodes as ordinary links for small screens', async () => {
    renderInShop(<VisualCatalogPage slug="volvo-fh-2015" />)
    const section = await screen.findByRole('region', { name: 'Узлы машины' })
    const links = within(section).getAllByRole('link')
    expect(links).toHaveLength(truckZones.length)
    expect(links.map((link) => link.getAttribute('href'))).toContain('/catalog/volvo-fh/kabina')
  })

  it('an unknown model shows the not-found state with every model', async () => {
    renderInShop(<VisualCatalogPage slug="belaz-1970" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Модель не найдена' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /\d{4}$/ })).toHaveLength(visualModels.length)
  })
})
