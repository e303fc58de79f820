import { createHash } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import { cartFormPath } from '@gruzovik/openapi/cart-form'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { ServerConfig } from '../config.ts'
import { bearerToken } from '../modules/customers/request-credentials.ts'
import { HttpError } from './http-error.ts'
import { httpMessages } from './messages.ts'

export type RateLimitGroup = 'auth' | 'orders' | 'passport' | 'api'

/** Requests per minute for each group, per client address and per token; 0 turns one off. */
export type RateLimits = Record<RateLimitGroup, number>

/** Stricter groups first: logins, order numbers and payments, passports; then the rest. */
export function rateLimitGroupOf(url: string): RateLimitGroup | null {
  const path = url.split('?')[0] ?? ''
  // The buy form (modules/cart/cart-form.routes.ts) writes the cart as `/api/cart/items` does.
  if (path === cartFormPath) return 'api'
  if (!path.startsWith('/api/')) return null
  if (path.startsWith('/api/auth/')) return 'auth'
  if (path.endsWith('/show-passport')) return 'passport'
  // The provider's notifications come from a few addresses of its own, as fast as it sells.
  if (path === '/api/payments/yookassa/notifications') return 'api'
  if (path.startsWith('/api/orders') || path.startsWith('/api/payments/')) return 'orders'
  return 'api'
}

const minute = 60_000

const tooMany = (_request: FastifyRequest, context: { ttl: number }) =>
  new HttpError(429, httpMessages.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))))

/**
 * Rate limits of the API with @fastify/rate-limit: every `/api` call counts against its group
 * for the client address, and calls with a token also for that token (one account spread over
 * many addresses). Over the limit: 429 in the error shape with `Retry-After`. With `REDIS_URL`
 * the counters live in Redis, shared by every server process; otherwise in memory. `uncounted`
 * requests (the server render's own data calls) do not count: a page is one request.
 * Answers the Redis client (null without REDIS_URL), which readiness pings too.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'rateLimits' | 'redisUrl'>,
  uncounted: (request: FastifyRequest) => boolean = () => false,
) {
  const limits = config.rateLimits
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : null
  if (redis) {
    redis.on('error', (error) => app.log.warn(`Redis for rate limits: ${error.message}`))
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }
  const groupOf = (request: FastifyRequest) => rateLimitGroupOf(request.url) ?? 'api'
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: 'gruzovik-rl:' } : {}),
    // A broken Redis must not take the shop down: requests pass and the error is logged.
    skipOnError: true,
    timeWindow: minute,
    max: (request) => limits[groupOf(request)] || Number.MAX_SAFE_INTEGER,
    keyGenerator: (request) => `${groupOf(request)}:ip:${request.ip}`,
    // Files and pages are not the API: only `/api` calls count.
    allowList: (request) =>
      rateLimitGroupOf(request.url) === null ||
      limits[groupOf(request)] === 0 ||
      uncounted(request),
    errorResponseBuilder: tooMany,
  })
  const perToken = app.createRateLimit({
    timeWindow: minute,
    max: (request) => limits[groupOf(request)] || Number.MAX_SAFE_INTEGER,
    keyGenerator: (request) =>
      `${groupOf(request)}:token:${createHash('sha256')
        .update(bearerToken(request) ?? '')
        .digest('hex')
        .slice(0, 32)}`,
  })
  app.addHook('onRequest', async (request, reply) => {
    const group = rateLimitGroupOf(request.url)
    if (!group || limits[group] === 0 || !bearerToken(request) || uncounted(request)) return
    const result = await perToken(request).catch(() => null)
    if (result && !result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)))
      throw tooMany(request, { ttl: result.ttl })
    }
  })
  return redis
}
