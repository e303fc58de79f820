import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { bottomBarLabels, mobileMenuLabels, shellLabels } from '../../../content/navigation.ts'
import { TestAppData } from '../test-providers.tsx'
import { Layout } from './Layout.tsx'

// The footer and menus would call the API: answer as an empty menu.
vi.mock('../../../api/catalog.ts', async (original) => ({
  ...(await original<typeof import('../../../api/catalog.ts')>()),
  getMainMenu: vi.fn(async () => ({ marks: [], aggregations: [], nodes: [], incoming_marks: [] })),
}))

describe('layout', () => {
  it('a page whose code is still loading shows a skeleton in main, with header and footer in place', async () => {
    const Slow = lazy(() => new Promise<{ default: () => null }>(() => {}))
    render(
      <TestAppData>
        <Layout>
          <Slow />
        </Layout>
      </TestAppData>,
    )
    const main = screen.getByRole('main')
    expect(within(main).getByRole('status').textContent).toBe(shellLabels.pageLoading)
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(await screen.findByRole('contentinfo')).toBeTruthy()
  })

  it('renders header, main and footer with no slots filled', async () => {
    render(
      <TestAppData>
        <Layout>
          <h1>Страница</h1>
        </Layout>
      </TestAppData>,
    )
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main').textContent).toContain('Страница')
    // The footer is its own chunk: it arrives just after the page.
    expect(await screen.findByRole('contentinfo')).toBeTruthy()
    expect(screen.getByRole('link', { name: shellLabels.logo }).getAttribute('href')).toBe('/')
  })

  it('puts each slot in its place', () => {
    render(
      <TestAppData>
        <Layout
          search={<input aria-label="поиск-слот" />}
          cartButton={<button type="button">корзина-шапка</button>}
          accountButton={<button type="button">кабинет-шапка</button>}
          barCart={<button type="button">корзина-панель</button>}
          barAccount={<button type="button">кабинет-панель</button>}
          overlays={<div role="dialog" aria-label="оверлей" />}
        >
          <p>содержимое</p>
        </Layout>
      </TestAppData>,
    )
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('textbox', { name: 'поиск-слот' })).toBeTruthy()
    expect(within(header).getByRole('button', { name: 'корзина-шапка' })).toBeTruthy()
    expect(within(header).getByRole('button', { name: 'кабинет-шапка' })).toBeTruthy()
    const bar = screen.getByRole('navigation', { name: bottomBarLabels.nav })
    const items = within(bar)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual([
      bottomBarLabels.home,
      bottomBarLabels.menu,
      'кабинет-панель',
      'корзина-панель',
    ])
    expect(screen.getByRole('dialog', { name: 'оверлей' })).toBeTruthy()
  })

  it('«Меню» in the bottom bar opens the drill-down menu, which closes again', async () => {
    const user = userEvent.setup()
    render(
      <TestAppData>
        <Layout>
          <p>содержимое</p>
        </Layout>
      </TestAppData>,
    )
    const menuButton = within(
      screen.getByRole('navigation', { name: bottomBarLabels.nav }),
    ).getByRole('button', { name: bottomBarLabels.menu })
    await user.click(menuButton)
    const sheet = await screen.findByRole('dialog', { name: mobileMenuLabels.title })
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    await user.click(within(sheet).getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
  })
})
