import { createAccountHandlers } from './account/account.handlers.ts'
import { createAppHandlers } from './app/app.handlers.ts'
import { createArrivalsHandlers } from './arrivals/arrivals.handlers.ts'
import { createAuthHandlers } from './auth/auth.handlers.ts'
import { createCallbackHandlers } from './callback/callback.handlers.ts'
import { createCartHandlers } from './cart/cart.handlers.ts'
import { createCatalogHandlers } from './catalog/catalog.handlers.ts'
import { createClaimsHandlers } from './claims/claims.handlers.ts'
import { createInvoicesHandlers } from './invoices/invoices.handlers.ts'
import { createMetaHandlers } from './meta/meta.handlers.ts'
import { createOrderListsHandlers } from './order-lists/order-lists.handlers.ts'
import { createOrdersHandlers } from './orders/orders.handlers.ts'
import { createPaymentsHandlers } from './payments/payments.handlers.ts'
import type { Services } from './registry.ts'
import { createSearchHandlers } from './search/search.handlers.ts'
import { createTrucksHandlers } from './trucks/trucks.handlers.ts'

/** Handlers by operationId for fastify-openapi-glue; every operation in openapi.yaml needs one. */
export function createHandlers(services: Services) {
  return {
    ...createAppHandlers(services),
    ...createCatalogHandlers(services),
    ...createSearchHandlers(services),
    ...createArrivalsHandlers(services),
    ...createMetaHandlers(services),
    ...createCallbackHandlers(services),
    ...createAuthHandlers(services),
    ...createCartHandlers(services),
    ...createOrdersHandlers(services),
    ...createInvoicesHandlers(services),
    ...createPaymentsHandlers(services),
    ...createAccountHandlers(services),
    ...createOrderListsHandlers(services),
    ...createClaimsHandlers(services),
    ...createTrucksHandlers(services),
  }
}
