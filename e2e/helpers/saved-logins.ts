import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/**
 * Demo customers logged in once per run (e2e/logins.setup.ts) for the journeys that start in
 * their account: a phone gets one SMS code a minute, and each UI login of a phone another test
 * had used waited that minute out. The login dialog itself is walked through by the
 * registrations and by the phone's demo-orders journey (its own phone, logged in only there).
 */
export const savedLoginPhones = ['79990000001', '79990000003', '79990000005'] as const
export type SavedLoginPhone = (typeof savedLoginPhones)[number]

export function savedLoginFile(digits: SavedLoginPhone): string {
  return path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'logins', `${digits}.json`)
}

/** Opens the account as the demo customer, with the login the setup saved. */
export async function openAccountAs(page: Page, digits: SavedLoginPhone) {
  const saved = JSON.parse(await readFile(savedLoginFile(digits), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0]
  }
  await page.context().addCookies(saved.cookies)
  await page.goto('/account')
  await expect(page.getByRole('navigation', { name: 'Меню личного кабинета' })).toBeVisible()
}
