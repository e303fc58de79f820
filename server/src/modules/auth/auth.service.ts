import { randomBytes, randomInt } from 'node:crypto'
import { isSmsCode, SMS_CODE_LENGTH, SMS_RESEND_AFTER_SECONDS } from '@gruzovik/rules'
import type { JobSender } from '../../jobs/job-definition.ts'
import type { CustomerWithAccount } from '../customers/customer.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import { nameForms } from '../customers/person-name.ts'
import { presentUser } from '../customers/present-user.ts'
import { allPermissions } from '../permissions/check-permission.ts'
import { fieldError, invalid, tooMany, unavailable } from '../shared/domain-errors.ts'
import { smsMessages } from '../sms/messages.ts'
import { queueSms } from '../sms/sms-jobs.ts'
import type { AuthSettings } from './auth-settings.ts'
import { authMessages } from './messages.ts'
import { normalizePhone } from './phone.ts'
import { isServedPhone, type PhoneCode } from './served-phone.ts'
import { type CodePurpose, hashCode, type SmsCodesRepository } from './sms-codes.repository.ts'

/** The code's length and the resend interval are the SMS code rule of @gruzovik/rules (the shop
 * counts down from the `resend_after` this answers); a code is valid 5 minutes and allows
 * 5 wrong tries (docs/product.md#login-by-sms-code). */
export const authLimits = {
  codeLength: SMS_CODE_LENGTH,
  codeTtlMs: 5 * 60_000,
  resendIntervalMs: SMS_RESEND_AFTER_SECONDS * 1000,
  maxWrongTries: 5,
  nameMaxLength: 255,
} as const

export interface AuthServiceDeps {
  config: AuthSettings
  /** The countries the shop serves (the app's phone codes). */
  phoneCodes: () => Promise<readonly PhoneCode[]>
  customers: CustomersService
  codes: SmsCodesRepository
  /** The SMS is queued here and sent by the worker, never inside the request. */
  jobs: JobSender
  /** Moves a guest's cart into the customer's cart after login (cart module). */
  mergeGuestCart: (sessionId: string, customerId: string) => Promise<void>
  now?: () => Date
  generateCode?: () => string
  log?: (message: string) => void
}

const defaultCode = () =>
  String(randomInt(0, 10 ** authLimits.codeLength)).padStart(authLimits.codeLength, '0')

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
  if (!isSmsCode(code)) throw fieldError('code', authMessages.codeFormat)
  return code
}

export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date())
  const generateCode = deps.generateCode ?? defaultCode

  /** SMS cost money and can flood a stranger's phone: per phone, per address and in all. */
  async function checkSmsLimits(phone: string, ip: string | null, at: Date) {
    const limits = deps.config.smsLimits
    const hourAgo = new Date(at.getTime() - 3_600_000)
    const dayAgo = new Date(at.getTime() - 24 * 3_600_000)
    const over = async (max: number, since: Date, of: { phone?: string; ip?: string }) =>
      max > 0 && (await deps.codes.countSince(since, of)) >= max
    if (await over(limits.perPhonePerDay, dayAgo, { phone })) {
      throw tooMany(authMessages.tooManyForPhone)
    }
    if (ip && (await over(limits.perIpPerHour, hourAgo, { ip }))) {
      throw tooMany(authMessages.tooManyFromAddress)
    }
    if (await over(limits.perHour, hourAgo, {})) throw tooMany(authMessages.smsBusy)
  }

  /** A number the shop serves, or a 422 on `phone`. */
  async function servedPhone(input: unknown): Promise<string> {
    const phone = requirePhone(input)
    if (!isServedPhone(phone, await deps.phoneCodes())) {
      throw fieldError('phone', authMessages.phoneNotServed)
    }
    return phone
  }

  /**
   * Sends a code, or for `registered: false` (a login to an unknown number) a note that the
   * number is not registered: the caller's answer is the same either way, and a code row is
   * kept all the same, so wrong codes are answered alike too.
   */
  async function sendCode(
    phone: string,
    purpose: CodePurpose,
    name: string | null,
    ip: string | null,
    registered = true,
  ) {
    const at = now()
    await checkSmsLimits(phone, ip, at)
    if (!(await deps.codes.claimSendSlot(phone, at, authLimits.resendIntervalMs))) {
      throw tooMany(authMessages.tooOften)
    }
    const code = generateCode()
    await deps.codes.create({
      phone,
      purpose,
      code,
      name,
      ip,
      expiresAt: new Date(at.getTime() + authLimits.codeTtlMs),
      now: at,
    })
    try {
      // Queued, not sent: the worker sends it and retries a gateway failure; only a queue that
      // cannot take the job (the database down) fails the request.
      const text = registered ? smsMessages.code(code) : smsMessages.notRegistered
      await queueSms(deps.jobs, { phone, code: registered ? code : '', text })
    } catch (error) {
      deps.log?.(`SMS to +${phone} not queued: ${(error as Error).message}`)
      await deps.codes.releaseSendSlot(phone, at)
      throw unavailable(authMessages.smsFailed)
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
      token,
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
    /** The same answer for known and unknown numbers: nobody learns who is a customer. */
    async sendLoginSms(body: { phone?: unknown }, ip: string | null = null) {
      const phone = await servedPhone(body.phone)
      const registered = Boolean(await deps.customers.findByPhone(phone))
      return sendCode(phone, 'login', null, ip, registered)
    },

    async sendRegistrationSms(body: { name?: unknown; phone?: unknown }, ip: string | null = null) {
      const errors: Record<string, string[]> = {}
      const phone = normalizePhone(body.phone)
      if (phone && !isServedPhone(phone, await deps.phoneCodes())) {
        throw fieldError('phone', authMessages.phoneNotServed)
      }
      const name = typeof body.name === 'string' ? body.name.trim() : ''
      if (!name) errors.name = [authMessages.nameRequired]
      else if (name.length > authLimits.nameMaxLength) errors.name = [authMessages.nameTooLong]
      if (!phone) errors.phone = [authMessages.phoneInvalid]
      else if (await deps.customers.findByPhone(phone)) errors.phone = [authMessages.phoneTaken]
      if (Object.keys(errors).length > 0 || !phone) {
        throw invalid(authMessages.checkInput, errors)
      }
      return sendCode(phone, 'registration', name, ip)
    },

    async login(body: { phone?: unknown; code?: unknown }, sessionId: string | null) {
      const phone = requirePhone(body.phone)
      const code = requireCodeFormat(body.code)
      await verifyCode(phone, 'login', code)
      // An unknown number's code was never sent: answered as a wrong code, never "unknown".
      const who = await deps.customers.findByPhone(phone)
      if (!who) throw fieldError('code', authMessages.codeInvalid)
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
        // The first person of a new account owns it: every permission key.
        permissions: allPermissions,
      })
      if (!who) throw fieldError('phone', authMessages.phoneTaken)
      return issueToken(who, sessionId)
    },

    /** The domain of the `token` cookie (JWT_DOMAIN). */
    tokenDomain: deps.config.jwtDomain,

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
