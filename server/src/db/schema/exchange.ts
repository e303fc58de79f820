// The exchange with 1C ("обмен с сайтом", CommerceML 2): sessions, imports, the operator's
// log, and stock per warehouse (modules/exchange).
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core'
import { parts } from './catalog.ts'
import { bytea, ownedBy, timestamptz } from './columns.ts'

/** An exchange session: the cookie value `mode=checkauth` handed to 1C. */
export const exchangeSessions = pgTable('exchange_sessions', {
  id: text('id').primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  /** The orders the last `type=sale&mode=query` sent; `mode=success` marks these exported. */
  sentOrderIds: uuid('sent_order_ids').array().notNull().default([]),
})

/**
 * One file's import (`mode=import&filename=…`): queued as an `exchange.import` job by whichever
 * process 1C asked, run by a job worker; 1C polls (any process) and gets `progress` until
 * `status` is done or failed. The running job beats `heartbeat_at` every few seconds; a running
 * row whose beat stopped (its process died) is queued again by the next poll or retried by the
 * queue: imports are idempotent, and `runner` keeps two jobs from running one file at once.
 */
export const exchangeImports = pgTable(
  'exchange_imports',
  {
    sessionId: text('session_id').notNull(),
    filename: text('filename').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    /** What a finished import reports without failing (prices of an unknown type): 1C reads it after `success`. */
    warnings: text('warnings'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    /** The running import's last sign of life (null for rows from before it was kept). */
    heartbeatAt: timestamptz('heartbeat_at'),
    /** The job running the import (null while queued): another job takes it only once its beat stopped. */
    runner: text('runner'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.filename] })],
)

/**
 * The pictures 1C sent with its products (`import_files/…`), served under /1c_images/ by any
 * web process: bytes, their type and an ETag (a hash of the bytes) for 304 answers. Written by
 * the import; a picture of an earlier import still on a process's disk moves here when read.
 */
export const exchangeImages = pgTable('exchange_images', {
  /** The path under /1c_images/ (`import_files/b7/b7f0….png`). */
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  etag: text('etag').notNull(),
  body: bytea('body').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

/**
 * The files 1C uploaded (`mode=file`), in the database so that any web process can import
 * them whichever process received them: each request's body in pieces of at most a megabyte,
 * `seq` in the order they came. Gone after the file's import succeeded, with a new `init`,
 * with the session, or after EXCHANGE_SESSION_TTL_HOURS (the exchange.cleanup job).
 */
export const exchangeUploadChunks = pgTable(
  'exchange_upload_chunks',
  {
    sessionId: text('session_id').notNull(),
    filename: text('filename').notNull(),
    seq: integer('seq').notNull(),
    body: bytea('body').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.filename, t.seq] }),
    index('exchange_upload_chunks_received_idx').on(t.receivedAt),
  ],
)

/** What came from 1C, what changed and what failed: the operator reads it (docs/exchange-1c.md). */
export const exchangeLog = pgTable(
  'exchange_log',
  {
    id: serial('id').primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    sessionId: text('session_id'),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    filename: text('filename'),
    outcome: text('outcome', { enum: ['success', 'progress', 'failure'] }).notNull(),
    message: text('message'),
    /** Counts of what changed: `{ parts: 120, removed: 2, groups: 14, … }`. */
    counts: jsonb('counts').$type<Record<string, number>>(),
  },
  (t) => [index('exchange_log_at_idx').on(t.at)],
)

/**
 * The price types (ТипЦены) 1C declared in the classifier or offers of any exchange, kept so a
 * later changes-only package that names a price by ИдТипаЦены alone still finds its type, and
 * the settings (EXCHANGE_PRICE_TYPE by name or Ид) still find the Ид.
 */
export const exchangePriceTypes = pgTable('exchange_price_types', {
  /** 1C's Ид of the price type. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Валюта as 1C declared it (`RUB`, `руб`), null when it names none. */
  currency: text('currency'),
  /** When an exchange last declared it: of two types with one name, the newer wins. */
  declaredAt: timestamptz('declared_at').notNull().defaultNow(),
})

/** Stock of a part per 1C warehouse (Склад), mapped to a branch code when configured. */
export const partStocks = pgTable(
  'part_stocks',
  {
    partId: ownedBy('part_id', () => parts.id),
    /** The branch code (`spb`, `msk`, …) the warehouse maps to, else the warehouse's Ид. */
    branch: text('branch').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partId, t.branch] })],
)
