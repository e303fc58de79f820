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
    async cartOwner(request: FastifyRequest): Promise<CartOwner | null> {
      const who = await optional(request)
      if (who) return { customerId: who.customer.id }
      const sessionId = sessionIdOf(request)
      return sessionId ? { sessionId } : null
    },
  }
}

export type CurrentCustomer = ReturnType<typeof createCurrentCustomer>
