import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { contactsTexts } from '../../../../content/contacts.ts'
import { pageTitles } from '../../../../content/pages.ts'
import { configureCounter, type MetrikaFunction } from '../../../../lib/analytics/reach-goal.ts'
import { ContactsPage } from './ContactsPage.tsx'

function renderInRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return render(<RouterProvider router={router} />)
}

describe('ContactsPage', () => {
  it('shows the address, masked phone, email, hours and the map it is given', async () => {
    renderInRouter(<ContactsPage branchId="krs" map={<p>карта филиала</p>} />)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(pageTitles.kontKrs)
    expect(screen.getByText(/Северное шоссе, д\. 7Б/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'krs@gruzovik.ru' }).getAttribute('href')).toBe(
      'mailto:krs@gruzovik.ru',
    )
    expect(screen.getByText('9:00–18:00')).toBeTruthy()
    expect(screen.getByText('карта филиала')).toBeTruthy()
    // happy-dom reports a desktop screen: the last two digits stay hidden.
    expect(screen.getByRole('button', { name: /\+7 \(391\) 205-17-XX/ })).toBeTruthy()
  })

  it('reveals the number on click and records the contacts goal', async () => {
    const page = { ym: undefined as MetrikaFunction | undefined }
    configureCounter('12345', page, () => {})
    vi.stubGlobal('ym', page.ym)
    renderInRouter(<ContactsPage branchId="msk" />)
    await userEvent.click(await screen.findByRole('button', { name: /\+7 \(495\) 120-38-XX/ }))
    expect(screen.getByRole('link', { name: 'Позвонить +7 (495) 120-38-64' })).toBeTruthy()
    // The counter's queue (Metrika's tag is not loaded in tests) holds the goal.
    expect(page.ym?.a).toContainEqual([12345, 'reachGoal', 'phone_contacts_ps'])
    vi.unstubAllGlobals()
    configureCounter(undefined, {}, () => {})
  })

  it('links the other branches and the service station site', async () => {
    renderInRouter(<ContactsPage branchId="spb" />)
    const nav = await screen.findByRole('navigation', { name: contactsTexts.otherBranches })
    const cities = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(cities).toEqual(['Москва', 'Красноярск', 'Краснодар'])
    const site = screen.getByRole('link', { name: contactsTexts.serviceSite })
    expect(site.getAttribute('href')).toBe('https://sto.gruzovik.ru')
  })
})
