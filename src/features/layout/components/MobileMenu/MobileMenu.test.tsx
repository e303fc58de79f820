import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { MainMenu } from '../../../../api/catalog.ts'
import { mobileMenuLabels as labels } from '../../../../content/navigation.ts'
import { createMainMenuStore } from '../../../../lib/stores/main-menu-store.ts'
import MobileMenu from './MobileMenu.tsx'

const data: MainMenu = {
  marks: [{ uuid: 'a', title: 'DAF', slug: 'daf', sort: 1, link: '/catalog/daf' }],
  aggregations: [],
  nodes: [],
  incoming_marks: [{ title: 'Volvo', slug: 'volvo' }],
}

describe('mobile drill-down menu', () => {
  it('steps into the catalogue and the visual catalogue, and «Назад» returns', async () => {
    const user = userEvent.setup()
    render(
      <MobileMenu isOpen onOpenChange={vi.fn()} store={createMainMenuStore(async () => data)} />,
    )
    expect(screen.getByRole('heading', { name: labels.title })).toBeTruthy()
    expect(screen.queryByRole('button', { name: labels.back })).toBeNull()
    await user.click(screen.getByRole('button', { name: labels.catalog }))
    expect(screen.getByRole('heading', { name: labels.catalog })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: labels.visualCatalog }))
    const models = screen.getAllByRole('link')
    expect(models.map((m) => m.textContent)).toEqual([
      'MAN TGX 2016',
      'MAN TGS 2014',
      'Scania R 2013',
      'Volvo FH 2015',
      'DAF XF 2017',
      'Mercedes-Benz Actros 2014',
      'Iveco Stralis 2015',
      'КАМАЗ 5490 2018',
      'КАМАЗ 65115 2015',
    ])
    // Each opens a visual catalogue page that exists.
    expect(models[0]?.getAttribute('href')).toBe('/visual_catalog/man-tgx-2016')
    expect(document.activeElement?.textContent).toContain(labels.back)
    await user.click(screen.getByRole('button', { name: labels.back }))
    await user.click(screen.getByRole('button', { name: labels.back }))
    expect(screen.getByRole('heading', { name: labels.title })).toBeTruthy()
  })

  it('locks page scroll while open', () => {
    render(
      <MobileMenu isOpen onOpenChange={vi.fn()} store={createMainMenuStore(async () => data)} />,
    )
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('makes come from the main-menu call; following one closes the menu', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(
      <MobileMenu
        isOpen
        onOpenChange={onOpenChange}
        store={createMainMenuStore(async () => data)}
      />,
    )
    await user.click(screen.getByRole('button', { name: labels.catalog }))
    await user.click(screen.getByRole('button', { name: labels.marks }))
    const daf = await screen.findByRole('link', { name: 'DAF' })
    expect(daf.getAttribute('href')).toBe('/catalog/daf')
    await user.click(daf)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('a failed load shows a retry on data panels only', async () => {
    const user = userEvent.setup()
    const load = vi.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(data)
    render(<MobileMenu isOpen onOpenChange={vi.fn()} store={createMainMenuStore(load)} />)
    await user.click(screen.getByRole('button', { name: labels.arrivals }))
    await user.click(await screen.findByRole('button', { name: labels.retry }))
    expect(await screen.findByRole('link', { name: 'Volvo' })).toBeTruthy()
  })
})
