import { expect, test } from '@playwright/test'
import { savedLoginFile, savedLoginPhones } from './helpers/saved-logins.ts'
import { readSmsCode, waitOutResend } from './helpers/sms-outbox.ts'

// Each demo customer the account journeys start as logs in once, through the API, with the code
// from the server's outbox; the journeys take the `token` cookie (helpers/saved-logins.ts).
for (const digits of savedLoginPhones) {
  test(`the demo customer +${digits} logs in`, async ({ request }) => {
    await waitOutResend(digits)
    const sentAt = new Date(Date.now() - 1000)
    const sent = await request.post('/api/auth/login/send-sms', { data: { phone: `+${digits}` } })
    expect(sent.status()).toBe(200)
    const code = await readSmsCode(digits, sentAt)
    const login = await request.post('/api/auth/login', { data: { phone: `+${digits}`, code } })
    expect(login.status()).toBe(200)
    const state = await request.storageState({ path: savedLoginFile(digits) })
    expect(state.cookies.map((cookie) => cookie.name)).toContain('token')
  })
}
