import { devBankEnabled, type ServerConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { phoneCodeSeed } from '../db/seed/phone-codes.ts'
import { createAccountHandlers } from './account/account.handlers.ts'
import { createAccountRepository } from './account/account.repository.ts'
import { createCompanyService } from './account/company.service.ts'
import { createFavouritesRepository } from './account/favourites.repository.ts'
import { createFavouritesService } from './account/favourites.service.ts'
import { createPeopleService } from './account/people.service.ts'
import { createRecipientsService } from './account/recipients.service.ts'
import { createAppHandlers } from './app/app.handlers.ts'
import { createInitialDataService } from './app/initial-data.service.ts'
import { createPhoneCodesRepository } from './app/phone-codes.repository.ts'
import { createAuthHandlers } from './auth/auth.handlers.ts'
import { createAuthService } from './auth/auth.service.ts'
import { createSmsCodesRepository } from './auth/sms-codes.repository.ts'
import { createCartHandlers } from './cart/cart.handlers.ts'
import { createCartRepository } from './cart/cart.repository.ts'
import { createCartService } from './cart/cart.service.ts'
import { createCatalogModuleHandlers, createCatalogServices } from './catalog/catalog.module.ts'
import { createCurrentCustomer } from './customers/current-customer.ts'
import { createCustomersRepository } from './customers/customers.repository.ts'
import { createOrdersHandlers } from './orders/orders.handlers.ts'
import { createOrdersRepository } from './orders/orders.repository.ts'
import { createOrdersService } from './orders/orders.service.ts'
import { createUnpaidOrdersExpiry } from './orders/unpaid-orders-expiry.ts'
import { createDevPaymentProvider, paymentProviderNotice } from './payments/payment-provider.ts'
import { createPaymentsRepository } from './payments/payments.repository.ts'
import { cardPaymentsAvailable, createPaymentsService } from './payments/payments.service.ts'
import { createSitemapRepository } from './sitemap/sitemap.repository.ts'
import { createSitemapService } from './sitemap/sitemap.service.ts'
import { createSmsGateway } from './sms/create-sms-gateway.ts'
import type { SmsGateway } from './sms/sms-gateway.ts'

/** Seams for tests and main.ts: a recording SMS gateway, a fixed clock, a logger. */
export interface ServiceOverrides {
  sms?: SmsGateway
  now?: () => Date
  log?: (message: string) => void
}

/**
 * The one place modules are wired: repositories into services, services into handlers.
 * Each module keeps its own repository, service and handlers files under modules/<name>/.
 */
export function createServices(
  db: Database,
  config: ServerConfig,
  overrides: ServiceOverrides = {},
) {
  const customers = createCustomersRepository(db)
  const phoneCodes = createPhoneCodesRepository(db)
  // commerce: auth, cart, orders, account
  const cart = createCartService({ carts: createCartRepository(db) })
  const sms = overrides.sms ?? createSmsGateway(config.sms, overrides.log)
  const auth = createAuthService({
    config,
    phoneCodes: async () => {
      // The shop's built-in countries until an operator has its own list in the table.
      const listed = await phoneCodes.list()
      return listed.length > 0 ? listed : phoneCodeSeed
    },
    customers,
    codes: createSmsCodesRepository(db),
    sms,
    mergeGuestCart: cart.mergeGuestCart,
    ...(overrides.now ? { now: overrides.now } : {}),
    ...(overrides.log ? { log: overrides.log } : {}),
  })
  const clock = overrides.now ? { now: overrides.now } : {}
  const favourites = createFavouritesService({ favourites: createFavouritesRepository(db) })
  const accountRepository = createAccountRepository(db)
  const devBank = devBankEnabled(config)
  const paymentProvider = createDevPaymentProvider(config.publicUrl)
  const ordersRepository = createOrdersRepository(db)
  const orders = createOrdersService({
    orders: ordersRepository,
    account: accountRepository,
    cardPayments: cardPaymentsAvailable({ provider: paymentProvider, devBankEnabled: devBank }),
    ...clock,
  })
  const payments = createPaymentsService({
    payments: createPaymentsRepository(db),
    orders,
    provider: paymentProvider,
    devBankEnabled: devBank,
    ...clock,
  })
  overrides.log?.(paymentProviderNotice(config.appEnv, devBank))
  const unpaidOrdersExpiry = createUnpaidOrdersExpiry({
    orders: ordersRepository,
    timeoutMinutes: config.orderPaymentTimeoutMinutes,
    now: overrides.now ?? (() => new Date()),
    log: overrides.log ?? (() => {}),
  })
  return {
    // catalogue: menus, parts, search, meta, arrivals, callback
    ...createCatalogServices(db, {
      customerIdByToken: async (token) => (await customers.findByToken(token))?.customer.id ?? null,
      popularMinVisitors: config.popularSearchMinVisitors,
      partFollowsOf: async (token, partId) => {
        const who = await customers.findByToken(token)
        return who ? favourites.partFollows(who, partId) : null
      },
      ...clock,
    }),
    initialData: createInitialDataService({ config, customers, phoneCodes }),
    currentCustomer: createCurrentCustomer(customers),
    auth,
    cart,
    orders,
    payments,
    unpaidOrdersExpiry,
    people: createPeopleService({ customers }),
    company: createCompanyService({ account: accountRepository }),
    recipients: createRecipientsService({ account: accountRepository, ...clock }),
    favourites,
    sitemaps: createSitemapService({ sitemaps: createSitemapRepository(db) }),
  }
}

export type Services = ReturnType<typeof createServices>

/** Handlers by operationId for fastify-openapi-glue; every operation in openapi.yaml needs one. */
export function createHandlers(services: Services) {
  return {
    ...createAppHandlers(services),
    ...createCatalogModuleHandlers(services),
    ...createAuthHandlers(services),
    ...createCartHandlers(services),
    ...createOrdersHandlers(services),
    ...createAccountHandlers(services),
  }
}
