import { type AnyPgColumn, customType, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A moment in time. The shop keeps every one with its zone (`timestamptz`), so the server, 1C's
 * exchange and the database read the same moment whatever zone each of them runs in: a new
 * column of time takes this, never a bare `timestamp`.
 */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true })

/**
 * The row's owner: a required reference to another row, and the row goes when its owner is
 * deleted (a cart's lines with the cart, an account's addresses with the account).
 */
export const ownedBy = <TName extends string>(name: TName, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' })

/** Bytes kept in the row (a claim's photo, a file 1C uploaded), handed out as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})
