import type { Database } from '../db/database.ts'
import { noJobQueue } from '../jobs/job-definition.ts'
import { createAccountRepository } from './account/account.repository.ts'
import { createFavouritesRepository } from './account/favourites.repository.ts'
import { createFavouritesService } from './account/favourites.service.ts'
import { createOrderRecordsService } from './account/order-records.service.ts'
import { defaultPhoneCodes } from './app/default-phone-codes.ts'
import { createPhoneCodesRepository } from './app/phone-codes.repository.ts'
import { createAuthService } from './auth/auth.service.ts'
import { createSmsCodesRepository } from './auth/sms-codes.repository.ts'
import { createCartRepository } from './cart/cart.repository.ts'
import { createCartService } from './cart/cart.service.ts'
import { createCustomersRepository } from './customers/customers.repository.ts'
import { createCustomersService } from './customers/customers.service.ts'
import type { ModuleSettings } from './module-settings.ts'
import { createOrdersRepository } from './orders/orders.repository.ts'
import { createOrdersService } from './orders/orders.service.ts'
import { tellingStockChanges } from './orders/stock-changes.ts'
import { createUnpaidOrdersExpiry } from './orders/unpaid-orders-expiry.ts'
import { paymentProviderNotice } from './payments/payment-provider.ts'
import { createPaymentProvider } from './payments/payment-providers.ts'
import { createPaymentReconciliation } from './payments/payment-reconciliation.ts'
import { devBankEnabled } from './payments/payment-settings.ts'
import { createPaymentsRepository } from './payments/payments.repository.ts'
import { cardPaymentsAvailable, createPaymentsService } from './payments/payments.service.ts'
import { tellingRefundStock } from './payments/refund-stock-changes.ts'
import { createRefundsRepository } from './payments/refunds.repository.ts'
import type { ServiceOverrides } from './service-overrides.ts'
import { createSmsGateway } from './sms/create-sms-gateway.ts'
import { createTrucksRepository } from './trucks/trucks.repository.ts'
import { createTrucksService } from './trucks/trucks.service.ts'
import { createHttpVinCatalogue } from './trucks/vin-catalogue-http.ts'

/**
 * Commerce's wiring for registry.ts: customers and auth, the cart, trucks, orders and payments
 * (with the unpaid orders' expiry and the payments' reconciliation). `stockChanged` is told
 * whenever an order or a refund moves stock.
 */
export function wireCommerce(
  db: Database,
  config: ModuleSettings,
  overrides: ServiceOverrides,
  stockChanged: () => Promise<void>,
) {
  const customersRepository = createCustomersRepository(db)
  const customers = createCustomersService(customersRepository)
  const phoneCodes = createPhoneCodesRepository(db)
  const cart = createCartService({ carts: createCartRepository(db) })
  const sms = overrides.sms ?? createSmsGateway(config.sms, overrides.log)
  const jobs = overrides.jobs ?? noJobQueue
  const auth = createAuthService({
    config,
    phoneCodes: async () => {
      // The shop's built-in countries until an operator has its own list in the table.
      const listed = await phoneCodes.list()
      return listed.length > 0 ? listed : defaultPhoneCodes
    },
    customers,
    codes: createSmsCodesRepository(db),
    jobs,
    mergeGuestCart: cart.mergeGuestCart,
    ...(overrides.now ? { now: overrides.now } : {}),
    ...(overrides.log ? { log: overrides.log } : {}),
  })
  const clock = overrides.now ? { now: overrides.now } : {}
  const favourites = createFavouritesService({ favourites: createFavouritesRepository(db) })
  const accountRepository = createAccountRepository(db)
  const devBank = devBankEnabled(config)
  const { provider: paymentProvider, trustedNotifiers } = createPaymentProvider(
    config,
    overrides.yookassaTiming,
  )
  const vinCatalogue =
    overrides.vinCatalogue ??
    (config.vinCatalogue.provider === 'http' ? createHttpVinCatalogue(config.vinCatalogue) : null)
  const trucks = createTrucksService({
    trucks: createTrucksRepository(db),
    ...clock,
    ...(vinCatalogue
      ? {
          online: {
            catalogue: vinCatalogue,
            timeoutMs: config.vinCatalogue.timeoutMs,
            log: overrides.log ?? ((message: string) => console.warn(message)),
          },
        }
      : {}),
  })
  const ordersRepository = tellingStockChanges(createOrdersRepository(db), stockChanged)
  const orders = createOrdersService({
    trucks,
    orders: ordersRepository,
    account: createOrderRecordsService({ account: accountRepository }),
    cardPayments: cardPaymentsAvailable({ provider: paymentProvider, devBankEnabled: devBank }),
    // The payments module uses orders; orders reach it back only through these two calls.
    payments: {
      refresh: (orderId) => payments.refreshOrder(orderId),
      refund: (order) => payments.refundOrder(order),
    },
    ...clock,
  })
  const payments = createPaymentsService({
    payments: createPaymentsRepository(db),
    refunds: tellingRefundStock(createRefundsRepository(db), stockChanged),
    orders,
    provider: paymentProvider,
    devBankEnabled: devBank,
    ...(trustedNotifiers ? { trustedNotifiers } : {}),
    ...clock,
    ...(overrides.log ? { log: overrides.log } : {}),
  })
  overrides.log?.(
    paymentProviderNotice(config.appEnv, {
      kind: paymentProvider.name === 'yookassa' ? 'yookassa' : devBank ? 'dev' : 'none',
      detail: `shop ${config.payments.yookassa?.shopId}, ${config.payments.yookassa?.apiUrl}`,
    }),
  )
  const unpaidOrdersExpiry = createUnpaidOrdersExpiry({
    orders: ordersRepository,
    timeoutMinutes: config.orderPaymentTimeoutMinutes,
    now: overrides.now ?? (() => new Date()),
    log: overrides.log ?? (() => {}),
  })
  const paymentReconciliation = createPaymentReconciliation({
    payments,
    afterMinutes: config.payments.reconcile.afterMinutes,
    now: overrides.now ?? (() => new Date()),
    log: overrides.log ?? (() => {}),
  })
  return {
    customersRepository,
    customers,
    phoneCodes,
    cart,
    sms,
    jobs,
    auth,
    clock,
    favourites,
    accountRepository,
    trucks,
    ordersRepository,
    orders,
    payments,
    unpaidOrdersExpiry,
    paymentReconciliation,
  }
}
