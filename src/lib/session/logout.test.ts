import { describe, expect, it, vi } from 'vitest'
import { testUser } from '../../testing/render-in-shop.tsx'
import { createAppDataStore } from '../app-data/app-data-store.ts'
import { readCookie, writeCookie } from '../cookies.ts'
import { logoutAndReload } from './logout.ts'

describe('logout', () => {
  it('clears the token and the user and reloads the site root, even when revoking fails', async () => {
    const store = createAppDataStore(null)
    store.setUser(testUser)
    writeCookie('token', 'secret')
    const reload = vi.fn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await logoutAndReload(store, reload, () => Promise.reject(new Error('offline')))
    expect(readCookie('token')).toBeNull()
    expect(store.getSnapshot()?.user).toBeNull()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('Logout failed on the server', expect.any(Error))
    warn.mockRestore()
  })
})
