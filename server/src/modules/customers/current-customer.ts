import type { FastifyRequest } from 'fastify'
import { unauthorized } from '../shared/domain-errors.ts'
import type { CartOwner, CustomerWithAccount } from './customer.ts'
import type { CustomersRepository } from './customers.repository.ts'
import { customerMessages } from './messages.ts'
import { bearerToken, sessionIdOf } from './request-credentials.ts'

/**
 * Who is asking, the one answer every handler uses: the customer of a live bearer token, and
 * the guest session of the `Session` header (docs/product.md#session-and-cookies).
 */
export function createCurrentCustomer(customers: CustomersRepository) {
  async function optional(request: FastifyRequest): Promise<CustomerWithAccount | null> {
    const token = bearerToken(request)
    return token ? customers.findByToken(token) : null
  }

  return {
    optional,

    /** The customer, or a 401. */
    async require(request: FastifyRequest): Promise<CustomerWithAccount> {
      const who = await optional(request)
      if (!who) throw unauthorized(customerMessages.unauthorized)
      return who
    },

    /** The bearer token as sent, live or not (logout ends it). */
    token: bearerToken,

    /** The guest session, or null for none or one the shop could not have generated. */
    sessionId: sessionIdOf,

    /** A logged-in customer's cart, else the session's cart, else none. */
    cartOwner: (request: FastifyRequest) =>
      cartOwnerOf({ token: bearerToken(request), sessionId: sessionIdOf(request) }),

    /** The same from credentials read elsewhere (the buy form's cookies). */
    cartOwnerOf,
  }

  async function cartOwnerOf(credentials: {
    token: string | null
    sessionId: string | null
  }): Promise<CartOwner | null> {
    const who = credentials.token ? await customers.findByToken(credentials.token) : null
    if (who) return { customerId: who.customer.id }
    return credentials.sessionId ? { sessionId: credentials.sessionId } : null
  }
}

export type CurrentCustomer = ReturnType<typeof createCurrentCustomer>
