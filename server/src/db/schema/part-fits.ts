// Applicability: which truck models a part fits («Подходит для» on the part page).
import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core'
import { parts, truckModels } from './catalog.ts'

/**
 * A part fits these truck models besides the one in `parts.truck_model_id` (the model it was
 * listed under or taken from); the catalogue of a model lists the parts that fit it.
 */
export const partFits = pgTable(
  'part_fits',
  {
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    truckModelId: uuid('truck_model_id')
      .notNull()
      .references(() => truckModels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.truckModelId] }),
    index('part_fits_model_idx').on(t.truckModelId),
  ],
)
