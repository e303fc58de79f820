import { Redis } from 'ioredis'
import { busCore, type CatalogueBus, reconnectDelayMs } from './catalogue-bus.ts'

/**
 * Redis' pub/sub channels are one namespace for the whole server, whatever the database number:
 * the number is part of the name, so two shops on one Redis (DB 0 and DB 1) do not hear each other.
 */
export function redisCatalogueChannel(redisUrl: string): string {
  let db = '0'
  try {
    db = new URL(redisUrl).pathname.replace(/^\//, '') || '0'
  } catch {
    // A URL ioredis reads but URL does not: the default database.
  }
  return `gruzovik:${db}:catalogue-changed`
}

/**
 * The bus on Redis pub/sub (REDIS_URL): one connection tells, one subscribes (a subscribed
 * connection can do nothing else). ioredis reconnects by itself with `retryStrategy`; once the
 * subscriber is ready again and subscribed, everything kept is forgotten (messages were missed).
 */
export function redisCatalogueBus({
  url,
  log = () => {},
  channel = redisCatalogueChannel(url),
}: {
  url: string
  log?: (message: string) => void
  channel?: string
}): CatalogueBus {
  const core = busCore(log)
  const options = {
    lazyConnect: true,
    connectTimeout: 2_000,
    retryStrategy: (times: number) => reconnectDelayMs(times - 1),
  }
  let publisher: Redis | null = null
  let subscriber: Redis | null = null
  let closed = false

  function publisherConnection() {
    if (!publisher) {
      // One attempt per message: a Redis that is down must not hold up the import that told.
      publisher = new Redis(url, { ...options, maxRetriesPerRequest: 1 })
      publisher.on('error', (error) => log(`catalogue bus (Redis, telling): ${error.message}`))
    }
    return publisher
  }

  return {
    kind: 'redis',
    async publish() {
      core.local()
      try {
        await publisherConnection().publish(channel, core.message())
      } catch (error) {
        log(`catalogue bus (Redis) could not tell the others: ${(error as Error).message}`)
      }
    },
    subscribe: core.subscribe,
    // Ready and subscribed: ioredis is back in `ready` only after its own resubscription.
    listening: () => subscriber?.status === 'ready',
    async start() {
      if (subscriber || closed) return
      const connection = new Redis(url, {
        ...options,
        maxRetriesPerRequest: null,
        // Named in CLIENT LIST, so an operator (or a test) can tell which connection listens.
        connectionName: `catalogue-bus-listener:${channel}`.replace(/\s/g, '_'),
      })
      subscriber = connection
      let readyBefore = false
      connection.on('error', (error) => log(`catalogue bus (Redis, listening): ${error.message}`))
      connection.on('message', (from: string, payload: string) => {
        if (from === channel) core.heard(payload)
      })
      connection.on('ready', () => {
        if (!readyBefore) {
          readyBefore = true
          return
        }
        // ioredis subscribes again on its own; asking once more waits until it has, so no
        // message falls between forgetting and listening.
        connection.subscribe(channel).then(
          () => {
            log('catalogue bus (Redis) listening again: kept answers forgotten')
            core.missed()
          },
          (error: Error) => log(`catalogue bus (Redis) resubscribe failed: ${error.message}`),
        )
      })
      try {
        await connection.connect()
        await connection.subscribe(channel)
      } catch (error) {
        // ioredis goes on trying by itself; the first `ready` after that counts as a return.
        readyBefore = true
        log(`catalogue bus (Redis) not listening yet: ${(error as Error).message}`)
      }
    },
    async close() {
      closed = true
      for (const connection of [subscriber, publisher]) {
        await connection?.quit().catch(() => connection.disconnect())
      }
      subscriber = null
      publisher = null
    },
  }
}
