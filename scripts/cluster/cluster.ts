import type pg from 'pg'
import type { RunningServer } from '../bench/server-process.ts'

/** What the checks work on: the balancer, the web processes (restartable), the database. */
export interface Cluster {
  /** HAProxy's address, http://127.0.0.1:port. */
  balancer: string
  webs: RunningServer[]
  /** Starts web process `index` again on its port (after a kill or a stop). */
  restartWeb(index: number): Promise<void>
  db: pg.Client
  /** The SMS outbox every process writes to. */
  outbox: string
  /** A 1C unload (import.xml, offers.xml) the catalogue came from. */
  exchangeFiles: string
}

export interface CheckResult {
  name: string
  passed: boolean
  detail: string
}
