import { logout, logoutEverywhere } from '../../api/auth.ts'
import type { AppDataStore } from '../app-data/app-data-store.ts'
import { deleteCookie } from '../cookies.ts'

/** Logout (docs/product.md#logout): revoke on the server, clear the token for its domain, reload
 * the root. */
export async function logoutAndReload(
  store: AppDataStore,
  reload: () => void = () => window.location.assign('/'),
  revoke: () => Promise<unknown> = () => logout(),
) {
  const domain = store.getSnapshot()?.jwt_domain ?? undefined
  try {
    await revoke()
  } catch (error) {
    // Only logged: the local logout goes on regardless.
    console.warn('Logout failed on the server', error)
  }
  deleteCookie('token', domain)
  store.setUser(null)
  reload()
}

/**
 * «Выйти на всех устройствах»: only once the server has revoked every token is this device
 * logged out too; a failure reaches the caller and leaves the customer logged in here.
 */
export async function logoutEverywhereAndReload(
  store: AppDataStore,
  reload: () => void = () => window.location.assign('/'),
  revoke: () => Promise<unknown> = () => logoutEverywhere(),
) {
  await revoke()
  deleteCookie('token', store.getSnapshot()?.jwt_domain ?? undefined)
  store.setUser(null)
  reload()
}
