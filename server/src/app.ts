import { openapiSpecFile } from '@gruzovik/openapi/spec-file'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { type CatalogueBus, openCatalogueBus, poolOf } from './bus/open-bus.ts'
import type { ServerConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { registerBodyGuard } from './http/body-guard.ts'
import { answerClientError } from './http/client-errors.ts'
import { registerCompression } from './http/compression.ts'
import { registerErrorHandler, sendFrameworkError } from './http/error-handler.ts'
import { createLifecycle, isHealthProbe, type Lifecycle, registerHealth } from './http/health.ts'
import { registerMetrics } from './http/metrics.ts'
import { registerNoStoreForApi } from './http/no-store.ts'
import { registerRateLimits } from './http/rate-limits.ts'
import { createRenderCalls } from './http/render-calls.ts'
import { echoRequestId, requestIdOptions } from './http/request-id.ts'
import { logRequests, oneLinePerRequest } from './http/request-log.ts'
import { registerSecurity } from './http/security.ts'
import { redisPageStore } from './http/shared-pages.ts'
import { readPagePaths } from './http/shop-routes.ts'
import { registerSpa, registerTrailingSlashRedirect } from './http/spa.ts'
import { builtRenderSource, createPageRenderer } from './http/ssr.ts'
import { registerUploads } from './http/uploads.ts'
import { maxParamLength } from './http/url-limits.ts'
import type { DevPages } from './http/vite-dev.ts'
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts'
import { queueDepths } from './jobs/jobs-report.ts'
import { registerCartFormRoute } from './modules/cart/cart-form.routes.ts'
import { registerExchangeRoutes } from './modules/exchange/exchange.routes.ts'
import { createHandlers } from './modules/handlers.ts'
import { registerDevBank } from './modules/payments/dev-bank.routes.ts'
import { createServices } from './modules/registry.ts'
import type { ServiceOverrides } from './modules/service-overrides.ts'
import { registerSitemapRoutes } from './modules/sitemap/sitemap.routes.ts'

export interface AppOptions {
  config: ServerConfig
  db: Database
  logger?: FastifyServerOptions['logger']
  /** Test seams (an SMS gateway that records, a clock). */
  overrides?: ServiceOverrides
  /**
   * The job queue (jobs/job-queue.ts); by default one on `db`, whose worker runs in this
   * process unless JOBS_WORKER=off. The app stops it on close, after its running jobs.
   * Tests may pass a queue in memory (server/test/support/memory-jobs.ts).
   */
  jobs?: Pick<JobQueue, 'sender' | 'start' | 'stop'>
  /**
   * `npm run dev` (dev.ts): Vite inside the app, whose modules and index.html the pages are
   * rendered from (http/vite-dev.ts `viteDevPages`); without it, the build's.
   */
  dev?: (app: FastifyInstance) => Promise<DevPages>
  /** A read replica's database (DATABASE_READ_URL) for catalogue and search reads. */
  readDb?: Database
  /**
   * How this process hears of catalogue changes made by the others (bus/open-bus.ts): by
   * default Redis with REDIS_URL, else LISTEN/NOTIFY on PostgreSQL, else in process. Closed
   * with the app.
   */
  bus?: CatalogueBus
  /** Whether the process drains (serve.ts sets it on SIGTERM): readiness answers 503 then. */
  lifecycle?: Lifecycle
}

/** Builds the app without listening: tests use `inject`, main.ts listens. */
export async function buildApp({
  config,
  db,
  logger = false,
  overrides,
  jobs,
  dev,
  lifecycle = createLifecycle(),
  bus: givenBus,
  readDb,
}: AppOptions) {
  const { headersSeconds, requestSeconds, keepAliveSeconds } = config.timeouts
  const proxies = config.trustProxy
  // The server render asks the API through `inject`: its calls are part of the page's request.
  const renderCalls = createRenderCalls()
  const app = Fastify({
    logger,
    // One line per request (logRequests), not Fastify's two: each is a write the server pays
    // on every suggest keystroke.
    ...oneLinePerRequest(),
    // X-Request-Id from the balancer (checked; from REQUEST_ID_FROM's peers only when set) or a
    // new one, on every log line of the request; the render's own API calls get child ids.
    ...requestIdOptions({ sources: config.requestIdFrom, renderChild: renderCalls.isRenderCall }),
    // A hop count trusts that many proxies in front of us.
    trustProxy:
      typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies,
    // A client dribbling its headers (slowloris) or its body is cut off, not waited for.
    http: {
      headersTimeout: Math.min(headersSeconds, requestSeconds) * 1000,
      requestTimeout: requestSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
    requestTimeout: requestSeconds * 1000,
    keepAliveTimeout: keepAliveSeconds * 1000,
    clientErrorHandler: answerClientError,
    // Bodies are small JSON documents; anything bigger is refused with 413.
    bodyLimit: 64 * 1024,
    // The yaml allows 200-character slugs; Fastify's default of 100 would answer 414 first.
    routerOptions: { maxParamLength },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
    // Errors raised before routing (a malformed URL) leave in the same `{ message }` shape.
    frameworkErrors: sendFrameworkError,
  })
  // Vite's own files first, before the limits and the log: they are the page's parts.
  const devPages = dev ? await dev(app) : null
  registerErrorHandler(app)
  echoRequestId(app)
  // A balancer's probes every few seconds are not worth a line each (health.ts logs changes).
  logRequests(app, (request) => renderCalls.isRenderCall(request) || isHealthProbe(request.url))
  await registerCompression(app)
  const redis = await registerRateLimits(app, config, renderCalls.isRenderCall)
  registerTrailingSlashRedirect(app)
  await registerSecurity(app, config, renderCalls.isRenderCall, devPages?.scriptSources)
  registerBodyGuard(app)
  registerUploads(app, { maxBytes: config.orderLists.maxFileBytes })
  registerNoStoreForApi(app)
  // Kept pages and search answers are forgotten when any process changes the catalogue.
  const pageCaches: (() => void)[] = []
  const log = (message: string) => app.log.info(message)
  const bus = givenBus ?? openCatalogueBus(config, db, (message) => app.log.warn(message))
  const queue = jobs ?? createJobQueue(db, { log, worker: config.jobs })
  const services = createServices(db, config, {
    log,
    catalogueChanged: () => bus.publish(),
    jobs: queue.sender,
    ...(readDb ? { readDb } : {}),
    ...overrides,
  })
  bus.subscribe(() => {
    services.keptAnswers.search.clear()
    for (const clear of pageCaches) clear()
  })
  await bus.start()
  app.addHook('onClose', async () => bus.close())
  registerHealth(app, { db, redis, lifecycle, readDb, bus })
  registerMetrics(
    app,
    config.metrics,
    {
      pool: poolOf(db),
      queueDepths: () => queueDepths(db),
      keptAnswers: services.keptAnswers,
    },
    renderCalls.isRenderCall,
  )
  await app.register(openapiGlue, {
    specification: openapiSpecFile,
    serviceHandlers: createHandlers(services),
  })
  registerDevBank(app, services.payments)
  registerCartFormRoute(app, {
    cart: services.cart,
    currentCustomer: services.currentCustomer,
    publicUrl: config.publicUrl,
  })
  registerSitemapRoutes(app, services.sitemaps, config.publicUrl)
  registerExchangeRoutes(app, services.exchange)
  app.addHook('onClose', async () => services.exchange.idle())
  // Periodic passes and SMS run as jobs: once for all processes, by whichever worker takes them.
  await queue.start(services.jobDefinitions, { work: config.jobs.worker })
  app.addHook('onClose', async () => queue.stop())
  // One render path; only where its entry and page come from differs in development.
  const source = devPages?.source ?? (await builtRenderSource(config))
  // Rendered once for every process when Redis carries the news (and so the generation).
  const sharedPages =
    source && bus.kind === 'redis' && config.redisUrl && config.htmlCacheSeconds > 0
      ? redisPageStore({ url: config.redisUrl, build: () => source.version() })
      : null
  if (sharedPages) app.addHook('onClose', async () => sharedPages.close())
  const renderPage =
    source &&
    createPageRenderer(
      renderCalls.dispatcher(app),
      source,
      {
        ...config,
        sharedPages,
        onSharedError: (error) => app.log.warn(`Kept pages in Redis: ${(error as Error).message}`),
        onRefreshError: (error) =>
          app.log.warn(`A kept page's refresh failed: ${(error as Error).message}`),
      },
      (clear) => pageCaches.push(clear),
    )
  await registerSpa(app, config.distDir, {
    renderPage,
    pagePaths: readPagePaths(config.ssrDir),
    shell: devPages?.shell ?? null,
  })
  return app
}
