import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logoutEverywhere } from '../../../api/auth.ts'
import { ApiError } from '../../../api/errors.ts'
import { readCookie, writeCookie } from '../../../lib/cookies.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { LogoutEverywhere } from './LogoutEverywhere.tsx'

vi.mock('../../../api/auth.ts', () => ({
  logout: vi.fn(async () => ({ success: true })),
  logoutEverywhere: vi.fn(async () => ({ success: true })),
}))

afterEach(() => vi.clearAllMocks())

describe('«Выйти на всех устройствах»', () => {
  it('asks first; confirming revokes every token, logs this device out and reloads', async () => {
    writeCookie('token', 'secret')
    const reload = vi.fn()
    renderInShop(<LogoutEverywhere reload={reload} />, { user: testUser })
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти на всех устройствах' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Выйти на всех устройствах?' })
    expect(dialog.textContent).toContain('включая этот')
    expect(logoutEverywhere).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Выйти везде' }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(logoutEverywhere).toHaveBeenCalledTimes(1)
    expect(readCookie('token')).toBeNull()
  })

  it('«Остаться» changes nothing', async () => {
    writeCookie('token', 'secret')
    const reload = vi.fn()
    renderInShop(<LogoutEverywhere reload={reload} />, { user: testUser })
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти на всех устройствах' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Остаться' }))
    expect(logoutEverywhere).not.toHaveBeenCalled()
    expect(readCookie('token')).toBe('secret')
  })

  it('when the server refuses, this device stays logged in', async () => {
    writeCookie('token', 'secret')
    vi.mocked(logoutEverywhere).mockRejectedValueOnce(new ApiError(500, { message: 'Ошибка' }))
    const reload = vi.fn()
    renderInShop(<LogoutEverywhere reload={reload} />, { user: testUser })
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти на всех устройствах' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти везде' }))
    await waitFor(() => expect(logoutEverywhere).toHaveBeenCalledTimes(1))
    expect(reload).not.toHaveBeenCalled()
    expect(readCookie('token')).toBe('secret')
  })
})
