import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { callbackRequests } from '../../db/schema/index.ts'
import { fieldError, tooMany } from '../shared/domain-errors.ts'

export const callbackTexts = {
  nameRequired: 'Укажите имя',
  phoneInvalid: 'Неверный номер телефона',
  tooOften: 'Вы уже оставили заявку, мы скоро перезвоним',
} as const

/** A phone may leave this many requests per window; the count lives in the database. */
export const callbackLimit = { requests: 3, windowMs: 10 * 60_000 }

/**
 * The callback form: stores the request for the branch managers to ring back. Two queries,
 * so no repository of its own.
 */
export function createCallbackService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

  async function countSince(phone: string, since: Date) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(callbackRequests)
      .where(and(eq(callbackRequests.phone, phone), gt(callbackRequests.createdAt, since)))
    return row?.count ?? 0
  }

  return {
    async request(input: { name: string; phone: string; comment?: string | undefined }) {
      const name = input.name.trim()
      if (!name) throw fieldError('name', callbackTexts.nameRequired)
      const phone = input.phone.replace(/\D/g, '')
      if (phone.length < 10 || phone.length > 15) {
        throw fieldError('phone', callbackTexts.phoneInvalid)
      }
      const since = new Date(now().getTime() - callbackLimit.windowMs)
      if ((await countSince(phone, since)) >= callbackLimit.requests) {
        throw tooMany(callbackTexts.tooOften)
      }
      await db
        .insert(callbackRequests)
        .values({ name, phone, comment: input.comment?.trim() || null })
      return { success: true }
    },
  }
}
