import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { desktopMenuLabels as labels, shellLabels } from '../../../../content/navigation.ts'
import { DesktopMenu } from './DesktopMenu.tsx'

vi.mock('../../../../api/catalog.ts', async (original) => ({
  ...(await original<typeof import('../../../../api/catalog.ts')>()),
  getMainMenu: vi.fn(async () => ({
    marks: [{ uuid: 'm', title: 'MAN', slug: 'man', sort: 1, link: '/catalog/man' }],
    aggregations: [],
    nodes: [],
    incoming_marks: [{ title: 'Scania', slug: 'scania' }],
  })),
}))

describe('desktop menu', () => {
  it('has the six entries of the spec in order', () => {
    render(<DesktopMenu />)
    const nav = screen.getByRole('navigation', { name: shellLabels.mainNav })
    const names = within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === nav)
      .map((li) => li.firstElementChild?.textContent?.replace('▾', ''))
    expect(names).toEqual([
      labels.catalog,
      labels.buyers,
      labels.arrivals,
      labels.payment,
      labels.delivery,
      labels.contacts,
    ])
  })

  it('Escape closes an open menu and gives focus back to its button', async () => {
    const user = userEvent.setup()
    render(<DesktopMenu />)
    const buyers = screen.getByRole('button', { name: labels.buyers })
    await user.click(buyers)
    expect(buyers.getAttribute('aria-expanded')).toBe('true')
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Оплата')
    await user.keyboard('{Escape}')
    expect(buyers.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(buyers)
    expect(screen.queryByRole('link', { name: 'Гарантия и возврат' })).toBeNull()
  })

  it('a click outside or opening another menu closes the first', async () => {
    const user = userEvent.setup()
    render(
      <>
        <DesktopMenu />
        <p>снаружи</p>
      </>,
    )
    const buyers = screen.getByRole('button', { name: labels.buyers })
    await user.click(buyers)
    await user.click(screen.getByText('снаружи'))
    expect(buyers.getAttribute('aria-expanded')).toBe('false')
    await user.click(buyers)
    await user.click(screen.getByRole('button', { name: labels.arrivals }))
    expect(buyers.getAttribute('aria-expanded')).toBe('false')
    expect(await screen.findByRole('link', { name: 'Scania' })).toHaveProperty(
      'pathname',
      '/razborka/scania',
    )
  })

  it('«Каталог» opens the mega menu (its own chunk) with the makes', async () => {
    const user = userEvent.setup()
    render(<DesktopMenu />)
    await user.click(screen.getByRole('button', { name: labels.catalog }))
    // The lazy chunk is transformed on first import here, which takes a moment.
    const man = await screen.findByRole('link', { name: 'MAN' }, { timeout: 8000 })
    expect(man.getAttribute('href')).toBe('/catalog/man')
  }, 15000)
})
