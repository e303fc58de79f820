import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { SMS_RESEND_AFTER_SECONDS } from '@gruzovik/rules'
import { expect, test } from '@playwright/test'

/** Where the server's outbox gateway writes in Playwright runs (DATA_DIR, `.data/e2e` by default). */
export const smsOutboxFile = path.resolve(
  process.env.E2E_DATA_DIR ?? '.data/e2e',
  'sms-outbox.jsonl',
)

interface OutboxLine {
  phone: string
  code: string
  at: string
}

async function readOutbox(): Promise<OutboxLine[]> {
  const text = await readFile(smsOutboxFile, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as OutboxLine)
}

/**
 * The newest code sent to `digits` after `since`, waiting until its line appears: the server
 * answers «Получить код» at once and its job worker writes the SMS a moment later (a gateway
 * failure is retried after about 2 s).
 */
export async function readSmsCode(digits: string, since: Date): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const lines = await readOutbox()
        code = lines
          .filter((line) => line.phone === digits && new Date(line.at) >= since)
          .at(-1)?.code
        return code
      },
      { message: `an SMS code for +${digits} in ${smsOutboxFile}`, timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/)
  return code as string
}

/**
 * Waits until `digits` may be sent a code again: a demo phone another test of this run logged in
 * with less than a minute ago would get 429 and the test would fail for the shared phone, not
 * for the shop. The test's own time limit grows by the wait.
 */
export async function waitOutResend(digits: string, now = () => Date.now()) {
  const last = (await readOutbox()).filter((line) => line.phone === digits).at(-1)
  if (!last) return
  const wait = new Date(last.at).getTime() + (SMS_RESEND_AFTER_SECONDS + 1) * 1000 - now()
  if (wait <= 0) return
  test.info().setTimeout(test.info().timeout + wait)
  await new Promise((resolve) => setTimeout(resolve, wait))
}

/** A phone no earlier run has registered: +7 9XX XXX XX XX from the clock and a random tail. */
export function freshPhone(): { digits: string; typed: string } {
  const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)
  const digits = `79${tail}`
  return { digits, typed: digits.slice(1) }
}

/** Today as the order-success modal shows it: `21 ноября 2026` (Moscow time). */
export function todayInRussian(now = new Date()): string {
  return new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Moscow',
  })
    .format(now)
    .replace(/\s*г\.$/, '')
}
