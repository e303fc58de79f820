import type { Database } from '../db/database.ts'
import { analyzeCatalogue } from '../db/statistics.ts'
import { type JobDefinition, periodicJobDefinition } from '../jobs/job-definition.ts'
import { liveJobValues } from '../jobs/jobs-report.ts'
import { createCompanyService } from './account/company.service.ts'
import { createPeopleService } from './account/people.service.ts'
import { createRecipientsService } from './account/recipients.service.ts'
import { createInitialDataService } from './app/initial-data.service.ts'
import { createArrivalNoticeJobs } from './arrival-notices/arrival-notice-jobs.ts'
import { createArrivalNoticesRepository } from './arrival-notices/arrival-notices.repository.ts'
import { createArrivalNoticesService } from './arrival-notices/arrival-notices.service.ts'
import { createCallbackService } from './callback/callback.service.ts'
import { createCatalogWritesRepository } from './catalog/catalog-writes.repository.ts'
import { createCatalogWritesService } from './catalog/catalog-writes.service.ts'
import { createListingService } from './catalog/listing.service.ts'
import { createMenuService } from './catalog/menu.service.ts'
import { createPartPagesService } from './catalog/part-pages.service.ts'
import { createClaimsRepository } from './claims/claims.repository.ts'
import { createClaimsService } from './claims/claims.service.ts'
import { createCurrentCustomer } from './customers/current-customer.ts'
import { createExchangeRepository } from './exchange/exchange.repository.ts'
import { createExchangeService } from './exchange/exchange.service.ts'
import { exchangeCleanupIntervalSeconds } from './exchange/exchange-cleanup.ts'
import { createExchangeImagesRepository } from './exchange/exchange-images.repository.ts'
import { importJobName } from './exchange/import-jobs.ts'
import { createImportRunsRepository } from './exchange/import-runs.repository.ts'
import { createSaleExchange } from './exchange/sale-exchange.ts'
import { createInvoicesService } from './invoices/invoices.service.ts'
import { createMailGateway } from './mail/create-mail-gateway.ts'
import { createMetaService } from './meta/meta.service.ts'
import type { ModuleSettings } from './module-settings.ts'
import { createOrderListsRepository } from './order-lists/order-lists.repository.ts'
import { createOrderListsService } from './order-lists/order-lists.service.ts'
import { createResolutionRepository } from './order-lists/resolution.repository.ts'
import { createResolutionService } from './order-lists/resolution.service.ts'
import { createOrderNoticeJobs, createOrderNoticesService } from './orders/order-notices.service.ts'
import { createOrdersExchangeRepository } from './orders/orders-exchange.repository.ts'
import { createOrdersExchangeService } from './orders/orders-exchange.service.ts'
import { wireCatalogue } from './registry-catalogue.ts'
import { wireCommerce } from './registry-commerce.ts'
import type { ServiceOverrides } from './service-overrides.ts'
import { createSitemapRepository } from './sitemap/sitemap.repository.ts'
import { createSitemapService } from './sitemap/sitemap.service.ts'
import { createSmsJobs } from './sms/sms-jobs.ts'

/**
 * The one place modules are wired: repositories into services, services into handlers, and
 * one module's service into another's (commerce in registry-commerce.ts, the catalogue in
 * registry-catalogue.ts, the rest here). Each module keeps its handlers, services and
 * repositories under modules/<name>/ (meta and callback, a query or two each, query in their
 * service); the rules in .dependency-cruiser.cjs keep modules apart.
 */
export function createServices(
  db: Database,
  config: ModuleSettings,
  overrides: ServiceOverrides = {},
) {
  // catalogue: menus, part pages, listing, search, arrivals. Their reads may go to a replica.
  const readDb = overrides.readDb ?? db
  const { catalog, partCards, searchAnswers, search, arrivals } = wireCatalogue(db, readDb, config)
  const catalogueChanged = overrides.catalogueChanged ?? (async () => searchAnswers.clear())
  // commerce: auth, cart, trucks, orders, payments, account
  const commerce = wireCommerce(db, config, overrides, () => catalogueChanged())
  const { sms, jobs, clock, orders, payments, ordersRepository, accountRepository } = commerce
  const { customers, customersRepository, phoneCodes, favourites } = commerce
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
    importingSessions: () => liveJobValues(db, importJobName, 'sessionId'),
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
    trucks: commerce.trucks,
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
    auth: commerce.auth,
    cart: commerce.cart,
    orders,
    invoices: createInvoicesService({ orders, seller: config.seller }),
    payments,
    unpaidOrdersExpiry: commerce.unpaidOrdersExpiry,
    paymentReconciliation: commerce.paymentReconciliation,
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
        commerce.unpaidOrdersExpiry,
        config.orderExpiryIntervalSeconds,
      ),
      periodicJobDefinition('claims.drop-loose-photos', claims.loosePhotos, 3600),
      periodicJobDefinition(
        'payments.reconcile',
        commerce.paymentReconciliation,
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
