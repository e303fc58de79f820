import { randomUUID } from 'node:crypto'
import {
  type CartFormMark,
  type CartRefusalReason,
  cartFormFields,
  cartFormPath,
  markedBackPath,
  safeBackPath,
} from '@gruzovik/openapi/cart-form'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import { isSessionId } from '../customers/request-credentials.ts'
import { DomainError, forbidden } from '../shared/domain-errors.ts'
import { type CartService, QuantityRefused } from './cart.service.ts'
import { cartMessages } from './messages.ts'

/**
 * The mark's reason (and the stock, for `limit`) of what the cart refused: the page says it under
 * the button (src/components/PartCard/cart-form-note.ts) in the words the API would answer.
 */
export function cartFormRefusalOf(error: DomainError): {
  reason: CartRefusalReason
  max: number | null
} {
  if (error instanceof QuantityRefused) {
    return { reason: error.reason, max: error.reason === 'limit' ? error.max : null }
  }
  return { reason: error.kind === 'notFound' ? 'not-found' : 'failed', max: null }
}

/** The `session_id` cookie as the shop writes it (src/api/client.ts, src/lib/cookies.ts). */
const sessionCookie = { path: '/', sameSite: 'lax', maxAge: 31_536_000 } as const
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * «В корзину» pressed before the page's script ran (docs/product.md#buy-before-script): the
 * button's form posts here; the part is added with the cart service as `POST /api/cart/items`
 * adds it, as the visitor of the `token` or `session_id` cookie (a visitor with none gets the
 * session cookie the shop would have made), and the buyer is sent back (303) to the page with
 * a mark it shows under the button. Only a post from the shop's own pages is taken (CSRF).
 */
export function registerCartFormRoute(
  app: FastifyInstance,
  deps: { cart: CartService; currentCustomer: CurrentCustomer; publicUrl: string },
) {
  const ownOrigins = (request: FastifyRequest) => {
    const origins = [`${request.protocol}://${request.host}`]
    if (deps.publicUrl) origins.push(new URL(deps.publicUrl).origin)
    return origins
  }
  const sameOrigin = (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site']
    if (site !== undefined) return site === 'same-origin'
    const origin = request.headers.origin
    return origin !== undefined && ownOrigins(request).includes(origin)
  }

  app.register(async (scope) => {
    // This route alone reads a plain HTML form; the API stays JSON only (http/body-guard.ts).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    scope.post(cartFormPath, async (request, reply) => {
      if (!sameOrigin(request)) throw forbidden(cartMessages.foreignForm)
      const form = (request.body ?? {}) as Record<string, string | undefined>
      const back = form[cartFormFields.back] ?? '/'
      const product = (form[cartFormFields.product] ?? '').toLowerCase()
      reply.header('cache-control', 'no-store')
      const goBack = (mark: CartFormMark | null) =>
        reply.redirect(mark ? markedBackPath(back, mark) : safeBackPath(back), 303)
      if (!uuid.test(product)) return goBack(null)

      let sessionId = request.cookies.session_id
      if (!isSessionId(sessionId)) {
        sessionId = randomUUID()
        reply.setCookie('session_id', sessionId, sessionCookie)
      }
      const token = request.cookies.token || null
      const quantity = Number(form[cartFormFields.quantity] ?? 1)
      const warranty = form[cartFormFields.warranty] || undefined
      const refuse = (reason: CartRefusalReason, max: number | null = null) =>
        goBack({ kind: 'refused', product, reason, max })
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) return refuse('invalid')
      if (warranty !== undefined && !uuid.test(warranty)) return refuse('invalid')
      try {
        const owner = await deps.currentCustomer.cartOwnerOf({ token, sessionId })
        await deps.cart.add(owner, {
          product_uuid: product,
          quantity,
          ...(warranty ? { warranty_uuid: warranty } : {}),
        })
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        if (!(error instanceof QuantityRefused)) {
          request.log.info({ kind: error.kind }, 'cart form refused')
        }
        const refusal = cartFormRefusalOf(error)
        return refuse(refusal.reason, refusal.max)
      }
      return goBack({ kind: 'added', product })
    })
  })
}
