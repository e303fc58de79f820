import { randomBytes, randomInt } from 'node:crypto'
import type { ServerConfig } from '../../config.ts'
import { fieldError, HttpError } from '../../http/http-error.ts'
import {
  type CustomersRepository,
  type CustomerWithAccount,
  hashToken,
} from '../customers/customers.repository.ts'
import { nameForms } from '../customers/person-name.ts'
import { presentUser } from '../customers/present-user.ts'
import { allPermissions } from '../permissions/check-permission.ts'
import { smsMessages } from '../sms/messages.ts'
import type { SmsGateway } from '../sms/sms-gateway.ts'
import { authMessages } from './messages.ts'
import { normalizePhone } from './phone.ts'
import { type CodePurpose, hashCode, type SmsCodesRepository } from './sms-codes.repository.ts'

/** Spec 9 and the issue: 4 digits, valid 5 minutes, one send per 60 s, 5 wrong tries. */
export const authLimits = {
  codeLength: 4,
  codeTtlMs: 5 * 60_000,
  resendIntervalMs: 60_000,
  maxWrongTries: 5,
  nameMaxLength: 255,
} as const

export interface AuthServiceDeps {
  config: Pick<ServerConfig, 'jwtDomain' | 'tokenTtlSeconds'>
  customers: CustomersRepository
  codes: SmsCodesRepository
  sms: SmsGateway
  /** Moves a guest's cart into the customer's cart after login (cart module). */
  mergeGuestCart: (sessionId: string, customerId: string) => Promise<void>
  now?: () => Date
  generateCode?: () => string
  log?: (message: string) => void
}

const defaultCode = () => String(randomInt(0, 10 ** authLimits.codeLength)).padStart(4, '0')

function requirePhone(input: unknown): string {
  const phone = normalizePhone(input)
  if (!phone) throw fieldError('phone', authMessages.phoneInvalid)
  return phone
}

function requireName(input: unknown): string {
  const name = typeof input === 'string' ? input.trim() : ''
  if (!name) throw fieldError('name', authMessages.nameRequired)
  if (name.length > authLimits.nameMaxLength) throw fieldError('name', authMessages.nameTooLong)
  return name
}

function requireCodeFormat(input: unknown): string {
  const code = typeof input === 'string' ? input.trim() : ''
  if (!/^\d{4}$/.test(code)) throw fieldError('code', authMessages.codeFormat)
  return code
}

export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date())
  const generateCode = deps.generateCode ?? defaultCode

  async function sendCode(phone: string, purpose: CodePurpose, name: string | null) {
    const at = now()
    if (!(await deps.codes.claimSendSlot(phone, at, authLimits.resendIntervalMs))) {
      throw new HttpError(429, authMessages.tooOften)
    }
    const code = generateCode()
    await deps.codes.create({
      phone,
      purpose,
      code,
      name,
      expiresAt: new Date(at.getTime() + authLimits.codeTtlMs),
      now: at,
    })
    try {
      await deps.sms.send({ phone, code, text: smsMessages.code(code) })
    } catch (error) {
      deps.log?.(`SMS to +${phone} failed: ${(error as Error).message}`)
      await deps.codes.releaseSendSlot(phone, at)
      throw new HttpError(503, authMessages.smsFailed)
    }
    return { success: true as const, resend_after: authLimits.resendIntervalMs / 1000 }
  }

  /** Checks the code, counting wrong tries; returns the code row's stored name on success. */
  async function verifyCode(phone: string, purpose: CodePurpose, code: string) {
    const stored = await deps.codes.latestUnused(phone, purpose)
    const at = now()
    if (!stored || stored.expiresAt <= at) throw fieldError('code', authMessages.codeExpired)
    if (stored.attempts >= authLimits.maxWrongTries) {
      throw fieldError('code', authMessages.codeTooManyTries)
    }
    if (stored.codeHash !== hashCode(phone, code)) {
      const tries = await deps.codes.countWrongTry(stored.id, authLimits.maxWrongTries)
      if (tries === null || tries >= authLimits.maxWrongTries) {
        throw fieldError('code', authMessages.codeTooManyTries)
      }
      throw fieldError('code', authMessages.codeInvalid)
    }
    // A concurrent request may have used or exhausted the code in between.
    if (!(await deps.codes.consume(stored.id, at, authLimits.maxWrongTries))) {
      throw fieldError('code', authMessages.codeExpired)
    }
    return stored
  }

  async function issueToken(who: CustomerWithAccount, sessionId: string | null) {
    const token = randomBytes(32).toString('base64url')
    const ttl = deps.config.tokenTtlSeconds
    await deps.customers.saveToken({
      tokenHash: hashToken(token),
      customerId: who.customer.id,
      expiresAt: new Date(now().getTime() + ttl * 1000),
    })
    if (sessionId) await deps.mergeGuestCart(sessionId, who.customer.id)
    return {
      token: { token, ttl, domain: deps.config.jwtDomain },
      user: presentUser(who),
    }
  }

  return {
    async sendLoginSms(body: { phone?: unknown }) {
      const phone = requirePhone(body.phone)
      if (!(await deps.customers.findByPhone(phone))) {
        throw fieldError('phone', authMessages.phoneUnknown)
      }
      return sendCode(phone, 'login', null)
    },

    async sendRegistrationSms(body: { name?: unknown; phone?: unknown }) {
      const errors: Record<string, string[]> = {}
      const phone = normalizePhone(body.phone)
      const name = typeof body.name === 'string' ? body.name.trim() : ''
      if (!name) errors.name = [authMessages.nameRequired]
      else if (name.length > authLimits.nameMaxLength) errors.name = [authMessages.nameTooLong]
      if (!phone) errors.phone = [authMessages.phoneInvalid]
      else if (await deps.customers.findByPhone(phone)) errors.phone = [authMessages.phoneTaken]
      if (Object.keys(errors).length > 0 || !phone) {
        throw new HttpError(422, authMessages.checkInput, errors)
      }
      return sendCode(phone, 'registration', name)
    },

    async login(body: { phone?: unknown; code?: unknown }, sessionId: string | null) {
      const phone = requirePhone(body.phone)
      const code = requireCodeFormat(body.code)
      const who = await deps.customers.findByPhone(phone)
      if (!who) throw fieldError('phone', authMessages.phoneUnknown)
      await verifyCode(phone, 'login', code)
      return issueToken(who, sessionId)
    },

    async register(
      body: { name?: unknown; phone?: unknown; code?: unknown },
      sessionId: string | null,
    ) {
      const name = requireName(body.name)
      const phone = requirePhone(body.phone)
      const code = requireCodeFormat(body.code)
      if (await deps.customers.findByPhone(phone)) {
        throw fieldError('phone', authMessages.phoneTaken)
      }
      await verifyCode(phone, 'registration', code)
      const who = await deps.customers.createWithAccount({
        phone,
        ...nameForms(name),
        // The first person of a new account owns it: every key of spec 6.
        permissions: allPermissions,
      })
      if (!who) throw fieldError('phone', authMessages.phoneTaken)
      return issueToken(who, sessionId)
    },

    async logout(token: string | null) {
      if (token) await deps.customers.deleteToken(token)
      return { success: true as const }
    },

    /** «Выйти на всех устройствах»: every token of the customer stops working. */
    async logoutEverywhere(customerId: string) {
      await deps.customers.deleteAllTokens(customerId)
      return { success: true as const }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
