import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { createAddressList } from '../modules/shared/address-list.ts'

export interface MetricsSettings {
  /** METRICS_ALLOW: addresses and CIDRs that may read /metrics (the client's, per TRUST_PROXY). */
  allow: string[]
  /** METRICS_TOKEN: a bearer token that may read /metrics from anywhere; '' for none. */
  token: string
}

/** What the app knows how to count, read when Prometheus scrapes. */
export interface MetricsSources {
  /** node-postgres's pool (PostgreSQL); null on PGlite. */
  pool: { totalCount: number; idleCount: number; waitingCount: number } | null
  queueDepths: () => Promise<{ queue: string; state: string; count: number }[]>
  keptAnswers: Record<string, { counts: () => { hits: number; misses: number } }>
}

const closedMessage =
  'Метрики закрыты: разрешите адрес в METRICS_ALLOW или передайте токен из METRICS_TOKEN'

/**
 * `GET /metrics` in Prometheus' text format (prom-client), closed to everyone unless
 * METRICS_ALLOW or METRICS_TOKEN opens it: requests and their time by route (the route's
 * pattern, not the address: a bounded set of series), the database pool, the job queue's depth,
 * kept search answers given again and found anew, and the process's own (CPU, memory, event
 * loop). Each app has its own registry. Not part of the /api contract, like /health.
 */
export function registerMetrics(
  app: FastifyInstance,
  settings: MetricsSettings,
  sources: MetricsSources,
  uncounted: (request: FastifyRequest) => boolean,
) {
  const register = new Registry()
  collectDefaultMetrics({ register })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  })
  app.addHook('onResponse', (request, reply, done) => {
    if (!uncounted(request)) {
      // Unmatched addresses (404s, scanners) share one label: series stay few.
      const route = request.routeOptions.url ?? 'unmatched'
      const method = request.method
      requests.inc({ method, route, status: String(reply.statusCode) })
      duration.observe({ method, route }, reply.elapsedTime / 1000)
    }
    done()
  })

  const { pool } = sources
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool: open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        this.set({ state: 'total' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    })
  }
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of the job queue waiting (queued or to retry) and running, by queue',
    labelNames: ['queue', 'state'] as const,
    registers: [register],
    async collect() {
      this.reset()
      for (const row of await sources.queueDepths()) {
        this.set({ queue: row.queue, state: row.state }, row.count)
      }
    },
  })
  new Counter({
    name: 'kept_answers_total',
    help: 'Answers kept in memory given again (hit) or found anew (miss), by cache',
    labelNames: ['cache', 'result'] as const,
    registers: [register],
    collect() {
      this.reset()
      for (const [cache, answers] of Object.entries(sources.keptAnswers)) {
        const { hits, misses } = answers.counts()
        this.inc({ cache, result: 'hit' }, hits)
        this.inc({ cache, result: 'miss' }, misses)
      }
    },
  })

  const allowed = createAddressList(settings.allow)
  const mayRead = (request: FastifyRequest) =>
    allowed.has(request.ip) ||
    (settings.token !== '' && request.headers.authorization === `Bearer ${settings.token}`)
  app.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store')
    if (!mayRead(request)) return reply.code(403).send({ message: closedMessage })
    return reply.type(register.contentType).send(await register.metrics())
  })
  app.addHook('onClose', async () => register.clear())
}
