import { limit, positiveInt } from '../shared/setting-readers.ts'

/** Login: the token's cookie and lifetime, and how many SMS codes may be asked for. */
export interface AuthSettings {
  jwtDomain: string
  /** Lifetime of a login token, seconds. */
  tokenTtlSeconds: number
  /** SMS limits (SMS_LIMIT_*); 0 turns one off. The 60 s per phone between codes always holds. */
  smsLimits: { perPhonePerDay: number; perIpPerHour: number; perHour: number }
}

export function authSettingsFrom(env: NodeJS.ProcessEnv): AuthSettings {
  return {
    jwtDomain: env.JWT_DOMAIN ?? 'localhost',
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    smsLimits: {
      perPhonePerDay: limit(env.SMS_LIMIT_PER_PHONE_PER_DAY, 5),
      perIpPerHour: limit(env.SMS_LIMIT_PER_IP_PER_HOUR, 10),
      perHour: limit(env.SMS_LIMIT_PER_HOUR, 300),
    },
  }
}
