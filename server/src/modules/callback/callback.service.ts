import { fieldError, HttpError } from '../../http/http-error.ts'
import type { CallbackRepository } from './callback.repository.ts'

export const callbackTexts = {
  nameRequired: 'Укажите имя',
  phoneInvalid: 'Неверный номер телефона',
  tooOften: 'Вы уже оставили заявку, мы скоро перезвоним',
} as const

/** A phone may leave this many requests per window; the count lives in the database. */
export const callbackLimit = { requests: 3, windowMs: 10 * 60_000 }

/** The callback form: stores the request for the branch managers to ring back. */
export function createCallbackService(deps: { callbacks: CallbackRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date())
  return {
    async request(input: { name: string; phone: string; comment?: string | undefined }) {
      const name = input.name.trim()
      if (!name) throw fieldError('name', callbackTexts.nameRequired)
      const phone = input.phone.replace(/\D/g, '')
      if (phone.length < 10 || phone.length > 15) {
        throw fieldError('phone', callbackTexts.phoneInvalid)
      }
      const since = new Date(now().getTime() - callbackLimit.windowMs)
      if ((await deps.callbacks.countSince(phone, since)) >= callbackLimit.requests) {
        throw new HttpError(429, callbackTexts.tooOften)
      }
      await deps.callbacks.create({ name, phone, comment: input.comment?.trim() || null })
      return { success: true }
    },
  }
}
