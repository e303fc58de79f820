// Applicability: which truck models a part fits («Подходит для» on the part page).
import { boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { parts, truckModels } from './catalog.ts'
import { ownedBy } from './columns.ts'

/**
 * A part fits these truck models besides the one in `parts.truck_model_id` (the model it was
 * listed under or taken from); the catalogue of a model lists the parts that fit it.
 */
export const partFits = pgTable(
  'part_fits',
  {
    partId: ownedBy('part_id', () => parts.id),
    truckModelId: ownedBy('truck_model_id', () => truckModels.id),
    /** The model years it fits («MAN TGS 2007–2020»); null: from the start / to this day. */
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    /**
     * A characteristic (1C's `Ид#характеристика`) whose offer names no fitment of its own
     * carries its product's, marked so: the product's next import replaces these rows only.
     */
    inherited: boolean('inherited').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.truckModelId] }),
    // With the part and its years: a model's rows read from the index alone, for «Только для моего грузовика»
    // (docs/performance/2026-11-29.md), where a model can have half the catalogue.
    index('part_fits_model_part_idx').on(t.truckModelId, t.partId, t.yearFrom, t.yearTo),
  ],
)
