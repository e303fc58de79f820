import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { marks, truckModels } from './catalog.ts'
import { ownedBy, timestamptz } from './columns.ts'
import { accounts, customers } from './commerce.ts'

/**
 * «Мои грузовики» (docs/product.md#the-fleet): the trucks an account keeps, shared by its
 * representatives with `truck.show`, changed with `truck.edit`; a buyer without a company has
 * an account of their own, so the fleet is theirs. A VIN is in an account's fleet once.
 */
export const trucks = pgTable(
  'trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: ownedBy('account_id', () => accounts.id),
    /** The buyer's name for it: «Тягач №7». */
    name: text('name').notNull(),
    /** The make from the shop's catalogue; null only if the catalogue drops it later. */
    markId: uuid('mark_id').references(() => marks.id, { onDelete: 'set null' }),
    /** A model of the make from the shop's catalogue; null when the buyer does not know it. */
    modelId: uuid('model_id').references(() => truckModels.id, { onDelete: 'set null' }),
    year: integer('year'),
    /** Normalised by rules/vin.ts (capitals, Latin letters). */
    vin: text('vin'),
    chassisNumber: text('chassis_number'),
    plateNumber: text('plate_number'),
    mileageKm: integer('mileage_km'),
    /** Who added or changed it last (kept when the person leaves). */
    updatedBy: uuid('updated_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('trucks_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('trucks_account_vin_key').on(t.accountId, t.vin).where(sql`${t.vin} IS NOT NULL`),
  ],
)
