import type { FastifyRequest } from 'fastify'
import { bearerToken } from '../../http/bearer-token.ts'
import { HttpError } from '../../http/http-error.ts'
import { sessionIdOf } from '../../http/session-id.ts'
import type { CartOwner } from '../cart/cart.repository.ts'
import type { CustomersRepository, CustomerWithAccount } from './customers.repository.ts'
import { customerMessages } from './messages.ts'

/** Who is asking: the customer of a live bearer token, and the guest session. */
export function createCurrentCustomer(customers: CustomersRepository) {
  async function optional(request: FastifyRequest): Promise<CustomerWithAccount | null> {
    const token = bearerToken(request)
    return token ? customers.findByToken(token) : null
  }

  return {
    optional,

    /** The customer or a 401 in the error shape. */
    async require(request: FastifyRequest): Promise<CustomerWithAccount> {
      const who = await optional(request)
      if (!who) throw new HttpError(401, customerMessages.unauthorized)
      return who
    },

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
