import type { Database } from '../db/database.ts'
import { analyzeCatalogue } from '../db/statistics.ts'
import {
  type JobDefinition,
  type JobSender,
  noJobQueue,
  periodicJobDefinition,
} from '../jobs/job-definition.ts'
import { createAccountRepository } from './account/account.repository.ts'
import { createCompanyService } from './account/company.service.ts'
import { createFavouritesRepository } from './account/favourites.repository.ts'
import { createFavouritesService } from './account/favourites.service.ts'
import { createOrderRecordsService } from './account/order-records.service.ts'
import { createPeopleService } from './account/people.service.ts'
import { createRecipientsService } from './account/recipients.service.ts'
import { defaultPhoneCodes } from './app/default-phone-codes.ts'
import { createInitialDataService } from './app/initial-data.service.ts'
import { createPhoneCodesRepository } from './app/phone-codes.repository.ts'
import { createArrivalNoticeJobs } from './arrival-notices/arrival-notice-jobs.ts'
import { createArrivalNoticesRepository } from './arrival-notices/arrival-notices.repository.ts'
import { createArrivalNoticesService } from './arrival-notices/arrival-notices.service.ts'
import { createArrivalsRepository } from './arrivals/arrivals.repository.ts'
import { createArrivalsService } from './arrivals/arrivals.service.ts'
import { createAuthService } from './auth/auth.service.ts'
import { createSmsCodesRepository } from './auth/sms-codes.repository.ts'
import { createCallbackService } from './callback/callback.service.ts'
import { createCartRepository } from './cart/cart.repository.ts'
import { createCartService } from './cart/cart.service.ts'
import { createCatalogRepository } from './catalog/catalog.repository.ts'
import { createCatalogWritesRepository } from './catalog/catalog-writes.repository.ts'
import { createCatalogWritesService } from './catalog/catalog-writes.service.ts'
import { createListingService } from './catalog/listing.service.ts'
import { createMenuService } from './catalog/menu.service.ts'
import { createPartPagesService } from './catalog/part-pages.service.ts'
import { createClaimsRepository } from './claims/claims.repository.ts'
import { createClaimsService } from './claims/claims.service.ts'
import { createCurrentCustomer } from './customers/current-customer.ts'
import { createCustomersRepository } from './customers/customers.repository.ts'
import { createCustomersService } from './customers/customers.service.ts'
import { createExchangeRepository } from './exchange/exchange.repository.ts'
import { createExchangeService } from './exchange/exchange.service.ts'
import { exchangeCleanupIntervalSeconds } from './exchange/exchange-cleanup.ts'
import { createExchangeImagesRepository } from './exchange/exchange-images.repository.ts'
import { createImportRunsRepository } from './exchange/import-runs.repository.ts'
import { createSaleExchange } from './exchange/sale-exchange.ts'
import { createInvoicesService } from './invoices/invoices.service.ts'
import { createMailGateway } from './mail/create-mail-gateway.ts'
import type { MailGateway } from './mail/mail-gateway.ts'
import { createMetaService } from './meta/meta.service.ts'
import type { ModuleSettings } from './module-settings.ts'
import { createOrderListsRepository } from './order-lists/order-lists.repository.ts'
import { createOrderListsService } from './order-lists/order-lists.service.ts'
import { createResolutionRepository } from './order-lists/resolution.repository.ts'
import { createResolutionService } from './order-lists/resolution.service.ts'
import { createOrderNoticeJobs, createOrderNoticesService } from './orders/order-notices.service.ts'
import { createOrdersRepository } from './orders/orders.repository.ts'
import { createOrdersService } from './orders/orders.service.ts'
import { createOrdersExchangeRepository } from './orders/orders-exchange.repository.ts'
import { createOrdersExchangeService } from './orders/orders-exchange.service.ts'
import { tellingStockChanges } from './orders/stock-changes.ts'
import { createUnpaidOrdersExpiry } from './orders/unpaid-orders-expiry.ts'
import { createPartCardsService } from './parts/part-cards.service.ts'
import { createTruckFitRepository } from './parts/truck-fit.ts'
import { createWarrantiesRepository } from './parts/warranties.repository.ts'
import { paymentProviderNotice } from './payments/payment-provider.ts'
import { createPaymentProvider } from './payments/payment-providers.ts'
import { createPaymentReconciliation } from './payments/payment-reconciliation.ts'
import { devBankEnabled } from './payments/payment-settings.ts'
import { createPaymentsRepository } from './payments/payments.repository.ts'
import { cardPaymentsAvailable, createPaymentsService } from './payments/payments.service.ts'
import { tellingRefundStock } from './payments/refund-stock-changes.ts'
import { createRefundsRepository } from './payments/refunds.repository.ts'
import { createSearchHistoryRepository } from './search/history.repository.ts'
import { keptSearchEngine, keptSuggest } from './search/kept-search.ts'
import { createPostgresSearchEngine } from './search/postgres-search-engine.ts'
import { createQueryContextRepository } from './search/query-context.repository.ts'
import { createSearchService } from './search/search.service.ts'
import { createSuggestRepository } from './search/suggest.repository.ts'
import { createKeptAnswers } from './shared/kept-answers.ts'
import { createSitemapRepository } from './sitemap/sitemap.repository.ts'
import { createSitemapService } from './sitemap/sitemap.service.ts'
import { createSmsGateway } from './sms/create-sms-gateway.ts'
import type { SmsGateway } from './sms/sms-gateway.ts'
import { createSmsJobs } from './sms/sms-jobs.ts'
import { createTrucksRepository } from './trucks/trucks.repository.ts'
import { createTrucksService } from './trucks/trucks.service.ts'
import type { VinCatalogue } from './trucks/vin-catalogue.ts'
import { createHttpVinCatalogue } from './trucks/vin-catalogue-http.ts'

/** Seams for tests and main.ts: a recording SMS gateway, a fixed clock, a logger. */
export interface ServiceOverrides {
  sms?: SmsGateway
  /** E-mail (arrival notices); the MAIL_GATEWAY one by default. */
  mail?: MailGateway
  now?: () => Date
  log?: (message: string) => void
  /** YooKassa client timing (tests make it short). */
  yookassaTiming?: { timeoutMs?: number; backoffMs?: number; attempts?: number }
  /**
   * Tells every process the catalogue changed (a 1C import, an order's stock): the catalogue
   * bus (bus/), whose listeners forget kept search answers and pages. Without it (a script)
   * only this process's search answers are forgotten.
   */
  catalogueChanged?: () => Promise<void>
  /**
   * Where catalogue and search reads go (DATABASE_READ_URL: a read replica); `db` when unset.
   * Writes, and whatever is read right after a write (cart, checkout, account, the exchange),
   * stay on `db`.
   */
  readDb?: Database
  /** Where modules queue their work (jobs/job-queue.ts); none in a script without a queue. */
  jobs?: JobSender
  /** An online VIN catalogue in place of the configured one (tests: a fake provider). */
  vinCatalogue?: VinCatalogue
}

/**
 * The one place modules are wired: repositories into services, services into handlers, and
 * one module's service into another's. Each module keeps its handlers, services and
 * repositories under modules/<name>/ (meta and callback, a query or two each, query in their
 * service); the rules in .dependency-cruiser.cjs keep modules apart.
 */
export function createServices(
  db: Database,
  config: ModuleSettings,
  overrides: ServiceOverrides = {},
) {
  const customersRepository = createCustomersRepository(db)
  const customers = createCustomersService(customersRepository)
  const phoneCodes = createPhoneCodesRepository(db)
  // commerce: auth, cart, orders, account
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
  // Filled in below, once the search answers it forgets exist.
  let catalogueChanged = async () => {}
  const stockChanged = () => catalogueChanged()
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
  // catalogue: menus, part pages, listing, search, arrivals; then meta and the callback form.
  // Their reads may go to a replica: what a shopper browses, a moment behind is fine.
  const readDb = overrides.readDb ?? db
  const catalog = createCatalogRepository(readDb)
  const partCards = createPartCardsService({
    warranties: createWarrantiesRepository(readDb),
    truckFit: createTruckFitRepository(readDb),
  })
  // Search answers are the same for everyone: kept a few seconds, forgotten on a 1C import.
  const searchAnswers = createKeptAnswers({ ttlMs: config.searchCacheSeconds * 1000 })
  catalogueChanged = overrides.catalogueChanged ?? (async () => searchAnswers.clear())
  const search = createSearchService({
    engine: keptSearchEngine(createPostgresSearchEngine(readDb), searchAnswers),
    queryContext: createQueryContextRepository(readDb),
    history: createSearchHistoryRepository(db),
    suggest: keptSuggest(
      createSuggestRepository(readDb, { popularMinVisitors: config.popularSearchMinVisitors }),
      searchAnswers,
    ),
    partCards,
  })
  const arrivals = createArrivalsService({ arrivals: createArrivalsRepository(readDb), partCards })
  const mail =
    overrides.mail ?? createMailGateway(config.mail, config.notices.senderName, overrides.log)
  // the exchange with 1C: catalogue writes through the catalog module, orders through orders
  const ordersExchangeRepository = createOrdersExchangeRepository(db)
  const orderNotices = createOrderNoticesService({
    notices: ordersExchangeRepository,
    jobs,
    sms,
    mail,
    quiet: config.notices.quiet,
    publicUrl: config.publicUrl,
    ...clock,
  })
  // returns and warranty claims: on the orders a customer sees (the orders service), refunded
  // through the payments service, carried to 1C and back by the sale exchange
  const claims = createClaimsService({
    claims: createClaimsRepository(db),
    orders,
    refunds: { refundClaim: (claim) => payments.refundClaim(claim) },
    notices: orderNotices,
    ...clock,
  })
  const exchangeRepository = createExchangeRepository(db)
  const exchange = createExchangeService({
    exchange: exchangeRepository,
    runs: createImportRunsRepository(db),
    images: createExchangeImagesRepository(db),
    jobs,
    catalog: createCatalogWritesService({ writes: createCatalogWritesRepository(db), ...clock }),
    sale: createSaleExchange({
      orders: createOrdersExchangeService({
        exchange: ordersExchangeRepository,
        orders: ordersRepository,
        notices: orderNotices,
        ordersSince: config.exchange.ordersSince,
        ...clock,
      }),
      claims,
      publicUrl: config.publicUrl,
      ...clock,
    }),
    settings: config.exchange,
    ...clock,
    onCatalogChanged: async () => {
      await catalogueChanged()
      // Statistics behind every search plan: a failure is logged, the import stands.
      await analyzeCatalogue(db).catch((error) => console.error('analyze after import', error))
    },
    ...(overrides.log ? { serverLog: overrides.log } : {}),
  })
  const arrivalNotices = createArrivalNoticesService({
    notices: createArrivalNoticesRepository(db),
    jobs,
    sms,
    mail,
    settings: config.notices,
    publicUrl: config.publicUrl,
    importInProgress: () => exchangeRepository.importInProgress(overrides.now?.() ?? new Date()),
    ...clock,
  })
  // «Заказ по списку»: a whole list resolved in one statement; lists per account
  const resolution = createResolutionService({ resolution: createResolutionRepository(db) })
  const orderLists = createOrderListsService({
    lists: createOrderListsRepository(db),
    resolution,
    orderLines: orders.linesOf,
  })
  return {
    /** Kept answers by name, for the metrics' hit rate. */
    keptAnswers: { search: searchAnswers },
    exchange,
    arrivalNotices,
    claims,
    resolution,
    orderLists,
    orderListSettings: config.orderLists,
    trucks,
    menu: createMenuService({ catalog }),
    partPages: createPartPagesService({
      catalog,
      partCards,
      partFollowsOf: favourites.partFollows,
    }),
    listing: createListingService({ catalog, search }),
    search,
    arrivals,
    meta: createMetaService(db),
    callback: createCallbackService({ db, ...clock }),
    initialData: createInitialDataService({ config, phoneCodes }),
    currentCustomer: createCurrentCustomer(customersRepository),
    auth,
    cart,
    orders,
    invoices: createInvoicesService({ orders, seller: config.seller }),
    payments,
    unpaidOrdersExpiry,
    paymentReconciliation,
    people: createPeopleService({ customers }),
    company: createCompanyService({ account: accountRepository }),
    recipients: createRecipientsService({ account: accountRepository, ...clock }),
    favourites,
    sitemaps: createSitemapService({ sitemaps: createSitemapRepository(readDb) }),
    /** Every module's background work, registered by the worker (jobs/job-queue.ts). */
    jobDefinitions: [
      ...createSmsJobs({ gateway: sms }),
      ...createOrderNoticeJobs({ notices: orderNotices }),
      ...createArrivalNoticeJobs({
        notices: arrivalNotices,
        dispatchEverySeconds: config.notices.dispatchEverySeconds,
      }),
      periodicJobDefinition(
        'orders.expire-unpaid',
        unpaidOrdersExpiry,
        config.orderExpiryIntervalSeconds,
      ),
      periodicJobDefinition('claims.drop-loose-photos', claims.loosePhotos, 3600),
      periodicJobDefinition(
        'payments.reconcile',
        paymentReconciliation,
        config.payments.reconcile.intervalSeconds,
      ),
      ...(exchange.enabled
        ? [
            ...exchange.jobDefinitions(),
            periodicJobDefinition(
              'exchange.cleanup',
              exchange.cleanup,
              exchangeCleanupIntervalSeconds,
            ),
          ]
        : []),
    ] satisfies JobDefinition[],
  }
}

export type Services = ReturnType<typeof createServices>
