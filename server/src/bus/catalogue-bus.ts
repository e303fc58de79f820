import { randomUUID } from 'node:crypto'

/**
 * «The catalogue changed»: told by whichever process changed it (a 1C import, an order taking
 * or giving back stock), heard by every web process, which then forgets its kept search answers
 * and rendered pages. Each process keeps those in its own memory, so without this a 1C import
 * run by one process left the others answering with the old catalogue until their copies aged.
 */
export interface CatalogueBus {
  /** What carries the news between processes: for the log and /health. */
  readonly kind: 'memory' | 'postgres' | 'redis'
  /** Tells every process; this one's listeners hear it at once, the others' within moments. */
  publish(): Promise<void>
  /**
   * `listener` runs on every change told by any process, and once after a lost connection is
   * back (changes told meanwhile were missed: everything is forgotten to be safe).
   */
  subscribe(listener: () => void): () => void
  /**
   * Whether this process hears the others now: its listening connection is open (readiness
   * asks). Always true in one process (memory).
   */
  listening(): boolean
  /** Opens the listening connection (web processes; a process that only tells needs none). */
  start(): Promise<void>
  close(): Promise<void>
}

/** What one message carries: who sent it (its own process does not hear it twice). */
interface Message {
  origin: string
}

/**
 * The part every carrier shares: the listeners, this process's id, and the message format.
 * A carrier calls `heard` with each message that arrives and `missed` after a reconnection.
 */
export function busCore(log: (message: string) => void = () => {}) {
  const origin = randomUUID()
  const listeners = new Set<() => void>()
  const tellListeners = () => {
    for (const listener of listeners) {
      try {
        listener()
      } catch (error) {
        log(`catalogue bus listener failed: ${(error as Error).message}`)
      }
    }
  }
  return {
    origin,
    message: (): string => JSON.stringify({ origin } satisfies Message),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** This process changed the catalogue: its own listeners hear it without a round trip. */
    local: tellListeners,
    heard(payload: string) {
      let sender: unknown
      try {
        sender = (JSON.parse(payload) as Partial<Message>).origin
      } catch {
        sender = undefined
      }
      if (sender !== origin) tellListeners()
    },
    missed: tellListeners,
  }
}

/** One process (PGlite, tests, scripts): the news goes no further than its own listeners. */
export function memoryCatalogueBus(): CatalogueBus {
  const core = busCore()
  return {
    kind: 'memory',
    publish: async () => core.local(),
    subscribe: core.subscribe,
    listening: () => true,
    start: async () => {},
    close: async () => {},
  }
}

/** Waits between attempts to get a lost connection back: 0.2 s doubling, at most 5 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(5000, 200 * 2 ** attempt)
