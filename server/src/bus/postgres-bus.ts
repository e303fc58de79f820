import pg from 'pg'
import { busCore, type CatalogueBus, reconnectDelayMs } from './catalogue-bus.ts'

/** The NOTIFY channel (per database: processes on another database never hear it). */
export const catalogueChannel = 'gruzovik_catalogue_changed'

/**
 * The bus on PostgreSQL's LISTEN/NOTIFY, when there is no Redis: a message is told with
 * `pg_notify` through the pool, and heard on one connection of its own that stays listening
 * (a pooled one would be handed to queries). A lost listening connection is opened again, with
 * a growing wait; once it listens again, everything kept is forgotten (messages were missed).
 */
export function postgresCatalogueBus({
  pool,
  connection,
  log = () => {},
  channel = catalogueChannel,
}: {
  /** Where messages are told from (the app's pool). */
  pool: Pick<pg.Pool, 'query'>
  /** How to open the listening connection (the pool's own options). */
  connection: pg.ClientConfig
  log?: (message: string) => void
  channel?: string
}): CatalogueBus {
  const core = busCore(log)
  let client: pg.Client | null = null
  let closed = false
  let started = false
  let retry: NodeJS.Timeout | null = null
  let attempt = 0

  async function listen(): Promise<void> {
    const next = new pg.Client(connection)
    // Errors arrive as events on an idle connection: handled there, never thrown at the process.
    next.on('error', (error) => {
      log(`catalogue bus (PostgreSQL) connection lost: ${error.message}`)
      lost(next)
    })
    next.on('end', () => lost(next))
    next.on('notification', (note) => {
      if (note.channel === channel) core.heard(note.payload ?? '')
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      next.removeAllListeners('end')
      await next.end().catch(() => {})
      throw error
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    if (attempt > 0) {
      log('catalogue bus (PostgreSQL) listening again: kept answers forgotten')
      core.missed()
    }
    attempt = 0
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return
    client = null
    which.end().catch(() => {})
    scheduleReconnect()
  }

  function scheduleReconnect() {
    if (closed || retry) return
    // A connection-scoped wait, not periodic work: it ends once the connection is back.
    retry = setTimeout(async () => {
      retry = null
      attempt++
      try {
        await listen()
      } catch (error) {
        log(`catalogue bus (PostgreSQL) reconnect failed: ${(error as Error).message}`)
        scheduleReconnect()
      }
    }, reconnectDelayMs(attempt))
  }

  return {
    kind: 'postgres',
    async publish() {
      core.local()
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, core.message()])
      } catch (error) {
        // The change itself is made: the other processes' copies age out within their time.
        log(`catalogue bus (PostgreSQL) could not tell the others: ${(error as Error).message}`)
      }
    },
    subscribe: core.subscribe,
    listening: () => client !== null,
    async start() {
      if (started) return
      started = true
      try {
        await listen()
      } catch (error) {
        log(`catalogue bus (PostgreSQL) not listening yet: ${(error as Error).message}`)
        attempt = 0
        scheduleReconnect()
      }
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      retry = null
      const last = client
      client = null
      await last?.end().catch(() => {})
    },
    /** The listening connection, for tests that cut it. */
    get listener() {
      return client
    },
  } as CatalogueBus & { readonly listener: pg.Client | null }
}
