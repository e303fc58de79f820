import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { AccountSidebar } from './AccountSidebar.tsx'

const user = {
  ...testUser,
  full_name: 'Кузнецов Андрей Викторович',
  ns: 'КА',
  account: { external_id_onec: '000457' },
  permissions: ['order.show', 'favourite.show'],
}

describe('account sidebar', () => {
  it('shows initials, the full name and the external account id', async () => {
    renderInShop(<AccountSidebar user={user} />)
    expect(await screen.findByText('КА')).toBeTruthy()
    expect(screen.getByText('Кузнецов Андрей Викторович')).toBeTruthy()
    expect(screen.getByText('Код клиента: 000457')).toBeTruthy()
  })

  it('lists only permitted items and hides a group left empty', async () => {
    renderInShop(<AccountSidebar user={user} />)
    const nav = await screen.findByRole('navigation', { name: 'Меню личного кабинета' })
    expect(nav.textContent).toContain('Ожидают оплаты')
    expect(nav.textContent).toContain('Избранное')
    expect(nav.textContent).not.toContain('Получатели')
    expect(screen.queryByRole('heading', { name: 'Компания' })).toBeNull()
  })

  it('marks the current page in the menu', async () => {
    renderInShop(<AccountSidebar user={user} />, { url: '/account/favourites' })
    const link = await screen.findByRole('link', { name: 'Избранное' })
    expect(link.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Все заказы' }).getAttribute('aria-current')).toBeNull()
  })
})
